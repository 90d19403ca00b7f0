import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { docusaurusConfig, makeDocusaurusSite, text } from '../helpers.ts';

/** The opening tag of the first element with `class` holding `name`. */
const tagWith = (html: string, name: string): string => new RegExp(`<[a-z]+ [^>]*class="[^"]*\\b${name}\\b[^"]*"[^>]*>`).exec(html)?.[0] ?? `no element of class ${name}`;

describe('the classic theme\'s stable class names (ThemeClassNames) on docsgen\'s layout', async () => {
  // Sites' stylesheets select these (`.blog-wrapper .avatar`, `.theme-doc-sidebar-container`,
  // `.theme-admonition-tip`), as react-native-website's and apify's do.
  const cwd = await makeDocusaurusSite({
    'docusaurus.config.js': docusaurusConfig("  themeConfig: { announcementBar: { id: 'x', content: 'News' }, footer: { links: [] } },\n").replace("{ blog: false }", "{ docs: { editUrl: 'https://git.example/edit/' } }"),
    'docs/intro.md': '---\nsidebar_position: 1\n---\n# Intro\n\n## Setup\n\n:::tip[Fast]\nRun it.\n:::\n\n```js\nlet a = 1;\n```\n',
    'docs/guides/setup.mdx': "import Admonition from '@theme/Admonition';\n\n# Setup\n\n<Admonition type=\"warning\">Careful.</Admonition>\n",
    'blog/2024-01-01-hello.md': '---\ntitle: Hello\n---\nHi.\n',
  });
  const result = await build({ cwd, write: false });
  const intro = text(result.files, 'docs/intro/index.html');

  it('puts the page kind\'s wrapper classes on <html>: docs-wrapper on a doc, blog-wrapper on blog pages', () => {
    expect(intro).toMatch(/^<!DOCTYPE html><html class="docs-wrapper docs-doc-page" /);
    expect(text(result.files, 'blog/2024/01/01/hello/index.html')).toMatch(/^<!DOCTYPE html><html class="blog-wrapper blog-post-page" /);
    expect(text(result.files, 'blog/index.html')).toMatch(/^<!DOCTYPE html><html class="blog-wrapper blog-list-page" /);
    expect(text(result.files, '404.html')).toMatch(/^<!DOCTYPE html><html lang=/);
  });

  it('gives the layout\'s and the doc\'s parts their classic class beside docsgen\'s own', () => {
    expect(tagWith(intro, 'theme-layout-navbar')).toMatch(/^<header class="theme-layout-navbar navbar"/);
    expect(tagWith(intro, 'theme-layout-main')).toContain('class="theme-layout-main main-wrapper"');
    expect(tagWith(intro, 'theme-layout-footer')).toMatch(/^<footer class="theme-layout-footer footer/);
    expect(tagWith(intro, 'theme-announcement-bar')).toContain('class="theme-announcement-bar announcement-bar"');
    expect(tagWith(intro, 'theme-doc-sidebar-container')).toMatch(/^<aside class="theme-doc-sidebar-container sidebar"/);
    expect(tagWith(intro, 'theme-doc-sidebar-menu')).toBe('<ul class="theme-doc-sidebar-menu sidebar__list">');
    expect(tagWith(intro, 'theme-doc-markdown')).toBe('<div class="theme-doc-markdown markdown">');
    expect(tagWith(intro, 'theme-doc-toc-desktop')).toMatch(/^<nav class="theme-doc-toc-desktop toc"/);
    expect(tagWith(intro, 'theme-doc-toc-mobile')).toBe('<details class="theme-doc-toc-mobile toc-mobile">');
    expect(tagWith(intro, 'theme-doc-footer')).toBe('<footer class="theme-doc-footer doc__footer">');
    expect(tagWith(intro, 'theme-edit-this-page')).toMatch(/^<a class="theme-edit-this-page doc__edit" href="https:\/\/git.example\/edit\/docs\/intro.md"/);
    expect(tagWith(text(result.files, 'docs/guides/setup/index.html'), 'theme-doc-breadcrumbs')).toMatch(/^<nav class="theme-doc-breadcrumbs breadcrumbs"/);
  });

  it('marks admonitions (the directive\'s and the component\'s) and code blocks as the classic theme does', () => {
    expect(tagWith(intro, 'theme-admonition')).toBe('<div class="theme-admonition theme-admonition-tip admonition admonition--tip alert alert--success">');
    expect(tagWith(intro, 'theme-code-block')).toBe('<div class="theme-code-block code-block" data-language="js">');
    expect(tagWith(text(result.files, 'docs/guides/setup/index.html'), 'theme-admonition')).toBe('<div class="theme-admonition theme-admonition-warning admonition admonition--warning alert alert--warning">');
  });
});
