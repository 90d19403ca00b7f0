import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';

/**
 * A worker script of dist/ (`compile-worker`, `check-worker`), present when docsgen runs
 * compiled; tests of src/ have none and do the work in-thread.
 */
export function workerScript(name: string): string | undefined {
  if (!import.meta.url.endsWith('.js')) return undefined;
  const path = fileURLToPath(new URL(`./${name}.js`, import.meta.url));
  return existsSync(path) ? path : undefined;
}

/**
 * A worker with the process's Node options (`--conditions`, `--enable-source-maps`…) but not
 * `--input-type`, which only applies to `-e`. A worker refuses V8 flags such as
 * `--max-old-space-size` or `--stack-size`; they hold for the whole process anyway, so
 * when there are any the worker starts with no options.
 */
export function startWorker(script: string, workerData: unknown, resourceLimits?: ResourceLimits): Worker {
  const execArgv = process.execArgv.filter((flag) => !flag.startsWith('--input-type'));
  try {
    return new Worker(script, { workerData, execArgv, ...(resourceLimits ? { resourceLimits } : {}) });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_WORKER_INVALID_EXEC_ARGV') throw error;
    return new Worker(script, { workerData, execArgv: [], ...(resourceLimits ? { resourceLimits } : {}) });
  }
}
