import { resolve } from 'node:path';
import { bundleClient, clientBundleFailure, type ClientBundle, type SiteIslands } from '../client/bundle-client.ts';
import { siteData } from '../components/site-components.ts';
import { hasSiteNavbarItem } from '../components/theme-modules.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { SiteModel } from '../render/models.ts';
import { buildSiteModel, type NavbarDocs } from '../render/site-model.ts';
import { SEARCH_INDEX_PATH } from '../search/build-search-index.ts';
import { resolveFrom } from '../shared/resolve-module.ts';
import { docsVersionsOf } from '../site/docs-plugin.ts';
import type { LoadedSite } from '../site/load-site.ts';
import { buildStylesheet, type Stylesheet } from '../styles/stylesheet.ts';
import { indexVersions } from '../versions/version-links.ts';
import type { BuildRun } from './build-run.ts';
import { checkNavbarComponents } from './navbar-components.ts';

/** What every page shares: the site model (navbar, footer, theme) and the stylesheet and client script it links. */
export interface SiteChrome {
  site: SiteModel;
  css: Stylesheet;
  script: ClientBundle;
}

/** Each docs section's versions as the navbar shows them, with their doc routes and sidebars (navbar doc items link into the last one). */
function navbarDocs(loaded: LoadedSite): NavbarDocs[] {
  return [loaded.config.docs, ...loaded.config.otherDocs].map(({ id }) => {
    const versions = docsVersionsOf(loaded.globalData).filter(({ version }) => version.docsId === id);
    const models = indexVersions(versions, loaded.config).map((index) => index.model);
    return { id, versions: versions.map((loadedVersion, index) => ({ ...models[index]!, sidebars: loadedVersion.sidebars, routesById: new Map(loadedVersion.pages.map((page) => [page.id, page.route])) })) };
  });
}

/** The site's client components, client modules and diagrams, when it has any: the client script is then bundled with them. */
function clientIslands(loaded: LoadedSite, mermaid: string | undefined): SiteIslands | undefined {
  const { islands } = loaded.components;
  const clientModules = loaded.plugins?.clientModules ?? [];
  if (!islands.length && !clientModules.length && !mermaid) return undefined;
  return { islands, clientModules, siteDir: loaded.siteDir, staticDirs: loaded.config.staticDirectories.map((dir) => resolve(loaded.siteDir, dir)), baseUrl: loaded.config.baseUrl, siteData: siteData(loaded.config, loaded.siteDataSources), typescriptInJs: loaded.config.components.typescriptInJs, ...(loaded.plugins ? { bundle: loaded.plugins.bundle } : {}), ...(mermaid ? { mermaid } : {}), ...(loaded.components.compilePartial ? { compilePartial: loaded.components.compilePartial } : {}) };
}

/** The site's `mermaid` package when its Markdown has diagrams; a warning when it is not installed, and the diagrams stay their source. */
async function mermaidPackage(loaded: LoadedSite): Promise<{ path?: string; diagnostics: Diagnostic[] }> {
  if (!loaded.config.markdown.mermaid) return { diagnostics: [] };
  const path = await resolveFrom(loaded.siteDir, 'mermaid');
  if (path) return { path, diagnostics: [] };
  return { diagnostics: [{ code: 'content/mermaid-not-installed', severity: 'warning', message: '`markdown.mermaid` is on, but the site has no `mermaid` package: diagrams are shown as their source', file: loaded.configFile, hint: 'install it in the site\'s project: `npm install mermaid`' }] };
}

/** Bundle the stylesheet and client script, and build the site model that links them; problems go to `diagnostics`. */
export async function buildSiteChrome(run: BuildRun, loaded: LoadedSite, diagnostics: Diagnostic[]): Promise<SiteChrome> {
  const { config, configFile } = loaded;
  const stylesheet = buildStylesheet({ config, configFile, siteDir: run.siteDir, cwd: run.cwd, hashed: run.options.hashStylesheet !== false, ...(loaded.plugins?.postCss ? { postCss: loaded.plugins.postCss } : {}) });
  const mermaid = await mermaidPackage(loaded);
  diagnostics.push(...mermaid.diagnostics);
  const [css, script] = await run.timer.time('bundle', () =>
    Promise.all([
      stylesheet,
      bundleClient(run.cache, clientIslands(loaded, mermaid.path), run.options.sourceMaps ?? (config.components.sourceMaps || loaded.plugins?.bundle.sourceMaps === true)).catch((error: unknown) => {
        throw clientBundleFailure(error, run.cwd);
      }),
    ]),
  );
  diagnostics.push(...css.diagnostics);
  const { site, diagnostics: siteDiagnostics } = buildSiteModel({
    config,
    configFile,
    docs: navbarDocs(loaded),
    stylesheetHref: config.baseUrl + css.path,
    ...(loaded.components.themeStylesheet ? { themeStylesheetHref: config.baseUrl + loaded.components.themeStylesheet } : {}),
    scriptHref: config.baseUrl + script.path,
    searchIndexHref: config.search.enabled ? config.baseUrl + SEARCH_INDEX_PATH : null,
    ...(loaded.plugins ? { htmlTags: loaded.plugins.content.htmlTags } : {}),
    siteNavbarItems: hasSiteNavbarItem(loaded.siteDir, loaded.plugins?.bundle.themePaths),
  });
  diagnostics.push(...siteDiagnostics);
  const checked = checkNavbarComponents(site, loaded.components.theme, configFile);
  diagnostics.push(...checked.diagnostics);
  return { site: checked.site, css, script };
}
