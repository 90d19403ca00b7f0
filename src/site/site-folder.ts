import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { findDocusaurusConfig } from '../docusaurus/config-files.ts';
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

const holdsConfig = (dir: string): boolean => existsSync(join(dir, 'config.yaml')) || findDocusaurusConfig(dir) !== undefined;

/**
 * The site folder when none is given: `site/` when it holds a config, else the current
 * folder when it does (a Docusaurus project builds where `docusaurus build` runs), else
 * `site`, which is then reported missing.
 */
export function defaultSiteDir(cwd: string): string {
  if (holdsConfig(join(cwd, 'site'))) return 'site';
  return holdsConfig(cwd) ? '.' : 'site';
}
