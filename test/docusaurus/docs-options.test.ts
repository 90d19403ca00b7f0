import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { DocsgenError } from '../../src/diagnostics/diagnostic.ts';
import { lines, makeDocusaurusSite, tempDir, writeFiles } from '../helpers.ts';

const htmlOf = (files: Map<string, unknown>): string[] => [...files.keys()].filter((path) => path.endsWith('.html')).sort();

describe('Docusaurus docs options', () => {
  it('builds a docs folder outside the site folder (react-redux\'s `path: \'../docs\'`) with `include` globs, its pages importing the site\'s packages', async () => {
    const dir = await tempDir();
    await writeFiles(dir, {
      'website/docusaurus.config.js': "module.exports = {\n  title: 'T',\n  url: 'https://t.example',\n  presets: [['classic', { docs: { path: '../docs', routeBasePath: '/', include: ['{api,introduction}/*.{md,mdx}', 'troubleshooting.md'] } }]],\n};\n",
      // A package only the site folder has installed, as a Docusaurus site's own dependency.
      'website/node_modules/video-embed/package.json': '{"name":"video-embed","version":"1.0.0","type":"module","main":"index.js"}',
      'website/node_modules/video-embed/index.js': "import { createElement } from 'react';\nexport default function Video(props) { return createElement('div', { className: 'video', 'data-id': props.id }); }\n",
      'docs/introduction/getting-started.md': "import Video from 'video-embed';\n\n# Getting started\n\n<Video id=\"x1\" />\n",
      'docs/api/hooks.md': '# Hooks\n',
      'docs/api/deep/not-included.md': '# Not included: `*` does not cross folders\n',
      'docs/troubleshooting.md': '# Troubleshooting\n',
      'docs/README.md': '# Not included\n',
      'docs/node_modules/pkg/readme.md': '# Never a page\n',
    });
    const result = await build({ cwd: dir, siteDir: 'website', write: false });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(htmlOf(result.files)).toEqual(['404.html', 'api/hooks/index.html', 'introduction/getting-started/index.html', 'troubleshooting/index.html']);
    expect(String((result.files.get('introduction/getting-started/index.html') as { contents: string }).contents)).toContain('<div class="video" data-id="x1"></div>');
  });

  it('a docs folder outside the site folder that is missing (the repository\'s `docs/` not checked out) is a usage error whose hint names the Docusaurus config', async () => {
    const dir = await tempDir();
    await writeFiles(dir, { 'website/docusaurus.config.ts': "export default {\n  title: 'T',\n  url: 'https://t.example',\n  presets: [['classic', { docs: { path: '../docs' } }]],\n};\n" });
    const failure = await build({ cwd: dir, siteDir: 'website', write: false }).catch((error: unknown) => error as DocsgenError);
    expect(failure).toBeInstanceOf(DocsgenError);
    expect(lines((failure as DocsgenError).diagnostics)).toEqual(['website/docusaurus.config.ts error The docs folder `docs` does not exist  config/missing-docs']);
    expect((failure as DocsgenError).diagnostics[0]!.hint).toBe('create it, or set `docs.path` in docusaurus.config.ts to the folder holding your .md/.mdx pages');
  });

  it('`docs: false` and `blog: false` build neither, though their folders exist', async () => {
    const dir = await makeDocusaurusSite({
      'docusaurus.config.js': "module.exports = {\n  title: 'T',\n  url: 'https://t.example',\n  presets: [['classic', { docs: false, blog: false }]],\n};\n",
      'docs/intro.md': '# Intro\n',
      'blog/2024-01-01-hello.md': '# Hello\n',
      'src/pages/index.md': '# Home\n',
    });
    const result = await build({ cwd: dir, write: false });
    expect(result.diagnostics).toEqual([]);
    expect(htmlOf(result.files)).toEqual(['404.html', 'index.html']);
  });
});
