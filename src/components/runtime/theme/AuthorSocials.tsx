/**
 * The classic theme's `Blog/Components/Author/Socials`, for a swizzled `Blog/Components/Author`
 * to draw an author's profile links with: docsgen's markup (templates/blog/BlogParts.tsx's
 * AuthorSocialLinks), links named by platform. It runs in the browser too, so it imports no
 * template, only the runtime's `translate`.
 */
import { translate } from '../docusaurus/Translate.tsx';

export default function AuthorSocials({ author, className }: { author: { name?: string; socials?: Record<string, string> }; className?: string }) {
  return (
    <span className={className ? `blog-author__socials ${className}` : 'blog-author__socials'}>
      {Object.entries(author.socials ?? {}).map(([platform, profile]) => (
        <a key={platform} href={profile} target="_blank" rel="noopener noreferrer" aria-label={translate({ id: 'theme.blog.author.socialLabel', message: '{authorName} on {platform}' }, { authorName: author.name ?? '', platform })}>
          {platform}
        </a>
      ))}
    </span>
  );
}
