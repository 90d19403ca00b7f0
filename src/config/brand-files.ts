import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { sizeOf } from '../content/image-size.ts';
import { isExternalUrl } from '../routes/doc-route.ts';
import type { LogoConfig, SiteConfig } from './site-config.ts';

interface BrandFilesInput {
  config: SiteConfig;
  configFile: string;
  /** The text of config.yaml: diagnostics point at the line of the key they are about. */
  configSource: string;
  /** Files in static/, as site paths (`/logo.svg`). */
  staticFiles: ReadonlyMap<string, string>;
}

/** Line and column of the value at `path` in a YAML text; none when it is not there (or not YAML: a Docusaurus config). */
function locate(source: string, path: readonly string[]): { line?: number; column?: number } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(source, { lineCounter, keepSourceTokens: false });
  if (doc.errors.length || !isMap(doc.contents)) return {};
  const node = doc.getIn(path, true);
  if (!isScalar(node) || !node.range) return {};
  const { line, col } = lineCounter.linePos(node.range[0]);
  return { line, column: col };
}

/** The static file a configured path names (`/img/logo.svg`, `img/logo.svg`, or under the base URL), or undefined for a URL. */
function staticPath(path: string, baseUrl: string): string | undefined {
  if (isExternalUrl(path) || path.startsWith('data:')) return undefined;
  const bare = path.split(/[?#]/)[0]!;
  const rooted = bare.startsWith('/') ? bare : `/${bare}`;
  return baseUrl !== '/' && rooted.startsWith(baseUrl) ? rooted.slice(baseUrl.length - 1) : rooted;
}

/**
 * Check that the configured favicon and logos exist in static/ (a warning at their line in
 * config.yaml when not: the page would show a broken image), and give each logo the width and
 * height of its image where config.yaml gives none, so it keeps its proportions and the
 * header does not shift when it loads.
 */
export async function checkBrandFiles(input: BrandFilesInput): Promise<{ config: SiteConfig; diagnostics: Diagnostic[] }> {
  const { config, configFile, configSource, staticFiles } = input;
  const diagnostics: Diagnostic[] = [];
  /** The static file's site path, after a warning when it does not exist. */
  const existing = (path: string, keyPath: readonly string[], what: string): string | undefined => {
    const file = staticPath(path, config.baseUrl);
    if (file === undefined || staticFiles.has(file)) return file;
    diagnostics.push({
      code: 'config/missing-file',
      severity: 'warning',
      message: `The ${what} \`${path}\` does not exist in ${config.staticDirectories.map((dir) => `${dir}/`).join(' or ')}`,
      file: configFile,
      ...locate(configSource, keyPath),
      hint: `put the file at ${join(config.staticDirectories[0] ?? 'static', file)} in the site folder, or change \`${keyPath.join('.')}\``,
    });
    return undefined;
  };
  // The default favicon is not configured: a site without one is fine.
  if (/^\s*favicon\s*:/m.test(configSource)) existing(config.favicon, ['favicon'], 'favicon');

  const sized = async (logo: LogoConfig | null, at: 'navbar' | 'footer'): Promise<LogoConfig | null> => {
    if (!logo) return logo;
    const file = existing(logo.src, [at, 'logo', 'src'], 'logo');
    if (logo.srcDark !== logo.src) existing(logo.srcDark, [at, 'logo', 'srcDark'], 'dark-mode logo');
    if (logo.width !== undefined && logo.height !== undefined) return logo;
    const size = file === undefined ? undefined : sizeOf(await readFile(staticFiles.get(file)!));
    if (!size) return logo;
    // One side given: the other follows the image's proportions.
    const width = logo.width ?? (logo.height !== undefined ? Math.round((logo.height * size.width) / size.height) : size.width);
    const height = logo.height ?? (logo.width !== undefined ? Math.round((logo.width * size.height) / size.width) : size.height);
    return { ...logo, width, height };
  };
  const navbarLogo = await sized(config.navbar.logo, 'navbar');
  const footerLogo = config.footer ? await sized(config.footer.logo, 'footer') : null;
  const unchanged = navbarLogo === config.navbar.logo && footerLogo === (config.footer?.logo ?? null);
  if (unchanged) return { config, diagnostics };
  return {
    config: { ...config, navbar: { ...config.navbar, logo: navbarLogo }, footer: config.footer ? { ...config.footer, logo: footerLogo } : null },
    diagnostics,
  };
}
