/** A search worker (see index-in-background.ts): indexes each shard it is sent. */
import { parentPort, workerData } from 'node:worker_threads';
import { indexShard, type SearchablePage, type ShardSettings } from './index-shard.ts';

const settings = workerData as ShardSettings;

parentPort!.on('message', ({ job, pages }: { job: number; pages: SearchablePage[] }) => {
  const shard = indexShard(pages, settings);
  // The postings' own buffers move to the main thread instead of being copied.
  parentPort!.postMessage({ job, shard }, [shard.starts.buffer as ArrayBuffer, shard.postings.buffer as ArrayBuffer]);
});
