/**
 * Redirect pages plugins write after the build (`@docusaurus/plugin-client-redirects` writes
 * `old-path/index.html` with a meta refresh) also become a `_redirects` file, which Netlify and
 * Cloudflare Pages read: there the host answers with a real 301, which search engines and
 * link checkers follow, and the page stays for every other host.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { toPosix } from '../shared/paths.ts';

const META_REFRESH = /<meta\s+http-equiv=["']refresh["']\s+content=["']0;\s*url=([^"']+)["']/i;

/** The `_redirects` lines for the redirect pages in `outDir` that docsgen did not write; the file is written (or extended) when there are any. */
export async function writeHostRedirects(outDir: string, written: ReadonlySet<string>, baseUrl: string): Promise<number> {
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
  const lines: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const path = toPosix(join(entry.parentPath, entry.name)).slice(toPosix(outDir).length + 1);
    if (written.has(path)) continue;
    const target = META_REFRESH.exec((await readFile(join(outDir, path), 'utf8')).slice(0, 2000))?.[1];
    if (!target) continue;
    const from = `${baseUrl}${path.replace(/(?:^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
    lines.push(`${from} ${target} 301`);
  }
  const file = join(outDir, '_redirects');
  const existing = await readFile(file, 'utf8').catch(() => '');
  // A build of some locales leaves the others' redirect pages, which an earlier build already listed.
  const listed = new Set(existing.split('\n'));
  const added = lines.filter((line) => !listed.has(line));
  if (!added.length) return 0;
  await writeFile(file, `${existing}${existing && !existing.endsWith('\n') ? '\n' : ''}${added.sort().join('\n')}\n`);
  return added.length;
}
