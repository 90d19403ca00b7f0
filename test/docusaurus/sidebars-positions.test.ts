import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { lines, tempDir, writeFiles } from '../helpers.ts';

// The same text several times in one sidebars.ts: each message is at the item it is about.
const SIDEBARS = `export default {
  guide: [
    'intro',
    {type: 'html', value: '<hr/>'},
    {type: 'html', value: 42},
    'setup',
  ],
  more: [
    {type: 'html', value: '<b>More</b>'},
    {type: 'category', label: 'Again', items: ['intro', 'setup']},
    {type: 'html'},
  ],
};
`;

describe('messages about a sidebars.ts whose items repeat the same text', () => {
  it('locate each at its own item, not at the first place the text is written', async () => {
    const dir = await tempDir();
    await writeFiles(dir, {
      'site/docusaurus.config.js': "module.exports = {\n  title: 'T',\n  url: 'https://t.example',\n  presets: [['classic', { docs: { sidebarPath: './sidebars.ts' }, blog: false }]],\n};\n",
      'site/sidebars.ts': SIDEBARS,
      'site/docs/intro.md': '# Intro\n',
      'site/docs/setup.md': '# Setup\n',
    });
    const result = await build({ cwd: dir, write: false });
    expect(lines(result.diagnostics.filter((d) => d.file === 'site/sidebars.ts'))).toEqual([
      'site/sidebars.ts:5:12 warning Sidebar item of type `html` without a string `value` is not carried over  docusaurus/not-carried-over',
      'site/sidebars.ts:10:48 warning Doc `intro` is in sidebars `guide` and `more`; it shows `guide`  sidebars/doc-in-several-sidebars',
      'site/sidebars.ts:10:57 warning Doc `setup` is in sidebars `guide` and `more`; it shows `guide`  sidebars/doc-in-several-sidebars',
      'site/sidebars.ts:11:12 warning Sidebar item of type `html` without a string `value` is not carried over  docusaurus/not-carried-over',
    ]);
  });
});
