/**
 * What a search worker does with each message it is sent: index a shard (see
 * index-in-background.ts), or a small site's whole index (see index-on-worker.ts). Served by
 * the search worker, and by the highlight worker once the pages are highlighted (see
 * EarlySearchWorker.adopt).
 */
import type { MessagePort } from 'node:worker_threads';
import type { SettingsMessage } from './index-in-background.ts';
import { indexShard, type SearchablePage, type ShardSettings } from './index-shard.ts';
import { indexWhole, type WholeIndexAnswer, type WholeIndexRequest } from './index-on-worker.ts';

export type SearchMessage = { job: number; pages: SearchablePage[] } | WholeIndexRequest | SettingsMessage;

/** The handler of a search worker's messages, answering on `port`; `settings` until a settings message comes (a worker started early has none). */
export function searchMessages(port: MessagePort, settings?: ShardSettings): (message: SearchMessage) => void {
  let current = settings;
  const answerWhole = ({ searchIndex }: WholeIndexRequest): void => {
    let answer: WholeIndexAnswer;
    try {
      answer = { searchIndex: indexWhole(searchIndex) };
    } catch (error) {
      answer = { searchIndexFailed: String(error) };
    }
    port.postMessage(answer);
  };
  return (message) => {
    if ('searchIndex' in message) return answerWhole(message);
    if ('settings' in message) {
      current = message.settings;
      return;
    }
    const shard = indexShard(message.pages, current!);
    // The postings' own buffers move to the main thread instead of being copied.
    port.postMessage({ job: message.job, shard }, [shard.starts.buffer as ArrayBuffer, shard.postings.buffer as ArrayBuffer]);
  };
}
