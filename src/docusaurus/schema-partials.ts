/**
 * docusaurus-plugin-openapi-docs writes a `<outputDir>/schemas/<name>.schema.mdx` per schema,
 * and docs import them as components (`import PetSchema from './petstore/schemas/pet.schema.mdx'`).
 * docsgen generates no such files: the import is the HTML of docsgen's page for that schema.
 */
import { relative } from 'node:path';
import { partialModule } from '../components/site-components.ts';
import type { CompiledPartial } from '../components/resolve-plugin.ts';
import { joinRoute } from '../routes/doc-route.ts';
import { hashKey } from '../site/compile-cache.ts';
import type { LoadedApi } from '../site/loaded-api.ts';
import { toPosix } from '../shared/paths.ts';
import type { CompiledPage } from '../types.ts';

/**
 * The module an import of a schema file (by absolute path) stands for, and a key that changes
 * when any such page's HTML does (the bundle it goes into is cached by its inputs' files).
 */
export function schemaPartials(options: { apis: readonly LoadedApi[]; pages: readonly CompiledPage[]; docsDir: string }): { generatedPartial: (path: string) => CompiledPartial | undefined; key: string } {
  // The plugin's page names, operationId slugs, are those of the APIs mapped from its config.
  const apis = options.apis.filter((api) => api.config.slugs === 'operationId');
  const schemaRoutes = new Set(apis.map((api) => joinRoute(api.route, 'schemas')));
  const schemaPages = new Map(options.pages.filter((page) => schemaRoutes.has(page.route.slice(0, page.route.lastIndexOf('/')))).map((page) => [page.route, page]));
  const generatedPartial = (path: string): CompiledPartial | undefined => {
    const written = /^(.+)\/schemas\/([^/]+)\.schema\.mdx$/.exec(toPosix(relative(options.docsDir, path)));
    const api = written && apis.find((candidate) => candidate.config.route.replace(/^\/+/, '') === written[1]);
    const page = api ? schemaPages.get(joinRoute(api.route, 'schemas', written![2]!)) : undefined;
    return page ? partialModule({ page, diagnostics: [] }) : undefined;
  };
  return { generatedPartial, key: hashKey('schema-partials', ...[...schemaPages.values()].map((page) => page.htmlKey ?? page.html)) };
}
