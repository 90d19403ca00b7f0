/**
 * Plugin packages as they are published: JSX in the `.js` files of a Docusaurus plugin's
 * client modules (Docusaurus compiles those), and a client module that does not compile,
 * which is a located error rather than a crash.
 */
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { buildError, lines, makeSite, text } from '../helpers.ts';

const pkg = (name: string) => JSON.stringify({ name, version: '1.0.0', main: 'index.js' });
const copyButton = (button: string) => ({
  'node_modules/docusaurus-plugin-copy-button/package.json': pkg('docusaurus-plugin-copy-button'),
  'node_modules/docusaurus-plugin-copy-button/index.js': "const { join } = require('node:path');\nmodule.exports = function copyButton() { return { name: 'copy-button', getClientModules: () => [join(__dirname, 'client.js')] }; };\n",
  'node_modules/docusaurus-plugin-copy-button/client.js': "import { createRoot } from 'react-dom/client';\nimport CopyButton from './CopyButton.js';\nexport function onRouteDidUpdate() { const slot = document.createElement('div'); document.body.append(slot); createRoot(slot).render(<CopyButton />); }\n",
  'node_modules/docusaurus-plugin-copy-button/CopyButton.js': button,
});
const CONFIG = 'title: C\nurl: https://c.test\nplugins: [docusaurus-plugin-copy-button]\n';

describe('a Docusaurus plugin package', () => {
  it('may ship JSX in .js client modules, as Docusaurus compiles them', async () => {
    const cwd = await makeSite({ 'pages/index.md': '# Home\n', ...copyButton('export default function CopyButton() { return <button className="copy-page">Copy page</button>; }\n') }, CONFIG);
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics)).toEqual([]);
    const scripts = [...result.files.keys()].filter((path) => path.endsWith('.js')).map((path) => text(result.files, path)).join('\n');
    expect(scripts).toContain('Copy page');
  });

  it('whose client module does not compile fails the build at its file:line', async () => {
    const cwd = await makeSite({ 'pages/index.md': '# Home\n', ...copyButton('export default function CopyButton() { return <button>Copy page</button; }\n') }, CONFIG);
    const error = await buildError(cwd);
    expect(lines(error.diagnostics)).toEqual([expect.stringMatching(/^site\/node_modules\/docusaurus-plugin-copy-button\/CopyButton\.js:1:\d+ error .*components\/build-error$/)]);
  });
});
