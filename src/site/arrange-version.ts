/**
 * A docs version as the docs plugin routes it, once every plugin's content is loaded: its
 * docs and its REST references' pages (the OpenAPI plugin's content for the version) in one
 * list, the sidebars arranged from both, and the tag pages of each.
 */
import { titleFromId } from '../content/compile-page.ts';
import { docTagPages, type DocTagLink } from '../content/doc-tags.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { arrangeSidebars, sidebarApi } from './arrange-sidebars.ts';
import { join } from 'node:path';
import type { DocsContext, LoadedDocs, LoadedVersion } from './load-docs.ts';
import type { VersionReferences } from './load-references.ts';

/** The version with its references' pages after its docs, and its sidebars. `references`: none when its section has no REST reference. */
export function arrangeVersion(docs: LoadedDocs, references: VersionReferences | undefined, context: DocsContext): { loaded: LoadedVersion; diagnostics: Diagnostic[] } {
  const { config, cwd, siteDir } = context;
  const { version, sidebarsConfig } = docs;
  const pages = [...docs.pages, ...(references?.pages ?? [])];
  const compiledById = new Map(pages.map((page) => [page.id, page]));
  const sidebars = arrangeSidebars({
    docs: docs.docs,
    categories: docs.categories,
    compiledById,
    apiDocs: references?.sidebarDocs ?? [],
    apis: (references?.apis ?? []).map(sidebarApi),
    pluginDocs: references?.pluginDocs ?? [],
    sidebarsConfig,
    version,
    context,
  });
  const diagnostics = [...sidebars.diagnostics];
  // The references' tag pages come before the docs' own (see docsRoutes: generated indexes are routed in order).
  sidebars.generatedIndexes.push(...(references?.tagPages ?? []));
  let docTags = new Map<string, DocTagLink[]>();
  if (docs.tagged.length) {
    const tagged = docs.tagged.map((source) => ({ source, label: compiledById.get(source.id)?.title ?? source.frontMatter.title ?? titleFromId(source.id), description: compiledById.get(source.id)?.description ?? source.frontMatter.description ?? '' }));
    const tags = docTagPages({ docs: tagged, docsDir: join(siteDir, version.docsPath), cwd, routeBasePath: version.routeBasePath, urlForm: config });
    sidebars.generatedIndexes.push(...tags.pages);
    docTags = tags.tagsOfDoc;
    diagnostics.push(...tags.diagnostics);
  }
  return { loaded: { version, pages, sidebarsConfig, sidebars, docTags }, diagnostics };
}
