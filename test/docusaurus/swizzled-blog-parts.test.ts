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

// In the image of a site's src/theme/BlogSidebar/Desktop that heads its recent posts by year (React Native's does).
const SIDEBAR_DESKTOP = [
  "import React, {Fragment} from 'react';",
  "import Link from '@docusaurus/Link';",
  '',
  'export default function BlogSidebarDesktop({sidebar}) {',
  '  let year = null;',
  '  return (',
  '    <aside className="col col--3 own-sidebar">',
  '      <div className="own-title">{sidebar.title}</div>',
  '      <ul>',
  '        {sidebar.items.map((item) => {',
  "          const postYear = item.permalink.split('/')[2];",
  '          const header = year !== postYear && <h5>{postYear}</h5>;',
  '          year = postYear;',
  '          return <Fragment key={item.permalink}>{header}<li><Link to={item.permalink}>{item.title}</Link> <time>{item.date.slice(0, 10)}</time></li></Fragment>;',
  '        })}',
  '      </ul>',
  '    </aside>',
  '  );',
  '}',
  '',
].join('\n');

// In the image of a site's src/theme/Blog/Components/Author (React Native's): an avatar, the name as a heading where asked, the theme's socials.
const AUTHOR = [
  "import React from 'react';",
  "import Link from '@docusaurus/Link';",
  "import AuthorSocials from '@theme/Blog/Components/Author/Socials';",
  '',
  'export default function BlogAuthor({as: As, author, count}) {',
  '  const link = author.page?.permalink || author.url;',
  '  const name = As ? <As className="own-name">{author.name}</As> : <span className="own-name">{author.name}</span>;',
  '  return (',
  '    <div className="avatar own-author">',
  '      {author.imageURL && <img className="avatar__photo" src={author.imageURL} alt={author.name} />}',
  '      {link ? <Link href={link}>{name}</Link> : name}',
  '      {count && <span className="own-count">{count}</span>}',
  '      <AuthorSocials author={author} />',
  '    </div>',
  '  );',
  '}',
  '',
].join('\n');

describe("a Docusaurus site's swizzled blog parts", () => {
  it('draws each author with `src/theme/Blog/Components/Author`, under a post and on the authors page, given the classic props', async () => {
    const authors = 'ada:\n  name: Ada\n  title: Engineer\n  url: https://ada.example\n  image_url: https://ada.example/a.png\n  page: true\n  socials:\n    github: ada\n';
    const cwd = await site({ 'src/theme/Blog/Components/Author/index.js': AUTHOR, 'blog/authors.yml': authors, 'blog/2024-01-01-short.md': '---\ntitle: Short one\nauthors: [ada]\n---\n\nAll of it.\n' });
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics).filter((line) => /swizzle|theme-part|error/.test(line))).toEqual([]);
    // Under a post, the author's own URL (docsgen gives post authors no `page`); the theme's socials inside.
    expect(text(result.files, 'blog/2024/01/01/short/index.html')).toMatch(/<li class="blog-author"><div class="theme-part">(?:<link[^>]*>)?<div class="avatar own-author"><img class="avatar__photo" src="https:\/\/ada.example\/a.png" alt="Ada"\/><a href="https:\/\/ada.example" target="_blank" rel="noopener noreferrer"><span class="own-name">Ada<\/span><\/a><span class="blog-author__socials"><a href="https:\/\/github.com\/ada"/);
    expect(text(result.files, 'blog/authors/index.html')).toContain('<div class="avatar own-author"><img class="avatar__photo" src="https://ada.example/a.png" alt="Ada"/><a href="/blog/authors/ada"><h2 class="own-name">Ada</h2></a><span class="own-count">1</span>');
  });


  it('puts `src/theme/BlogSidebar/Desktop` in place of the recent posts on every blog page, given the classic sidebar', async () => {
    const cwd = await site({ 'src/theme/BlogSidebar/Desktop/index.js': SIDEBAR_DESKTOP, 'blog/2023-12-30-older.md': '---\ntitle: Older\n---\n\nBefore.\n' });
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics).filter((line) => /swizzle|theme-part/.test(line))).toEqual([]);
    for (const path of ['blog/index.html', 'blog/2024/01/02/launch/index.html']) {
      const html = text(result.files, path);
      expect(html).toContain('<div class="theme-part"><aside class="col col--3 own-sidebar"><div class="own-title">Recent posts</div><ul><h5>2024</h5><li><a href="/blog/2024/01/02/launch">Launch day</a> <time>2024-01-02</time></li><li><a href="/blog/2024/01/01/short">Short one</a> <time>2024-01-01</time></li><h5>2023</h5><li><a href="/blog/2023/12/30/older">Older</a>');
      expect(html).not.toContain('blog-sidebar__title');
    }
  });


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
