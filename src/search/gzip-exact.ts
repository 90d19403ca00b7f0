import { gzipSync } from 'node:zlib';

/**
 * `gzipSync`, in a buffer of its own size. zlib returns a view of its 16 KB output chunk: a
 * search page file of 1 KB then holds 16 KB, and a copy sent from a worker clones all of
 * it. The 10,000 bench pages' page files held ~200 MB that way mid-write.
 */
export function gzipExact(data: string | Uint8Array): Uint8Array {
  const zipped = gzipSync(data);
  return zipped.byteLength === zipped.buffer.byteLength ? zipped : new Uint8Array(zipped);
}
