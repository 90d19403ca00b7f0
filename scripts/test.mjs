#!/usr/bin/env node
/**
 * `npm test`: the type check and the test suite at once. The suite leaves a core idle for much
 * of its run (it waits on child processes, servers and the browser), where tsc's half minute
 * fits. Arguments go to vitest; tsc's report is printed after the suite's, and the exit code is
 * non-zero when either fails.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** The file of a package's command, as its package.json names it under `bin`. */
function binOf(name, command) {
  const manifest = require.resolve(`${name}/package.json`);
  const { bin } = require(manifest);
  return join(dirname(manifest), typeof bin === 'string' ? bin : bin[command]);
}

/** Run a package's command with this Node; resolves to its exit code (1 when a signal ended it) and, buffered, its output. */
function run(name, command, args, options = {}) {
  const child = spawn(process.execPath, [binOf(name, command), ...args], { stdio: options.buffer ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code: code ?? 1, output })));
}

const typecheck = run('typescript', 'tsc', ['--noEmit'], { buffer: true });
const tests = await run('vitest', 'vitest', ['run', ...process.argv.slice(2)]);
const types = await typecheck;
if (types.code !== 0) process.stderr.write(`\nType check (tsc --noEmit) failed:\n${types.output}`);
process.exit(tests.code || types.code);
