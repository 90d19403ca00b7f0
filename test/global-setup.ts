import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
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

/**
 * The CLI tests run bin/docsgen.js, which imports dist/: compile it once per run. One Chromium
 * serves every browser test file: a launch costs about a second of CPU time, once per file
 * otherwise. It runs here, outside the test workers: a browser process a worker kept between
 * files would be pending work to the plugin clock of the builds it then runs (src/site/plugin-clock.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  execFileSync(process.execPath, ['scripts/compile.mjs'], { stdio: 'inherit' });
  const runDir = await mkdtemp(join(tmpdir(), 'docsgen-run-'));
  project.provide('runDir', runDir);
  const removeRunDir = (): Promise<void> => rm(runDir, { recursive: true, force: true });
  if (!existsSync(CHROMIUM_PATH)) return removeRunDir;
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return async () => {
    await server.close();
    await removeRunDir();
  };
}
