import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { findDocusaurusConfig } from '../docusaurus/config-files.ts';

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
