/**
 * Sass as docusaurus-plugin-sass gives it: `.scss` in theme.customCss (partials, `~package`
 * imports) and imported by components (CSS modules too), compiled to CSS; an error at its
 * file:line.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { DocsgenError } from '../../src/diagnostics/diagnostic.ts';
import { lines, makeDocusaurusSite, makeSite, runDocsgen, text } from '../helpers.ts';

const cssOf = (files: Map<string, unknown>, prefix: string): string => text(files as never, [...files.keys()].find((path) => path.startsWith(prefix) && path.endsWith('.css'))!);

/** A Docusaurus project listing docusaurus-plugin-sass, with `custom.scss` as its customCss and other files (a `sass` of its own). */
async function sassSite(customScss: string, files: Record<string, string> = {}): Promise<string> {
  const cwd = await makeDocusaurusSite({
    'docusaurus.config.js': "module.exports = {\n  title: 'D', url: 'https://d.test', baseUrl: '/',\n  plugins: ['docusaurus-plugin-sass'],\n  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false, theme: { customCss: require.resolve('./src/css/custom.scss') } }]],\n};\n",
    'src/css/custom.scss': customScss,
    'docs/intro.md': '# Intro\n',
    ...files,
  });
  return cwd;
}

describe('Sass', () => {
  it('compiles a .scss customCss with its partials and a ~package import, and a component\'s .module.scss', async () => {
    const cwd = await makeSite(
      {
        'css/_vars.scss': '$brand: #2e8555;\n',
        'css/custom.scss': "@use 'vars';\n@import '~acme-theme/colors';\n.hero {\n  color: vars.$brand;\n  &__title { font-weight: 700; }\n}\n",
        'node_modules/acme-theme/_colors.scss': '.accent { color: rebeccapurple; }\n',
        'components/Box.tsx': "import styles from './box.module.scss';\nexport default function Box() {\n  return <div className={styles.box}>Box</div>;\n}\n",
        'components/box.module.scss': '$pad: 12px;\n.box { padding: $pad * 2; }\n',
        'pages/index.mdx': "import Box from '@site/components/Box';\n\n# Home\n\n<Box />\n",
      },
      'title: T\nurl: https://t.test\ntheme:\n  customCss: css/custom.scss\n',
    );
    const result = await build({ cwd, write: false });
    expect(result.diagnostics).toEqual([]);
    const styles = cssOf(result.files, 'assets/css/styles.');
    expect(styles).toContain('/* css/custom.scss */');
    expect(styles).toContain('.hero {\n  color: #2e8555;\n}\n.hero__title {\n  font-weight: 700;\n}');
    expect(styles).toContain('.accent {\n  color: rebeccapurple;\n}');
    expect(cssOf(result.files, 'assets/css/components.')).toMatch(/\.box_module_box \{\n {2}padding: 24px;\n\}/);
    expect(text(result.files, 'index.html')).toContain('<div class="box_module_box">Box</div>');
  });

  it('reports a Sass error at its file:line:col and fails the build', async () => {
    const cwd = await makeSite({ 'css/custom.scss': '.a {\n  color: $undefined;\n}\n', 'pages/index.md': '# Home\n' }, 'title: T\nurl: https://t.test\ntheme:\n  customCss: css/custom.scss\n');
    const error = (await build({ cwd, write: false }).catch((thrown: unknown) => thrown)) as DocsgenError;
    expect(error).toBeInstanceOf(DocsgenError);
    expect(lines(error.diagnostics)).toEqual(['site/css/custom.scss:2:10 error Sass could not compile the stylesheet: Undefined variable.  theme/sass-error']);
  });

  // sass's `require` entry ends in `module.exports = library`, which Node's import() cannot see
  // named exports in: the API is the namespace's `default` (ionic's sass 1.108). Run through the
  // CLI, because vitest's own import() interop would hide the difference.
  it("compiles with the site's own sass when it is a CommonJS build exporting one object", async () => {
    const cwd = await sassSite('.y { margin: 2px; }\n', {
      'node_modules/sass/package.json': JSON.stringify({ name: 'sass', version: '1.108.2', main: 'sass.node.js', exports: { node: { require: './sass.node.js', default: './sass.node.mjs' } } }),
      'node_modules/sass/sass.node.js': "const library = {};\nlibrary.compileAsync = async (file) => ({ css: '/* the site sass */ .site-sass {}', loadedUrls: [require('url').pathToFileURL(file)] });\nmodule.exports = library;\n",
      'node_modules/sass/sass.node.mjs': "import cjs from './sass.node.js';\nexport const compileAsync = cjs.compileAsync;\n",
    });
    const { code, stderr } = await runDocsgen(['build', '--site', 'site', '--out', 'out', '--no-cache'], { cwd });
    expect(stderr).not.toContain('error');
    expect(code).toBe(0);
    const cssDir = join(cwd, 'out', 'assets', 'css');
    const styles = (await readdir(cssDir)).find((name) => name.startsWith('styles.'))!;
    expect(await readFile(join(cssDir, styles), 'utf8')).toContain('.site-sass {}');
  });

  it("falls back to docsgen's sass when the site's is too old to have compileAsync", async () => {
    const cwd = await sassSite('$x: 3px;\n.y { margin: $x; }\n', {
      'node_modules/sass/package.json': JSON.stringify({ name: 'sass', version: '1.32.0', main: 'sass.dart.js' }),
      'node_modules/sass/sass.dart.js': 'exports.render = () => {};\nexports.renderSync = () => {};\n',
    });
    const result = await build({ cwd, siteDir: 'site', write: false });
    expect(result.diagnostics.filter((d) => d.code !== 'docusaurus/missing-package')).toEqual([]);
    expect(cssOf(result.files, 'assets/css/styles.')).toContain('.y {\n  margin: 3px;\n}');
  });

  it('runs a Docusaurus project that lists docusaurus-plugin-sass, with no warning about it', async () => {
    const cwd = await sassSite('$x: 2px;\n.y { margin: $x; }\n');
    const result = await build({ cwd, siteDir: 'site', write: false });
    expect(result.diagnostics.filter((d) => d.code !== 'docusaurus/missing-package')).toEqual([]);
    expect(cssOf(result.files, 'assets/css/styles.')).toContain('.y {\n  margin: 2px;\n}');
  });
});
