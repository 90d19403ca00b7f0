import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

/** docsgen's version, for cache keys and `--version`. */
export const PACKAGE_VERSION: string = (JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')) as { version: string }).version;

/** The docsgen package folder, found from this module whether it runs from src/ or dist/. */
export function packageRoot(): string {
  if (cached) return cached;
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'templates', 'styles.css'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('docsgen: cannot find its templates/ folder');
    dir = parent;
  }
  cached = dir;
  return dir;
}
