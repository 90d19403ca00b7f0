import { afterEach, describe, expect, it } from 'vitest';
import { assemble } from '../../src/search/assemble-index.ts';
import { indexShard, type SearchablePage } from '../../src/search/index-shard.ts';
import { searchFileBytes, SpilledPostings, spillShard } from '../../src/search/spilled-shard.ts';
import { TextSpill } from '../../src/shared/text-spill.ts';

const settings = { baseUrl: '/', areas: [{ label: 'Docs', routes: ['/docs'] }], fallbackArea: 'Other' };

/** Pages of many distinct words each: a shard of more postings than a window of the spill reads. */
const pages = (from: number): SearchablePage[] =>
  Array.from({ length: 40 }, (_, number) => {
    const words = Array.from({ length: 150 }, (_, word) => `w${(from + number * 37 + word * 11) % 900}x`).join(' ');
    return { kind: 'doc', route: `/docs/s${from}/p${number}`, title: `Page ${from + number}`, description: '', keywords: [], html: `<p>${words}</p><h2 id="more">More</h2><p>${words} common</p>` };
  });

describe('search shards kept in the spill', () => {
  let spill: TextSpill;
  afterEach(() => spill?.close());

  it('assemble into the index that the shards in memory make, byte for byte', () => {
    spill = new TextSpill();
    const shards = [indexShard(pages(0), settings), indexShard(pages(1000), settings), indexShard(pages(2000), settings)];
    expect(shards[0]!.postings.length).toBeGreaterThan(3 * 4096);
    // The first shard in the file, the second still in the spill's buffer, the third in memory.
    const first = spillShard(spill, shards[0]!);
    spill.flush();
    const kept = [first, spillShard(spill, shards[1]!), shards[2]!];
    const inMemory = assemble(shards, {});
    const spilled = assemble(kept, {});
    expect([...spilled.files.keys()]).toEqual([...inMemory.files.keys()]);
    for (const [path, file] of spilled.files) expect({ path, same: Buffer.from(searchFileBytes(file)).equals(inMemory.files.get(path)!) }).toEqual({ path, same: true });
    expect({ pages: spilled.pageCount, sections: spilled.sectionCount, bytes: spilled.bytes }).toEqual({ pages: inMemory.pageCount, sections: inMemory.sectionCount, bytes: inMemory.bytes });
  });

  it('read postings back in any order and ranges of any length', () => {
    spill = new TextSpill();
    const numbers = Uint32Array.from({ length: 10_000 }, (_, at) => at * 3);
    spill.putBytes(new Uint8Array([1, 2, 3]));
    const at = spill.putBytes(new Uint8Array(numbers.buffer));
    const postings = new SpilledPostings(spill, at, numbers.length);
    const ranges: Array<[number, number]> = [[0, 2], [2, 4100], [4100, 4102], [9990, 10_000], [10, 12], [5000, 5000]];
    for (const [start, end] of ranges) expect([...postings.slice(start, end)]).toEqual([...numbers.subarray(start, end)]);
  });

  it('refuses to read once the spill is closed', () => {
    spill = new TextSpill();
    const at = spill.putBytes(new Uint8Array([1, 2, 3]));
    spill.close();
    expect(() => spill.readInto(at, new Uint8Array(3))).toThrow(/closed/);
  });
});
