/**
 * Webpack's ProvidePlugin as esbuild's `inject`: a module whose exports stand for free
 * identifiers (`process` → `process/browser`, `Buffer` → `['buffer', 'Buffer']`), written to
 * the temporary folder with each module resolved from the site folder.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { resolveFrom } from '../shared/resolve-module.ts';

/** The inject file for `provide`, or undefined when it provides nothing resolvable. */
export async function provideInject(provide: Readonly<Record<string, string | string[]>>, siteDir: string): Promise<string | undefined> {
  const lines: string[] = [];
  for (const [name, given] of Object.entries(provide)) {
    const [module, ...path] = Array.isArray(given) ? given : [given];
    const file = module === undefined ? undefined : await resolveFrom(siteDir, module);
    if (!file || !/^[A-Za-z_$][\w$]*$/.test(name)) continue;
    const local = `provided_${lines.length}`;
    lines.push(path.length ? `import { ${path[0]} as ${local} } from ${JSON.stringify(file)};` : `import ${local} from ${JSON.stringify(file)};`, `export { ${local} as ${name} };`);
  }
  if (!lines.length) return undefined;
  const code = `${lines.join('\n')}\n`;
  const dir = join(tmpdir(), 'docsgen-inject');
  const path = join(dir, `${createHash('sha1').update(code).digest('hex').slice(0, 16)}.js`);
  await mkdir(dir, { recursive: true });
  await writeFile(path, code);
  return path;
}
