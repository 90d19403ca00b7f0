#!/usr/bin/env node
/**
 * `npm run test:durations`: run the whole suite and write test/durations.json, each test file's
 * seconds. The suite's sequencer (vitest.config.ts) starts the longest files first, which a fresh
 * clone, having no results cache, would otherwise order by file size. Run it when files were
 * added or their times changed much.
 *
 * A file's time is what its worker spent on it: importing it, its hooks and its tests. vitest's
 * JSON report times only the tests, so a browser file, which builds its site in `beforeAll`,
 * looked nearly free there and was started last.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The vitest reporter this file also is: `--reporter=./scripts/test-durations.mjs`. */
export default class DurationsReporter {
  durations = {};

  onTestModuleEnd(module) {
    const { prepareDuration, collectDuration, setupDuration, duration } = module.diagnostic();
    const file = relative(process.cwd(), module.moduleId).split(sep).join('/');
    this.durations[file] = Math.round((prepareDuration + collectDuration + setupDuration + duration) / 100) / 10;
  }

  onTestRunEnd(modules, errors, reason) {
    if (reason !== 'passed') {
      console.error(`test/durations.json left as it was: the run ${reason}`);
      return;
    }
    const sorted = Object.fromEntries(Object.entries(this.durations).sort(([a], [b]) => (a < b ? -1 : 1)));
    writeFileSync('test/durations.json', `${JSON.stringify(sorted, null, 1)}\n`);
    console.log(`test/durations.json: ${Object.keys(sorted).length} files`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const child = spawn('npx', ['vitest', 'run', '--reporter=default', `--reporter=./${relative(process.cwd(), fileURLToPath(import.meta.url))}`], { stdio: 'inherit' });
  child.on('close', (code) => process.exit(code ?? 1));
}
