import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodePack, readPackedText, readPackIndex } from '../../src/site/cache-pack.ts';
import { jsonPieces } from '../../src/site/json-pieces.ts';
import { writeFile } from 'node:fs/promises';
import { tempDir } from '../helpers.ts';

describe('cache packs', () => {
  it('write entries given in pieces as the same bytes as their whole text, in a small pack and a large one', async () => {
    const dir = await tempDir();
    for (const size of [100, 1_500_000]) {
      const value = [{ html: `é ✓ ${'x'.repeat(size)}` }, { html: `"${'y'.repeat(size)}"`, toc: [] }];
      const whole = encodePack([['a', [JSON.stringify(value)]], ['b', ['1']]]);
      const pieces = encodePack([['a', jsonPieces(value)], ['b', jsonPieces(1)]]);
      expect(pieces.places).toEqual(whole.places);
      expect(pieces.bytes.equals(whole.bytes)).toBe(true);
      const path = join(dir, `${size}.pack`);
      await writeFile(path, pieces.bytes);
      const entry = readPackIndex(path)!.get('a')!;
      expect(JSON.parse(readPackedText(entry)!)).toEqual(value);
    }
  });
});
