#!/usr/bin/env node
/**
 * `npm run test:durations -- <report.json>`: write test/durations.json, each test file's seconds,
 * from the JSON report of a whole run of the suite
 * (`npm test -- --reporter=default --reporter=json --outputFile.json=report.json`). The suite's
 * sequencer (vitest.config.ts) starts the longest files first, which a fresh clone, having no
 * results cache, would otherwise order by file size. Run it when files were added or their
 * times changed much; a run of part of the suite (`-t`, some files) gives partial times.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

const report = process.argv[2];
if (!report) {
  console.error('usage: npm run test:durations -- <report.json of a whole run>');
  process.exit(2);
}
const { testResults } = JSON.parse(readFileSync(report, 'utf8'));
const durations = {};
for (const { name, startTime, endTime } of testResults) {
  const file = relative(process.cwd(), name).split('\\').join('/');
  if (existsSync(file)) durations[file] = Math.round((endTime - startTime) / 100) / 10;
}
const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => (a < b ? -1 : 1)));
writeFileSync('test/durations.json', `${JSON.stringify(sorted, null, 1)}\n`);
console.log(`test/durations.json: ${Object.keys(sorted).length} files`);
