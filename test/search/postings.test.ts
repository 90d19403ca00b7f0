import { describe, expect, it } from 'vitest';
import { ByteWriter, FIRST_SECTION, readPostings, writePostings, type Posting } from '../../src/search/postings.ts';

describe('postings', () => {
  const postings: Posting[] = [
    { page: 0, section: 0, fields: FIRST_SECTION | 0b00001, weight: 12, nameLength: 3, version: 1 },
    { page: 0, section: 4, fields: 0b10000, weight: 3, nameLength: 0, version: 1 },
    { page: 300, section: 200, fields: 0b00010, weight: 30, nameLength: 2, version: 2 },
  ];

  it('read back as written, after other bytes, on sites with and without versions', () => {
    for (const versioned of [true, false]) {
      const writer = new ByteWriter();
      writer.byte(7);
      writePostings(writer, postings, versioned);
      const bytes = writer.take();
      expect(readPostings(bytes, 1, versioned)).toEqual(postings.map((posting) => ({ ...posting, version: versioned ? posting.version : 0 })));
    }
  });

  it('store a name length only where the term is in the section name (title of a first section, else heading)', () => {
    const writer = new ByteWriter();
    writePostings(writer, [{ page: 1, section: 1, fields: 0b10001, weight: 1, nameLength: 9, version: 0 }], false);
    // The title is on every section: on a lower one the name is its heading, which the term is not in.
    expect(readPostings(writer.take(), 0, false)[0]!.nameLength).toBe(0);
  });
});
