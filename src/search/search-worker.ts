/**
 * A search worker: indexes each shard it is sent (see index-in-background.ts), or a small
 * site's whole index when it was started early (see index-on-worker.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { ShardSettings } from './index-shard.ts';
import { searchMessages } from './search-messages.ts';

// Sent as its first message instead when it was started early (see EarlySearchWorker).
parentPort!.on('message', searchMessages(parentPort!, workerData as ShardSettings));
