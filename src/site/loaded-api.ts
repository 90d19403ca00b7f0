/** A site's REST references as loading gives them (see load-docs.ts and load-site.ts). */
import type { OpenApiConfig, SiteConfig } from '../config/site-config.ts';
import type { ApiSidebarData } from '../openapi/api-pages.ts';
import type { PagePlace } from '../openapi/page-places.ts';

/** One REST reference of a site, as sidebars, search and the sample checks need it. */
export interface LoadedApi {
  /** Its settings in config.yaml (`id`, `url`, `cache`…). */
  config: OpenApiConfig;
  /** Route of its pages, under the docs' route base: `/api-rest`, `/1.0/api-rest`. */
  route: string;
  /** The docs version it belongs to (`current`, `1.0`). */
  version: string;
  /** The document's `info.title`; absent when the document could not be compiled. */
  title?: string;
  /** Route of its overview page. */
  overviewRoute?: string;
  /** What its `{type: openapi}` sidebar items list. */
  sidebar?: ApiSidebarData;
  /** The OpenAPI document as used (downloaded or cached), for the sample checks. */
  document?: { text: string; file: string };
  /** Route → what the page documents and where, when the API shares its route (for messages about clashes). */
  places?: ReadonlyMap<string, PagePlace>;
}

/** An OpenAPI document as read, with the settings and docs version it belongs to. */
export type ApiDocument = Pick<LoadedApi, 'config' | 'version'> & { document: NonNullable<LoadedApi['document']> };

/** Told of each OpenAPI document as soon as it is read (the build starts checking its examples then). */
export type ApiDocumentListener = (api: ApiDocument, config: SiteConfig) => void;
