/**
 * The `routes` a plugin's postBuild is given name each page's theme component as Docusaurus
 * does: llms.txt generators pick the documents (`@theme/DocItem`) by it.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { makeDocusaurusSite } from '../helpers.ts';

const ROUTES_PLUGIN = `function routesPlugin() {
  return {
    name: 'routes-recorder',
    async postBuild({ routes, outDir }) {
      require('node:fs').writeFileSync(require('node:path').join(outDir, 'routes.json'), JSON.stringify(Object.fromEntries(routes.map((route) => [route.path, route.component]))));
    },
  };
}`;

describe("postBuild's routes", () => {
  it('name the theme component of docs, docs tag pages and blog pages, authors\' included', async () => {
    const cwd = await makeDocusaurusSite({
      'docusaurus.config.js': `module.exports = { title: 'T', url: 'https://t.example', presets: [['classic', {}]], plugins: [${ROUTES_PLUGIN}] };\n`,
      'docs/intro.md': '---\ntags: [setup]\n---\n\n# Intro\n',
      'blog/2024-01-02-welcome.md': '---\ntitle: Welcome\ntags: [news]\nauthors: [ada]\n---\n\nFirst post.\n',
      'blog/authors.yml': 'ada:\n  name: Ada\n  page: true\n',
    });
    const result = await build({ cwd });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const routes = JSON.parse(await readFile(join(cwd, 'site', 'build', 'routes.json'), 'utf8')) as Record<string, string>;
    expect(routes).toMatchObject({
      '/docs/intro': '@theme/DocItem',
      '/docs/tags': '@theme/DocTagsListPage',
      '/docs/tags/setup': '@theme/DocTagDocListPage',
      '/blog': '@theme/BlogListPage',
      '/blog/tags': '@theme/BlogTagsListPage',
      '/blog/tags/news': '@theme/BlogTagsPostsPage',
      '/blog/archive': '@theme/BlogArchivePage',
      '/blog/authors': '@theme/Blog/Pages/BlogAuthorsListPage',
      '/blog/authors/ada': '@theme/Blog/Pages/BlogAuthorsPostsPage',
    });
    // An author's posts are drawn as Docusaurus draws them, under its page component's class.
    expect(await readFile(join(cwd, 'site', 'build', 'blog', 'authors', 'ada', 'index.html'), 'utf8')).toMatch(/^<!DOCTYPE html><html class="blog-wrapper blog-authors-posts-page" /);
  });
});
