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
  // dist/ is minified: with --verbose, stack traces point into src/ (read before it loads).
  if (args.includes('--verbose')) process.setSourceMapsEnabled(true);
  const { main } = await import('../dist/cli.js');
  process.exitCode = await main(args);
}
