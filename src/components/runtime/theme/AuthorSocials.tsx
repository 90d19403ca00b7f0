/**
 * The classic theme's `Blog/Components/Author/Socials`, for a swizzled `Blog/Components/Author`
 * to draw an author's profile links with: docsgen's links, labelled with the runtime's `translate`.
 */
import { translate } from '../docusaurus/Translate.tsx';
import { AuthorSocialLinks } from '../../../../templates/blog/AuthorSocialLinks.tsx';

export default function AuthorSocials({ author, className }: { author: { name?: string; socials?: Record<string, string> }; className?: string }) {
  const label = (platform: string): string => translate({ id: 'theme.blog.author.socialLabel', message: '{authorName} on {platform}' }, { authorName: author.name ?? '', platform });
  return <AuthorSocialLinks socials={author.socials ?? {}} label={label} {...(className ? { className } : {})} />;
}
