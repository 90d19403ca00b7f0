/**
 * A relative import of a file that is not there, that one of the site's package.json scripts
 * generates before the build (Ionic's `prebuild` writes `release-notes.json`): the error's hint
 * names the script to run, instead of asking to check a path that is right.
 */
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';

/** The scripts of package.json in `dir`, by name; none when it has none or cannot be read. */
async function scriptsIn(dir: string): Promise<Array<[string, string]>> {
  try {
    const { scripts } = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as { scripts?: Record<string, unknown> };
    return Object.entries(scripts ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  } catch {
    return [];
  }
}

/** The script whose command, or a program file it runs, names `file`: the script and that program. */
async function generatorOf(file: string, dir: string, scripts: ReadonlyArray<[string, string]>): Promise<{ script: string; program?: string } | undefined> {
  for (const [script, command] of scripts) {
    if (command.includes(file)) return { script };
    for (const program of command.match(/[\w./-]+\.(?:[cm]?[jt]s|sh|py)\b/g) ?? []) {
      const text = await readFile(join(dir, program), 'utf8').catch(() => '');
      if (text.includes(file)) return { script, program };
    }
  }
  return undefined;
}

/** The diagnostics, with the hint of each unresolved relative import that a package.json script generates naming that script. */
export async function withGeneratorHints(diagnostics: Diagnostic[], dirs: readonly string[]): Promise<Diagnostic[]> {
  const unresolved = diagnostics.filter((d) => (d.code === 'components/unresolved-import' || d.code === 'components/left-out-import') && /^Cannot resolve `\.{1,2}\//.test(d.message));
  if (!unresolved.length) return diagnostics;
  const places = await Promise.all([...new Set(dirs)].map(async (dir) => ({ dir, scripts: await scriptsIn(dir) })));
  return Promise.all(diagnostics.map(async (diagnostic) => {
    if (!unresolved.includes(diagnostic)) return diagnostic;
    const file = basename(/`([^`]+)`/.exec(diagnostic.message)![1]!);
    for (const { dir, scripts } of places) {
      const found = await generatorOf(file, dir, scripts);
      if (!found) continue;
      const by = found.program ? `\`${found.program}\` (package.json's \`${found.script}\` script)` : `package.json's \`${found.script}\` script`;
      return { ...diagnostic, hint: `\`${file}\` is generated before the build, by ${by}: run \`npm run ${found.script}\`, then build again` };
    }
    return diagnostic;
  }));
}
