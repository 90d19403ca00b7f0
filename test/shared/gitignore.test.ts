/** .gitignore read as git reads it: which missing files a project generates (see left-out-imports.ts). */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ignoredByGit } from '../../src/shared/gitignore.ts';
import { tempDir } from '../helpers.ts';

describe('ignoredByGit', () => {
  it('reads every .gitignore up to the repository, the deeper and the later line deciding', async () => {
    const root = await tempDir();
    await mkdir(join(root, '.git'));
    await mkdir(join(root, 'site', 'src', 'data'), { recursive: true });
    await writeFile(join(root, '.gitignore'), '# generated\n*.generated.json\n/build/\ndata/\n!keep.generated.json\nsite/src/notes-?.json\n');
    await writeFile(join(root, 'site', '.gitignore'), 'src/**/release-notes.json\n!src/data/\n');
    const at = (path: string) => ignoredByGit(join(root, ...path.split('/')));
    expect(at('site/src/x/api.generated.json')).toBe(true);
    expect(at('site/src/x/keep.generated.json')).toBe(false);
    expect(at('build/index.json')).toBe(true);
    expect(at('site/build/index.json')).toBe(false);
    expect(at('site/src/a/b/release-notes.json')).toBe(true);
    expect(at('site/src/notes-1.json')).toBe(true);
    expect(at('site/src/notes-12.json')).toBe(false);
    // `data/` anywhere, but the site's own .gitignore re-includes its src/data/.
    expect(at('lib/data/x.json')).toBe(true);
    expect(at('site/src/data/x.json')).toBe(false);
    expect(at('site/src/component.json')).toBe(false);
  });
});
