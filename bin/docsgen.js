#!/usr/bin/env node
// React picks its development build unless told otherwise; the CLI is production.
process.env.NODE_ENV ??= 'production';
await import('../dist/cli.js');
