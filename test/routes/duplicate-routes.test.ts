import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { lines, makeSite } from '../helpers.ts';

describe('duplicate routes', () => {
  it('reports two pages whose routes differ only by letter case, and builds the first', async () => {
    const cwd = await makeSite({ 'pages/FAQ.md': '# Questions\n', 'pages/faq.md': '# More questions\n', 'pages/index.md': '# Home\n' });
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics)).toEqual([
      'site/pages/faq.md warning Duplicate route `/faq`: differs only by letter case from `/FAQ`, produced by site/pages/FAQ.md; only the first is built  routes/duplicate',
    ]);
    expect([...result.files.keys()].filter((path) => /faq/i.test(path)).sort()).toEqual(['FAQ.md', 'FAQ/index.html']);
  });
});
