import { execFileSync } from 'node:child_process';

/** The CLI tests run bin/docsgen.js, which imports dist/: compile it once per run. */
export default function setup(): void {
  execFileSync(process.execPath, ['scripts/compile.mjs'], { stdio: 'inherit' });
}
