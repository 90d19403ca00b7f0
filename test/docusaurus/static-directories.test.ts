import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { lines, makeDocusaurusSite, makeSite } from '../helpers.ts';

describe('staticDirectories', () => {
  it('copies every static folder of a Docusaurus config, the first holding a path winning, and resolves logos, images and CSS urls in all of them', async () => {
    const dir = await makeDocusaurusSite({
      'docusaurus.config.js': [
        'module.exports = {',
        "  title: 'T', url: 'https://t.example', baseUrl: '/',",
        "  staticDirectories: ['theme/static', 'static'],",
        "  presets: [['classic', { blog: false, theme: { customCss: './src/custom.css' } }]],",
        "  themeConfig: { navbar: { logo: { alt: 'Logo', src: 'img/logo.svg' } } },",
        '};',
      ].join('\n'),
      'theme/static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" data-from="theme"/>',
      'theme/static/img/bg.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>',
      'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" data-from="static"/>',
      'static/img/diagram.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"/>',
      'src/custom.css': '.hero { background: url(/img/bg.svg); }\n',
      'src/pages/index.md': '# Home\n',
      'docs/intro.md': '# Intro\n\n![Diagram](/img/diagram.svg)\n\n[Logo](pathname:///img/logo.svg)\n',
    });
    const result = await build({ cwd: dir }).catch((error: { diagnostics?: [] }) => { throw new Error(lines(error.diagnostics ?? []).join('\n')); });
    expect(lines(result.diagnostics)).toEqual([]);
    const out = (path: string): Promise<string> => readFile(join(dir, 'site', 'build', path), 'utf8');
    expect(await out('img/logo.svg')).toContain('data-from="theme"');
    expect(await out('img/bg.svg')).toContain('width="4"');
    expect(await out('img/diagram.svg')).toContain('width="20"');
    expect(await out('docs/intro/index.html')).toContain('src="/img/diagram.svg" alt="Diagram" width="20" height="10"');
  });

  it('reads config.yaml\'s list, and a logo missing from all of them is one warning naming them', async () => {
    const cwd = await makeSite(
      { 'public/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>', 'pages/index.md': '# Home\n' },
      'title: T\nurl: https://t.test\nstaticDirectories: [public]\nfavicon: /favicon.svg\nnavbar:\n  logo:\n    src: /logo.svg\n',
    );
    const result = await build({ cwd });
    expect(lines(result.diagnostics)).toEqual(['site/config.yaml:7:10 warning The logo `/logo.svg` does not exist in public/  config/missing-file']);
    expect(await readFile(join(cwd, 'build', 'favicon.svg'), 'utf8')).toContain('<svg');
  });
});
