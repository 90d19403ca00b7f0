import { stat } from 'node:fs/promises';
import { DocsgenError } from '../diagnostics/diagnostic.ts';
import { displayPath } from '../shared/paths.ts';

/** Throw the usage error for a site folder that does not exist (exit 2). */
export async function assertSiteFolder(siteDir: string, cwd: string): Promise<void> {
  const siteStat = await stat(siteDir).catch(() => undefined);
  if (siteStat?.isDirectory()) return;
  const shown = displayPath(cwd, siteDir);
  throw new DocsgenError(`Site folder ${shown} does not exist`, {
    exitCode: 2,
    diagnostics: [
      {
        code: 'config/missing-site',
        severity: 'error',
        message: `Cannot find the site folder \`${shown}\``,
        file: shown,
        hint: 'run docsgen from the project root or pass `--site <dir>`',
      },
    ],
  });
}

