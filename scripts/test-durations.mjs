#!/usr/bin/env node
/**
 * `npm run test:durations`: write test/durations.json, each test file's duration in the last
 * run of the whole suite, from vitest's results cache (node_modules/.vite/vitest/). The suite's
 * sequencer (vitest.config.ts) starts the longest files first, which a fresh clone, having no
 * cache, would otherwise order by file size. Run it after `npm test` when files were added or
 * their times changed much.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const cacheDir = join('node_modules', '.vite', 'vitest');
const durations = {};
for (const dir of readdirSync(cacheDir)) {
  let results;
  try {
    results = JSON.parse(readFileSync(join(cacheDir, dir, 'results.json'), 'utf8')).results;
  } catch {
    continue;
  }
  // Keys are `<project>:<file>`; a file belongs to one project.
  for (const [key, { duration }] of results) {
    const file = key.slice(key.indexOf(':') + 1);
    // The cache keeps files since deleted.
    if (existsSync(file)) durations[file] = Math.round(duration / 100) / 10;
  }
}
const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => (a < b ? -1 : 1)));
writeFileSync(join('test', 'durations.json'), `${JSON.stringify(sorted, null, 1)}\n`);
console.log(`test/durations.json: ${Object.keys(sorted).length} files`);
