/**
 * `currentBundler` of a plugin's context: the site's own webpack, as Docusaurus gives it, which
 * a plugin's `postBuild` may run (the PWA plugin compiles its service worker with it).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { makeSite } from '../helpers.ts';

// In the image of @docusaurus/plugin-pwa: webpack(config).run(callback) with an EnvironmentPlugin, in postBuild.
const PLUGIN = [
  'export default function worker(context) {',
  "  return { name: 'worker', async postBuild(props) {",
  '    const webpack = props.currentBundler.instance;',
  "    const env = new webpack.EnvironmentPlugin({ SW_CUSTOM: '' });",
  "    await new Promise((done, fail) => webpack({ entry: './sw.js', output: { path: props.outDir, filename: 'sw.js' }, plugins: [env] }).run((error) => (error ? fail(error) : done())));",
  "    if (context.currentBundler.name !== 'webpack') throw new Error('not webpack');",
  '  } };',
  '}',
  '',
].join('\n');

// A tiny webpack: what the site's node_modules holds, called as the plugin calls it.
const WEBPACK = [
  "const { writeFileSync } = require('node:fs');",
  "const { join } = require('node:path');",
  'function webpack(config) {',
  "  return { run(callback) { writeFileSync(join(config.output.path, config.output.filename), `// built from ${config.entry} with ${config.plugins.map((plugin) => plugin.constructor.name).join(', ')}\\n`); callback(null); } };",
  '}',
  'webpack.EnvironmentPlugin = class EnvironmentPlugin { constructor(keys) { this.keys = keys; } };',
  'module.exports = webpack;',
  '',
].join('\n');

describe("a plugin's currentBundler", () => {
  it("is the site's own webpack, which postBuild can run to write a file of the build", async () => {
    const cwd = await makeSite(
      {
        'pages/index.md': '# Home\n',
        'plugins/worker.mjs': PLUGIN,
        'node_modules/webpack/package.json': '{ "name": "webpack", "main": "index.js" }\n',
        'node_modules/webpack/index.js': WEBPACK,
      },
      'title: T\nurl: https://t.test\nplugins: [./plugins/worker.mjs]\n',
    );
    const result = await build({ cwd });
    expect(result.diagnostics).toEqual([]);
    expect(await readFile(join(cwd, 'build', 'sw.js'), 'utf8')).toBe('// built from ./sw.js with EnvironmentPlugin\n');
  });
});
