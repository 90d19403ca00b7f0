import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { lines, makeDocusaurusSite, text } from '../helpers.ts';

// In the image of electron's src/theme/BlogPostItem/Footer/ReadMoreLink: the classic link with the site's button classes.
const READ_MORE = [
  "import Translate, {translate} from '@docusaurus/Translate';",
  "import Link from '@docusaurus/Link';",
  '',
  'export default function BlogPostItemFooterReadMoreLink(props) {',
  '  const {blogPostTitle, ...linkProps} = props;',
  '  return (',
  "    <Link className=\"button button--own\" aria-label={translate({message: 'Read more about {title}', id: 'theme.blog.post.readMoreLabel'}, {title: blogPostTitle})} {...linkProps}>",
  '      <b><Translate id="theme.blog.post.readMore">Read more</Translate></b>',
  '    </Link>',
  '  );',
  '}',
  '',
].join('\n');

function site(theme: Record<string, string>): Promise<string> {
  return makeDocusaurusSite({
    'docusaurus.config.js': "module.exports = { title: 'Kit', url: 'https://kit.example', presets: [['classic', { docs: false }]] };\n",
    'blog/2024-01-02-launch.md': '---\ntitle: Launch day\n---\n\nWe launched.\n\n<!-- truncate -->\n\nThe details.\n',
    'blog/2024-01-01-short.md': '---\ntitle: Short one\n---\n\nAll of it.\n',
    ...theme,
  });
}

describe("a Docusaurus site's swizzled blog parts", () => {
  it('renders `src/theme/BlogPostItem/Footer/ReadMoreLink` under each excerpt with more to read, with the classic props', async () => {
    const result = await build({ cwd: await site({ 'src/theme/BlogPostItem/Footer/ReadMoreLink/index.tsx': READ_MORE }), write: false });
    expect(lines(result.diagnostics).filter((line) => /swizzle|theme-part/.test(line))).toEqual([]);
    const list = text(result.files, 'blog/index.html');
    expect(list).toContain('<div class="theme-part"><a href="/blog/2024/01/02/launch" class="button button--own" aria-label="Read more about Launch day"><b>Read more</b></a></div>');
    expect(list.match(/button--own/g)).toHaveLength(1);
    expect(list).not.toContain('blog-post-item__more');
  });

  it("uses docsgen's link, with one located warning, when the site's throws", async () => {
    const failing = "export default function ReadMoreLink(props) {\n  return <a href={props.to}>{props.blogPostTitle.missing.length}</a>;\n}\n";
    const result = await build({ cwd: await site({ 'src/theme/BlogPostItem/Footer/ReadMoreLink.jsx': failing }), write: false });
    expect(lines(result.diagnostics).filter((line) => /swizzle|theme-part/.test(line))).toEqual([
      "site/src/theme/BlogPostItem/Footer/ReadMoreLink.jsx:1:1 warning The site's `BlogPostItem/Footer/ReadMoreLink` failed on /blog: Cannot read properties of undefined (reading 'length'); docsgen's own is used  components/theme-part-failed",
    ]);
    expect(text(result.files, 'blog/index.html')).toContain('class="blog-post-item__more"');
  });
});
