/**
 * The machine-readable documents behind a site's API references, as assistants may want them
 * whole: each OpenAPI document (already written as the reference's download) and the GraphQL
 * schema the samples are checked against (written here, at its path in the site folder).
 */
import { extname, join } from 'node:path';
import type { OutputFile } from '../build/output-files.ts';
import type { SiteConfig } from '../config/site-config.ts';
import { joinRoute } from '../routes/doc-route.ts';
import { absoluteUrl } from '../seo/indexable.ts';
import type { LoadedApi } from '../site/loaded-api.ts';
import type { LlmsDocument } from './llms-txt.ts';

/** The documents to list in llms.txt, and the files to write for those not written yet. */
export function apiDocuments({ apis, config, siteDir, generated }: { apis: readonly LoadedApi[]; config: SiteConfig; siteDir: string; generated: ReadonlyMap<string, string> }): { documents: LlmsDocument[]; files: Map<string, OutputFile> } {
  const documents: LlmsDocument[] = [];
  const files = new Map<string, OutputFile>();
  for (const api of apis) {
    // Where loadApiReference writes the download (see there).
    const path = `${joinRoute(api.config.route).slice(1)}/${api.config.downloadName ?? 'openapi'}${extname(api.config.cache) || '.yaml'}`;
    if (generated.has(path)) documents.push({ title: `${api.title ?? 'API'} (OpenAPI document)`, url: absoluteUrl(config, path) });
  }
  const schema = config.samples.graphqlSchema;
  if (schema !== undefined) {
    const path = schema.replace(/\\/g, '/').replace(/^(\.\/)+/, '');
    if (!path.startsWith('../')) {
      files.set(path, { copyFrom: join(siteDir, schema) });
      documents.push({ title: 'GraphQL schema (SDL)', url: absoluteUrl(config, path) });
    }
  }
  return { documents, files };
}
