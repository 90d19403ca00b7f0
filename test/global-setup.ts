import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser/chromium-args.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's Chromium, which browser test files connect to (see test/browser/browser.ts). */
    chromiumEndpoint?: string;
    /** A folder for the whole run, removed after it: builds the test files share (see test/kassa-builds.ts). */
    runDir?: string;
  }
}

interface RunSetup {
  runDir: string;
  chromiumEndpoint?: string;
  teardown: () => Promise<void>;
}

/**
 * Whether dist/ was compiled after every file it is compiled from last changed: the compile
 * writes dist/client-bundle.json last, and reads src/, templates/, scripts/compile.mjs and the
 * installed packages (package-lock.json). A fresh clone's `npm ci` has just compiled it.
 */
function distIsCurrent(): boolean {
  const compiled = statSync('dist/client-bundle.json', { throwIfNoEntry: false })?.mtimeMs;
  if (compiled === undefined) return false;
  const inputs = ['scripts/compile.mjs', 'package-lock.json', ...['src', 'templates'].flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((path) => join(dir, path)))];
  return inputs.every((path) => (statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? 0) < compiled);
}

/**
 * The CLI tests run bin/docsgen.js, which imports dist/: compile it once per run. One Chromium
 * serves every browser test file: a launch costs about a second of CPU time, once per file
 * otherwise. It runs here, outside the test workers: a browser process a worker kept between
 * files would be pending work to the plugin clock of the builds it then runs (src/site/plugin-clock.ts).
 */
async function runSetup(): Promise<RunSetup> {
  if (!distIsCurrent()) execFileSync(process.execPath, ['scripts/compile.mjs'], { stdio: 'inherit' });
  const runDir = await mkdtemp(join(tmpdir(), 'docsgen-run-'));
  const removeRunDir = (): Promise<void> => rm(runDir, { recursive: true, force: true });
  if (!existsSync(CHROMIUM_PATH)) return { runDir, teardown: removeRunDir };
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const teardown = async (): Promise<void> => {
    await server.close();
    await removeRunDir();
  };
  return { runDir, chromiumEndpoint: server.wsEndpoint(), teardown };
}

/** The run's setup, made by the first project to ask: vitest calls a global setup once per project (the root's and each of vitest.config.ts's), in one process. */
const RUN_SETUP = Symbol.for('docsgen.test.runSetup');

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const shared = globalThis as { [RUN_SETUP]?: Promise<RunSetup> };
  const first = !shared[RUN_SETUP];
  shared[RUN_SETUP] ??= runSetup();
  const { runDir, chromiumEndpoint, teardown } = await shared[RUN_SETUP];
  project.provide('runDir', runDir);
  if (chromiumEndpoint) project.provide('chromiumEndpoint', chromiumEndpoint);
  // Torn down once, by the project that set it up: vitest tears down after every file has run.
  return first ? teardown : async () => {};
}
