/**
 * The sample-check worker (see run-sample-checks.ts): runs `checkSamples` for each request.
 * It lives as long as the process, so `docsgen dev` keeps TypeScript and its parsed
 * libraries loaded between rebuilds.
 */
import { parentPort } from 'node:worker_threads';
import { checkSamples, type SampleCheckInput } from './check-samples.ts';

parentPort!.on('message', ({ id, input }: { id: number; input: SampleCheckInput }) => {
  checkSamples(input).then(
    (result) => parentPort!.postMessage({ id, result }),
    (error: unknown) => parentPort!.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});
