import { createHash, type Hash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
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

function fingerprint(dir: string, hash: Hash): void {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) fingerprint(path, hash);
    else if (/\.(?:[cm]?js|tsx?|css)$/.test(entry.name)) {
      const info = statSync(path);
      hash.update(`${path}\0${info.size}\0${info.mtimeMs}\n`);
    }
  }
}

let codeVersion: string | undefined;

/**
 * The version cache entries are valid for: the package version plus a fingerprint (name,
 * size, modification time) of docsgen's code and templates, so a changed template or a
 * rebuilt docsgen never serves pages rendered by the old one, even at the same version.
 */
export function cacheVersion(): string {
  if (codeVersion) return codeVersion;
  const hash = createHash('sha256');
  const code = dirname(fileURLToPath(import.meta.url));
  fingerprint(code, hash);
  fingerprint(join(packageRoot(), 'templates'), hash);
  codeVersion = `${PACKAGE_VERSION}+${hash.digest('hex').slice(0, 10)}`;
  return codeVersion;
}

let sources: string | undefined;

/** A fingerprint of docsgen's `src/` and `templates/`, which the client bundle is built from. */
export function sourceFingerprint(): string {
  if (sources) return sources;
  const hash = createHash('sha256');
  for (const dir of ['src', 'templates']) if (existsSync(join(packageRoot(), dir))) fingerprint(join(packageRoot(), dir), hash);
  sources = hash.digest('hex').slice(0, 16);
  return sources;
}
