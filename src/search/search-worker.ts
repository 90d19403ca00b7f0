/**
 * A search worker: indexes each shard it is sent (see index-in-background.ts), or a small
 * site's whole index when it was started early (see index-on-worker.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { SettingsMessage } from './index-in-background.ts';
import { indexShard, type SearchablePage, type ShardSettings } from './index-shard.ts';
import { indexWhole, type WholeIndexAnswer, type WholeIndexRequest } from './index-on-worker.ts';

// Sent as its first message instead when it was started early (see EarlySearchWorker).
let settings = workerData as ShardSettings;

function answerWhole({ searchIndex }: WholeIndexRequest): void {
  let answer: WholeIndexAnswer;
  try {
    answer = { searchIndex: indexWhole(searchIndex) };
  } catch (error) {
    answer = { searchIndexFailed: String(error) };
  }
  parentPort!.postMessage(answer);
}

parentPort!.on('message', (message: { job: number; pages: SearchablePage[] } | WholeIndexRequest | SettingsMessage) => {
  if ('searchIndex' in message) return answerWhole(message);
  if ('settings' in message) {
    settings = message.settings;
    return;
  }
  const shard = indexShard(message.pages, settings);
  // The postings' own buffers move to the main thread instead of being copied.
  parentPort!.postMessage({ job: message.job, shard }, [shard.starts.buffer as ArrayBuffer, shard.postings.buffer as ArrayBuffer]);
});
