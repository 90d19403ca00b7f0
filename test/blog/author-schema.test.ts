import { describe, expect, it } from 'vitest';
import { parseAuthorsFile } from '../../src/blog/blog-data-files.ts';
import { BLOG_FIELDS, type BlogFrontMatter } from '../../src/blog/blog-front-matter.ts';
import { parseFrontMatter } from '../../src/content/front-matter.ts';
import { lines } from '../helpers.ts';

const FILE = 'site/blog/authors.yml';

describe("authors file: Docusaurus's authors.yml shape", () => {
  it('reads image_url as the image and makes socials handles profile URLs, as Docusaurus does', () => {
    const { authors, diagnostics } = parseAuthorsFile(
      [
        'ada:',
        '  name: Ada',
        '  image_url: https://img.example/ada.png',
        '  socials:',
        '    x: ada',
        '    GitHub: ada-l',
        '    linkedin: adal',
        '    stackoverflow: 82609',
        '    bluesky: ada.bsky.social',
        '    email: ada@example.com',
        '    newsletter: https://ada.example/news',
        'bob:',
        '  name: Bob',
        '  imageURL: /img/bob.png',
        '',
      ].join('\n'),
      FILE,
    );
    expect(diagnostics).toEqual([]);
    expect(authors.get('ada')).toEqual({
      name: 'Ada',
      image: 'https://img.example/ada.png',
      socials: {
        x: 'https://x.com/ada',
        github: 'https://github.com/ada-l',
        linkedin: 'https://www.linkedin.com/in/adal/',
        stackoverflow: 'https://stackoverflow.com/users/82609',
        bluesky: 'https://bsky.app/profile/ada.bsky.social',
        email: 'mailto:ada@example.com',
        newsletter: 'https://ada.example/news',
      },
    });
    expect(authors.get('bob')).toEqual({ name: 'Bob', image: '/img/bob.png' });
  });

  it('reads page and description as the author pages to build', () => {
    const { authors, pages, diagnostics } = parseAuthorsFile('ada:\n  name: Ada\n  page: false\nbob:\n  name: Bob\n  description: Writes.\n  page: { permalink: /bob-posts }\ncy:\n  name: Cy\n  page: true\n', FILE);
    expect(lines(diagnostics)).toEqual([]);
    expect([...pages]).toEqual([['bob', { permalink: '/bob-posts', description: 'Writes.' }], ['cy', {}]]);
    expect(authors.get('bob')).toEqual({ name: 'Bob' });
    expect(authors.get('cy')).toEqual({ name: 'Cy' });
  });

  it('reports a handle with a slash, a handle for a platform without profile URLs, two images and a bad page, each at its line', () => {
    const { diagnostics } = parseAuthorsFile(
      ['ada:', '  name: Ada', '  socials:', '    github: orgs/ada', '    newsletter: ada', 'bob:', '  name: Bob', '  image: /a.png', '  image_url: /b.png', 'cy:', '  name: Cy', '  page: { slug: cy }', ''].join('\n'),
      FILE,
    );
    expect(lines(diagnostics)).toEqual([
      'site/blog/authors.yml:4:13 error `ada.socials.github` must be a handle or an absolute http(s) URL, got `orgs/ada`  blog/invalid-value',
      'site/blog/authors.yml:5:17 error `ada.socials.newsletter` must be an absolute http(s) URL, got `ada`  blog/invalid-value',
      'site/blog/authors.yml:9:3 error `bob` has both `image` and `image_url`: they are the same image  blog/invalid-value',
      'site/blog/authors.yml:12:11 error Unknown key `cy.page.slug`  blog/unknown-key',
      'site/blog/authors.yml:12:9 error Missing required key `cy.page.permalink` (a string)  blog/missing-key',
    ]);
  });
});

describe('inline authors in front matter', () => {
  it('take image_url and socials too', () => {
    const { frontMatter, diagnostics } = parseFrontMatter('---\nauthors:\n  - name: Guest\n    image_url: https://img.example/g.png\n    socials: { github: guest }\n---\nText.\n', 'site/blog/a.md', BLOG_FIELDS);
    expect(diagnostics).toEqual([]);
    expect((frontMatter as BlogFrontMatter).authors).toEqual([{ inline: { name: 'Guest', image: 'https://img.example/g.png', socials: { github: 'https://github.com/guest' } }, at: { line: 3, column: 5 } }]);
  });
});
