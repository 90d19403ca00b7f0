/**
 * Plugins failing on a file they need: absent (ENOENT with its path, or a path the error names
 * that does not exist), or empty (a placeholder the method read and could not parse). Each is
 * one warning at the plugin's line naming the file and what is left out, and the site builds;
 * any other error still stops the build.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { DocsgenError } from '../../src/diagnostics/diagnostic.ts';
import { missingFile } from '../../src/shared/missing-file.ts';
import { lines, makeSite, tempDir } from '../helpers.ts';

/** A site whose plugin `og-image` has `postBuild` as given (its module imports `fs` and `path`), with an empty font beside it. */
const site = (postBuild: string): Promise<string> =>
  makeSite(
    {
      'pages/index.md': '# Home\n',
      'plugins/og-image/fonts/Inter.ttf': '',
      'plugins/og-image/index.mjs': [
        "import fs from 'node:fs';",
        "import path from 'node:path';",
        'export default function ogImage() {',
        "  return { name: 'og-image', async postBuild({ outDir }) {",
        postBuild,
        '  } };',
        '}',
        '',
      ].join('\n'),
    },
    'title: T\nurl: https://t.test\nplugins: [./plugins/og-image/index.mjs]\n',
  );

describe('a plugin failing on a file it needs', () => {
  it('absent (ENOENT): one warning naming the file and what is left out; the build is written', async () => {
    const cwd = await site("    fs.readFileSync(path.join(import.meta.dirname, 'fonts', 'Inter-Bold.ttf'));");
    const result = await build({ cwd });
    expect(lines(result.diagnostics)).toEqual(['site/plugins/og-image/index.mjs:5:8 warning Plugin `og-image` cannot read `site/plugins/og-image/fonts/Inter-Bold.ttf` (absent) in `postBuild`: what it writes after the build is left out  plugins/missing-file']);
    expect(await readFile(join(cwd, 'build', 'index.html'), 'utf8')).toContain('Home');
  });

  it('empty (a placeholder) that a parser then fails on: one warning naming the empty file', async () => {
    const cwd = await site("    const { readFileSync } = await import('node:fs');\n    const font = readFileSync(path.join(import.meta.dirname, 'fonts', 'Inter.ttf'));\n    new DataView(font.buffer, font.byteOffset, font.length).getInt8(0);");
    const result = await build({ cwd });
    expect(lines(result.diagnostics)).toEqual(['site/plugins/og-image/index.mjs:7:61 warning Plugin `og-image` cannot read `site/plugins/og-image/fonts/Inter.ttf` (an empty file: Offset is outside the bounds of the DataView) in `postBuild`: what it writes after the build is left out  plugins/missing-file']);
  });

  it('absent in the plugin function: the whole plugin is left out, the rest builds', async () => {
    const cwd = await makeSite(
      { 'pages/index.md': '# Home\n', 'plugins/data.mjs': "import fs from 'node:fs';\nexport default function data() {\n  fs.readFileSync(new URL('../generated/data.json', import.meta.url));\n  return { name: 'data' };\n}\n" },
      'title: T\nurl: https://t.test\nplugins: [./plugins/data.mjs]\n',
    );
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics)).toEqual(['site/plugins/data.mjs:3:6 warning Plugin `./plugins/data.mjs` cannot read `site/generated` (absent) in the plugin function: the whole plugin is left out  plugins/missing-file']);
  });

  it('having read an empty file, an error of its own still stops the build', async () => {
    const cwd = await site("    fs.readFileSync(path.join(import.meta.dirname, 'fonts', 'Inter.ttf'));\n    throw new Error('the upload was refused');");
    const error = (await build({ cwd }).catch((caught: unknown) => caught)) as DocsgenError;
    expect(error).toBeInstanceOf(DocsgenError);
    expect(error.diagnostics.map((d) => d.code)).toEqual(['plugins/failed']);
  });
});

describe('missingFile', () => {
  it('is the highest absent folder of an ENOENT path or of an absolute path a message names', async () => {
    const dir = await tempDir();
    expect(missingFile(Object.assign(new Error('ENOENT'), { code: 'ENOENT', path: join(dir, 'a', 'b', 'c.ts') }))).toEqual({ path: join(dir, 'a') });
    expect(missingFile(new Error(`Error retrieving source file undefined (looked for c.ts in ${join(dir, 'src')})`))).toEqual({ path: join(dir, 'src') });
    expect(missingFile(new Error('wrapped', { cause: Object.assign(new Error('no'), { code: 'ENOENT', path: join(dir, 'x.json') }) }))).toEqual({ path: join(dir, 'x.json') });
  });

  it('is undefined for an ENOENT without a path, or a message naming only paths that exist', async () => {
    const dir = await tempDir();
    expect(missingFile(Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT' }))).toBeUndefined();
    expect(missingFile(new Error(`bad syntax in ${dir}/`))).toBeUndefined();
    // Route paths, which no folder of the machine holds: client-redirects' error is the plugin's own failure.
    expect(missingFile(new Error('These paths are redirected to but do not exist:\n- /docs/devtools-service\n- /api/v9'))).toBeUndefined();
  });
});
