#!/usr/bin/env node
// React picks its development build unless told otherwise; the CLI is production.
process.env.NODE_ENV ??= 'production';
// dist/ is minified: with --verbose, stack traces point into src/ (read before it loads).
if (process.argv.includes('--verbose')) process.setSourceMapsEnabled(true);
const { main } = await import('../dist/cli.js');
process.exitCode = await main(process.argv.slice(2));
