/**
 * A docs section's REST references (config.yaml's `openapi`, a Docusaurus config's
 * docusaurus-plugin-openapi-docs) as a content plugin, one instance per docs section that has
 * any, with that section's `id`. The section's references are one plugin rather than one each,
 * because they are made together: APIs that share a route are told apart, an API's versions
 * (`versionOf`) switch between each other, and a changelog compares an API across the
 * section's docs versions.
 *
 * `loadContent` reads and compiles each docs version's references and fills their changelog
 * pages; `contentLoaded` adds the documents and Postman collections and gives the references
 * as global data (search, the sample checks and llms.txt read them). Their pages are docs of
 * the section: the docs plugin routes them, with its sidebars, from `allContent` (as
 * Docusaurus's docs plugin routes the pages docusaurus-plugin-openapi-docs generates).
 */
import { join } from 'node:path';
import { fillChangelogs } from '../api-changelog/fill-changelogs.ts';
import { schemaPartials } from '../docusaurus/schema-partials.ts';
import type { AllContent, ContentPlugin, GeneratedModules } from '../plugins/content-plugin.ts';
import type { DocsVersion } from '../versions/docs-version.ts';
import { isMainDocs, type DocsContext, type FoundVersion } from './load-docs.ts';
import type { LoadedApi } from './loaded-api.ts';
import { loadReferences, versionApis, type VersionReferences } from './load-references.ts';
import { needsApis } from './needs-apis.ts';

/** The plugin's name: its content is `allContent.openapi[<docs section id>]`. */
export const OPENAPI_PLUGIN = 'openapi';

/** What the plugin loads: each docs version's references, in the section's order (current first). */
export type OpenApiContent = VersionReferences[];

/** What the plugin gives the layout (its global data): its references, version by version. */
export interface OpenApiGlobalData {
  apis: LoadedApi[];
}

export interface OpenApiPluginOptions {
  /** The section's docs versions, current first: each has its own copy of the references. */
  versions: readonly DocsVersion[];
  context: DocsContext;
  /** A version's docs as found (shared with the docs plugin): a one-page build reads them to tell whether it needs the references. */
  findDocs: (version: DocsVersion) => Promise<FoundVersion>;
}

/** openapi-docs's schema files, which the section's docs may import, stand for the references' schema pages. */
function generatedModules(loaded: OpenApiContent, options: OpenApiPluginOptions): GeneratedModules | undefined {
  const main = options.versions.find(isMainDocs) ?? options.versions[0];
  if (!main) return undefined;
  const schemas = schemaPartials({ apis: loaded.flatMap((version) => version.apis), pages: loaded.flatMap((version) => version.pages), docsDir: join(options.context.siteDir, main.docsPath) });
  return { module: schemas.generatedPartial, key: schemas.key };
}

export function openapiPlugin(id: string, options: OpenApiPluginOptions): ContentPlugin<OpenApiContent> {
  const { context } = options;
  return {
    name: OPENAPI_PLUGIN,
    id,
    async loadContent() {
      const { onlyRoute } = context;
      const versions: VersionReferences[] = [];
      for (const version of options.versions) {
        await context.pause?.();
        const skip = onlyRoute !== undefined && !needsApis(onlyRoute, { found: await options.findDocs(version), version, context, apiConfigs: versionApis(version, context).apis });
        versions.push(await loadReferences(version, context, { sectionVersions: options.versions, skip }));
      }
      // A changelog compares an API's copies in every version: its pages are made once all are loaded.
      const loaded = await fillChangelogs(versions, context);
      const modules = generatedModules(loaded, options);
      return {
        content: loaded,
        pages: loaded.flatMap((version) => version.pages),
        assets: new Map(),
        ...(modules ? { generatedModules: modules } : {}),
        diagnostics: loaded.flatMap((version) => version.diagnostics),
      };
    },
    contentLoaded({ content, actions }) {
      for (const version of content) for (const [path, contents] of version.generatedFiles) actions.addFile(path, contents);
      actions.setGlobalData({ apis: content.flatMap((version) => version.apis) } satisfies OpenApiGlobalData);
    },
  };
}

/** A docs section's references as its OpenAPI plugin loaded them, by docs version name (none when the section has no references). */
export function sectionReferences(allContent: AllContent, docsId: string): Map<string, VersionReferences> {
  const content = allContent[OPENAPI_PLUGIN]?.[docsId] as OpenApiContent | undefined;
  return new Map((content ?? []).map((references) => [references.version.name, references]));
}

/** The site's REST references, section by section, each section's version by version (current first). */
export function restApisOf(globalData: Record<string, Record<string, unknown>>): LoadedApi[] {
  return Object.values(globalData[OPENAPI_PLUGIN] ?? {}).flatMap((data) => (data as OpenApiGlobalData).apis);
}
