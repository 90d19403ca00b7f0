import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { lines, makeSite, text } from '../helpers.ts';

/** A 120×32 SVG, the size image-size reads from its attributes. */
const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="32" viewBox="0 0 120 32"><rect width="120" height="32"/></svg>';
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64').toString('latin1');

const config = (logo: string, extra = ''): string => `title: T\nurl: https://t.dev\n${extra}navbar:\n  logo:\n${logo}`;
const logoImgs = (html: string): string[] => html.match(/<img class="logo[^>]*>/g) ?? [];

describe('favicon and logo files', () => {
  it('gives the navbar logo the size of its image when config.yaml gives none', async () => {
    const cwd = await makeSite({ 'pages/index.md': '# Home\n', 'static/logo.svg': LOGO }, config('    src: /logo.svg\n    alt: T\n'));
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics)).toEqual([]);
    expect(logoImgs(text(result.files, 'index.html'))).toEqual([
      '<img class="logo logo--light" src="/logo.svg" alt="T" width="120" height="32"/>',
      '<img class="logo logo--dark" loading="lazy" src="/logo.svg" alt="T" width="120" height="32"/>',
    ]);
  });

  it('keeps the size config.yaml gives, and scales the missing side by the image proportions', async () => {
    const cwd = await makeSite({ 'pages/index.md': '# Home\n', 'static/logo.svg': LOGO }, config('    src: /logo.svg\n    height: 40\n'));
    const html = text((await build({ cwd, write: false })).files, 'index.html');
    expect(logoImgs(html)[0]).toContain('width="150" height="40"');
    const given = await makeSite({ 'pages/index.md': '# Home\n', 'static/logo.svg': LOGO }, config('    src: /logo.svg\n    width: 101\n    height: 40\n'));
    expect(logoImgs(text((await build({ cwd: given, write: false })).files, 'index.html'))[0]).toContain('width="101" height="40"');
  });

  it('warns at its line in config.yaml about a configured favicon or logo that does not exist', async () => {
    const cwd = await makeSite({ 'pages/index.md': '# Home\n', 'static/dark.png': PNG }, config('    src: /img/logo.svg\n    srcDark: /dark.png\n', 'favicon: /favicon.ico\n'));
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics)).toEqual([
      'site/config.yaml:3:10 warning The favicon `/favicon.ico` does not exist in static/  config/missing-file',
      'site/config.yaml:6:10 warning The logo `/img/logo.svg` does not exist in static/  config/missing-file',
    ]);
    // No size to read: the image is left to its natural size rather than a made-up one.
    expect(logoImgs(text(result.files, 'index.html'))[0]).toBe('<img class="logo logo--light" src="/img/logo.svg" alt="T"/>');
  });

  it('says nothing of the default favicon a site does not configure', async () => {
    const cwd = await makeSite({ 'pages/index.md': '# Home\n' });
    expect(lines((await build({ cwd, write: false })).diagnostics)).toEqual([]);
  });
});
