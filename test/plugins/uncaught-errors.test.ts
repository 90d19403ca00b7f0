import { access, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeSite, runDocsgen } from '../helpers.ts';

describe('an error thrown by the site\'s code outside any step docsgen awaits', () => {
  it('ends the build with one located error and exit code 1, not a crash, and leaves the previous output as it was', async () => {
    const cwd = await makeSite(
      {
        // A plugin waiting on a timer that throws (as a remark plugin waiting for pages that never come does).
        'plugins/late.mjs': [
          'export default function late() {',
          '  return {',
          "    name: 'late',",
          '    loadContent() {',
          '      return new Promise((resolve) => {',
          '        setTimeout(() => {',
          "          const found = 'structures/x'.match(/^none$/);",
          '          resolve(found[1]);',
          '        }, 20);',
          '      });',
          '    },',
          '  };',
          '}',
        ].join('\n'),
        'pages/index.md': '# Home\n',
      },
      'title: T\nurl: https://t.test\n',
    );
    expect((await runDocsgen(['build'], { cwd })).code).toBe(0);
    await writeFile(join(cwd, 'site', 'config.yaml'), 'title: T\nurl: https://t.test\nplugins: [./plugins/late.mjs]\n');
    const result = await runDocsgen(['build'], { cwd, timeout: 60_000 });
    expect(result.code).toBe(1);
    // The plugin is compiled, as jiti compiles it: its source map locates the expression that failed, `found[1]`.
    expect(result.stderr).toContain("site/plugins/late.mjs:8:19 error Code of the site threw outside any step docsgen awaits (a timer, a callback or a promise nobody awaited): Cannot read properties of null (reading '1')  plugins/uncaught-error");
    expect(result.stderr).not.toContain('crashed');
    await access(join(cwd, 'build', 'index.html'));
  });
});
