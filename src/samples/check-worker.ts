/**
 * The sample-check worker (see run-sample-checks.ts): runs `checkSamples` for each request.
 * Once it has checked a site's samples it lives as long as the process, so `docsgen dev`
 * keeps TypeScript and its parsed libraries loaded between rebuilds.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parentPort } from 'node:worker_threads';
import { checkSamples, type SampleCheckInput } from './check-samples.ts';

// An idle worker allocates nothing, so V8 never collects what its last check left: GitHub's
// example check leaves ~170 MB of garbage, held for the rest of the build. The worker
// collects it once it has nothing left to check.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
let running = 0;
const collectWhenIdle = (): void => {
  if (--running === 0) setImmediate(() => running === 0 && collectGarbage());
};

parentPort!.on('message', ({ id, input }: { id: number; input: SampleCheckInput }) => {
  running++;
  checkSamples(input)
    .finally(collectWhenIdle)
    .then(
      (result) => parentPort!.postMessage({ id, result }),
      (error: unknown) => parentPort!.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
    );
});
