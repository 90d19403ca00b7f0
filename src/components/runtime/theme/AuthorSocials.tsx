/**
 * The classic theme's `Blog/Components/Author/Socials`, for a swizzled `Blog/Components/Author`
 * to draw an author's profile links with: docsgen's links, named by platform.
 */
import { AuthorSocialLinks } from '../../../../templates/blog/BlogParts.tsx';

export default function AuthorSocials({ author, className }: { author: { name: string; socials?: Record<string, string> }; className?: string }) {
  return <AuthorSocialLinks author={author} {...(className ? { className } : {})} />;
}
