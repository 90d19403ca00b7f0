import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The names Docusaurus looks for, in its order. */
export const DOCUSAURUS_CONFIG_FILES = ['docusaurus.config.ts', 'docusaurus.config.mts', 'docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.cjs'];

/** The site folder's Docusaurus config file, if it has one. */
export function findDocusaurusConfig(siteDir: string): string | undefined {
  return DOCUSAURUS_CONFIG_FILES.map((name) => join(siteDir, name)).find((path) => existsSync(path));
}
