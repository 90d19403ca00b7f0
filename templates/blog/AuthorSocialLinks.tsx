/**
 * An author's profile links, by platform: under docsgen's author cards, and as the classic
 * theme's `Blog/Components/Author/Socials` (runtime/theme/AuthorSocials.tsx), which runs in the
 * browser too. So it imports nothing but React; each caller gives the links' label.
 */
export function AuthorSocialLinks({ socials, className, label }: { socials: Record<string, string>; className?: string; label: (platform: string) => string }) {
  return (
    <span className={className ? `blog-author__socials ${className}` : 'blog-author__socials'}>
      {Object.entries(socials).map(([platform, profile]) => (
        <a key={platform} href={profile} target="_blank" rel="noopener noreferrer" aria-label={label(platform)}>
          {platform}
        </a>
      ))}
    </span>
  );
}
