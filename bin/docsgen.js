#!/usr/bin/env node
// `--version` alone is answered before any of docsgen loads (commander included): tools and
// scripts ask it often, and Node's own start is most of what it costs.
const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === '--version' || args[0] === '-v')) {
  const { readFileSync } = await import('node:fs');
  process.stdout.write(`${JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version}\n`);
} else {
  // React picks its development build unless told otherwise; the CLI is production.
  process.env.NODE_ENV ??= 'production';
  // V8 lets a heap grow to up to four times what survived its last full collection before it
  // collects again; a build makes garbage fast and keeps little (parse trees, tokens), so its
  // heaps grew to that bound. Growing by 70 % at most, cold builds peaked at 354–362 MB
  // instead of 434–450 MB at 1000 pages, and at 706–745 MB instead of 1,012–1,144 MB at 10,000,
  // for ~3 % and ~9 % more time. Process-wide: worker threads get it too.
  const v8 = await import('node:v8');
  v8.setFlagsFromString('--heap-growing-percent=70');
  // V8 optimises a function with TurboFan once it has run a budget of bytecode; a build is a
  // few seconds of one-pass stages, so at the default budget much of that compiling (a quarter
  // of a 120-page build's CPU, on the background threads) is for code that then runs briefly.
  // With three times the budget, user+sys CPU time of cold builds, alternating, medians:
  // 120 bench pages 2.19 s against 2.37 s (7 runs each, load ~6) and 2.21 s against 2.44 s
  // (6 runs, load ~13); 1000 pages 7.50 s against 7.55 s (6 runs, load ~4), no clear change.
  // Six times the budget, Maglev and no TurboFan at all were no better.
  v8.setFlagsFromString('--interrupt-budget=200000');
  // dist/ is minified: with --verbose, stack traces point into src/ (read before it loads).
  if (args.includes('--verbose')) process.setSourceMapsEnabled(true);
  const { main, errorStrayed } = await import('../dist/cli.js');
  process.exitCode = await main(args);
  // Code that threw in a timer may have more timers pending: the command has reported its failure.
  if (errorStrayed()) process.exit();
}
