/**
 * Plugin packages load as Docusaurus loads them, with jiti: an ES module plugin compiled by tsc
 * (imports of its own files without extension) that default-imports a CommonJS package marked
 * `__esModule` (`import logger from '@docusaurus/logger'`) gets that package's `exports.default`,
 * as jiti's Babel interop gives it, and its postBuild receives Docusaurus's props.
 */
import { cp, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { fixturesDir, lines, tempDir, text, writeFiles } from '../helpers.ts';

async function siteWithPackages(names: string[], files: Record<string, string>): Promise<string> {
  const dir = await tempDir();
  for (const name of names) await cp(join(fixturesDir, 'packages', name), join(dir, 'site', 'node_modules', name), { recursive: true });
  await writeFiles(join(dir, 'site'), files);
  return dir;
}

describe('an ES module plugin package compiled by tsc (@signalwire/docusaurus-plugin-llms-txt\'s kind)', () => {
  it('default-imports a CommonJS logger marked __esModule as its exports.default, and its postBuild reads routes and generatedFilesDir', async () => {
    const dir = await siteWithPackages(['docs-logger', 'docusaurus-plugin-llms-index'], {
      'docusaurus.config.js': [
        'module.exports = {',
        "  title: 'Acme Docs',",
        "  url: 'https://docs.acme.test',",
        "  presets: [['classic', { blog: false }]],",
        "  plugins: [['docusaurus-plugin-llms-index', { title: 'Acme' }]],",
        '};',
        '',
      ].join('\n'),
      'docs/intro.md': '# Introduction\n\nWelcome.\n',
      'docs/guides/install.md': '# Install\n\nRun the installer.\n',
    });
    const result = await build({ cwd: dir });
    expect(lines(result.diagnostics.filter((d) => d.severity === 'error'))).toEqual([]);
    expect(await readFile(join(dir, 'site', 'build', 'llms.txt'), 'utf8')).toBe('# Acme\n\n> [INFO] [llms-index] 2 documents\n\n- /docs/guides/install\n- /docs/intro\n');
  });

  it('reads that default import so in an ES module Node could load as it is, which jiti compiles all the same', async () => {
    const dir = await siteWithPackages(['docs-logger'], {
      'docusaurus.config.js': "module.exports = {\n  title: 'Acme Docs',\n  url: 'https://docs.acme.test',\n  presets: [['classic', { blog: false }]],\n  plugins: ['./plugins/log-banner.mjs'],\n};\n",
      'plugins/log-banner.mjs': "import logger from 'docs-logger';\n\nexport default function logBanner() {\n  return { name: 'log-banner', injectHtmlTags: () => ({ headTags: [`<meta name=\"build-log\" content=\"${logger.info('built')}\">`] }) };\n}\n",
      'docs/intro.md': '# Introduction\n',
    });
    const result = await build({ cwd: dir, write: false });
    expect(lines(result.diagnostics)).toEqual([]);
    expect(text(result.files, 'docs/intro/index.html')).toContain('<meta name="build-log" content="[INFO] built">');
  });
});
