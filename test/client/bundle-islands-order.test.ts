import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runEsbuild } from '../../src/client/bundle-client.ts';
import { tempDir, writeFiles } from '../helpers.ts';

describe('the client script of a site with islands', () => {
  it('is the same whatever order the pages found the islands in', { timeout: 60_000 }, async () => {
    const siteDir = await tempDir();
    await writeFiles(siteDir, {
      'components/Counter.jsx': "export default function Counter() { return 'counter'; }\n",
      'components/Toggle.jsx': "export default function Toggle() { return 'toggle'; }\n",
    });
    const islands = [
      { id: 'c-counter', file: join(siteDir, 'components/Counter.jsx'), exports: ['default'] },
      { id: 'c-toggle', file: join(siteDir, 'components/Toggle.jsx'), exports: ['default'] },
    ];
    const bundle = (order: typeof islands) => runEsbuild({ islands: order, siteDir, baseUrl: '/', siteData: {} });
    const [first, second] = [await bundle(islands), await bundle([...islands].reverse())];
    const files = (result: Awaited<ReturnType<typeof bundle>>) => result.files.map((file) => [file.path, file.contents]);
    expect(second.path).toBe(first.path);
    expect(files(second)).toEqual(files(first));
  });
});
