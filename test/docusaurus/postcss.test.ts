/**
 * A plugin's `configurePostCss` (Tailwind's way into Docusaurus sites): the PostCSS plugins it
 * configures run over the custom CSS with the site's own `postcss`, as postcss-loader runs them;
 * without `postcss` installed, one warning and the CSS as written; a plugin's rejection is an
 * error at the stylesheet's line.
 */
import { mkdir, realpath, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { DocsgenError } from '../../src/diagnostics/diagnostic.ts';
import { copySite, lines, text } from '../helpers.ts';

/** The fixture with `postcss` installed in its node_modules (docsgen's copy, linked: the site's own, as far as docsgen knows). */
async function siteWithPostCss(): Promise<string> {
  const cwd = await copySite('docusaurus-postcss');
  const postcss = await realpath(dirname(createRequire(import.meta.url).resolve('postcss/package.json')));
  await mkdir(join(cwd, 'site', 'node_modules'), { recursive: true });
  await symlink(postcss, join(cwd, 'site', 'node_modules', 'postcss'), 'dir');
  return cwd;
}

const stylesheet = (files: Map<string, unknown>): string => [...files.keys()].find((path) => /^assets\/css\/styles\.\w+\.css$/.test(path))!;

describe('configurePostCss', () => {
  it('runs the PostCSS plugins it configures over the custom CSS, with the site\'s postcss', async () => {
    const cwd = await siteWithPostCss();
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics)).toEqual([]);
    const css = text(result.files, stylesheet(result.files));
    expect(css).toContain('/* ! Lumen utilities  */');
    expect(css).toContain('.u-bold { font-weight: 700 }\n\n.u-center { text-align: center }');
    expect(css).not.toContain('.u-muted');
    expect(css).not.toContain('@utilities');
    expect(css).toContain('--ifm-color-primary: #2f6f4f;');
    expect(text(result.files, 'index.html')).toMatch(/<p class="\w+ u-bold u-center">Bright docs\.<\/p>/);
    // What the PostCSS plugins read (the scanned components) is watched by `docsgen dev`.
    expect(result.stylesheetSources).toContain(join(await realpath(cwd), 'site', 'src', 'components', 'Banner.jsx'));
  });

  it('and over the stylesheets components import: `theme(…)` in a CSS module is its value', async () => {
    const cwd = await siteWithPostCss();
    const result = await build({ cwd, write: false });
    const css = [...result.files.keys()].filter((path) => path.endsWith('.css') && path !== stylesheet(result.files)).map((path) => text(result.files, path)).join('\n');
    expect(css).toMatch(/\.\w*banner\w* \{\n\s*font-family: "Lumen Sans", sans-serif;/);
    expect(css).not.toContain('theme(');
  });

  it("with postcss where pnpm puts it, beside @docusaurus/core and not in the site's node_modules, as postcss-loader finds it", async () => {
    const cwd = await copySite('docusaurus-postcss');
    const postcss = await realpath(dirname(createRequire(import.meta.url).resolve('postcss/package.json')));
    const store = join(cwd, 'site', 'node_modules', '.pnpm', '@docusaurus+core@3.10.0', 'node_modules');
    await mkdir(join(store, '@docusaurus', 'core'), { recursive: true });
    await writeFile(join(store, '@docusaurus', 'core', 'package.json'), '{ "name": "@docusaurus/core", "version": "3.10.0", "main": "index.js" }\n');
    await writeFile(join(store, '@docusaurus', 'core', 'index.js'), 'module.exports = {};\n');
    await symlink(postcss, join(store, 'postcss'), 'dir');
    await mkdir(join(cwd, 'site', 'node_modules', '@docusaurus'), { recursive: true });
    await symlink(join(store, '@docusaurus', 'core'), join(cwd, 'site', 'node_modules', '@docusaurus', 'core'), 'dir');
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics)).toEqual([]);
    expect(text(result.files, stylesheet(result.files))).toContain('.u-bold { font-weight: 700 }');
  });

  it('without the postcss package: one warning naming the plugin, and the CSS as written', async () => {
    const cwd = await copySite('docusaurus-postcss');
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics)).toEqual(['site/docusaurus.config.js warning Plugin `utilities-plugin` configures PostCSS (`configurePostCss`), but the site has no `postcss` package: the custom CSS is not run through its PostCSS plugins  plugins/unsupported']);
    expect(text(result.files, stylesheet(result.files))).toContain('@utilities;');
  });

  it('a PostCSS plugin that rejects the CSS is an error at the stylesheet\'s line', async () => {
    const cwd = await siteWithPostCss();
    await writeFile(join(cwd, 'site', 'src', 'components', 'Note.jsx'), 'export default function Note() {\n  return <p className="u-huge">!</p>;\n}\n');
    const error = await build({ cwd, write: false }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DocsgenError);
    expect(lines((error as DocsgenError).diagnostics)).toEqual(['site/src/css/custom.css:5:1 error postcss-utilities (PostCSS plugin of utilities-plugin) could not process the stylesheet: Unknown utility `u-huge`  theme/postcss-error']);
  });

  it("leaves docsgen's own stylesheets to docsgen: a plugin placing each stylesheet by its path (ionic's `scope-styles`) does not see them", async () => {
    const cwd = await siteWithPostCss();
    const siteDir = await realpath(join(cwd, 'site'));
    await writeFile(join(siteDir, 'plugins', 'postcss-banner.cjs'), `module.exports = () => ({\n  postcssPlugin: 'scope-styles',\n  prepare(result) {\n    if (!result.opts.from.includes(${JSON.stringify(siteDir)})) throw new Error('Unable to scope styles for ' + result.opts.from);\n    return {};\n  },\n});\nmodule.exports.postcss = true;\n`);
    await writeFile(join(siteDir, 'docs', 'images.mdx'), "import ThemedImage from '@theme/ThemedImage';\n\n# Images\n\n<ThemedImage sources={{ light: '/light.png', dark: '/dark.png' }} alt=\"Lamp\" />\n");
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics)).toEqual([]);
    expect(text(result.files, 'images/index.html')).toContain('alt="Lamp"');
  });
});
