/**
 * An API of a translated site in one of its locales: the locale may have its own OpenAPI
 * document (its summaries and descriptions translated), which its pages are made from.
 */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { OpenApiConfig, SiteConfig } from '../config/site-config.ts';
import { apiTranslationPath } from '../i18n/locales.ts';
import { parseSpec } from '../openapi/parse-spec.ts';
import { isObject } from '../openapi/schema.ts';
import { readOptional } from '../read-optional.ts';
import { displayPath } from '../shared/paths.ts';

/** Each operation's summary in the site's document (`GET /payments` → `List payments`); empty when it cannot be read. */
async function siteSummaries(path: string, file: string): Promise<Map<string, string | undefined>> {
  const summaries = new Map<string, string | undefined>();
  const text = await readOptional(path);
  const paths = text === undefined ? undefined : parseSpec(text, file).spec?.doc.paths;
  if (!isObject(paths)) return summaries;
  for (const [route, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const [method, operation] of Object.entries(item)) if (isObject(operation)) summaries.set(`${method.toUpperCase()} ${route}`, typeof operation.summary === 'string' ? operation.summary : undefined);
  }
  return summaries;
}

/**
 * The API as the current locale reads it: its own document when the locale has one (see
 * apiTranslationPath), read from there and never downloaded, its pages named from the site's
 * document so that every locale has the same URLs; else the site's.
 */
export async function apiInLocale(options: { config: SiteConfig; openapi: OpenApiConfig; siteDir: string; cwd: string }): Promise<{ openapi: OpenApiConfig; slugSummaries?: Map<string, string | undefined> }> {
  const path = apiTranslationPath(options.config, options.openapi.cache);
  if (path === undefined || !(await stat(join(options.siteDir, path)).catch(() => undefined))?.isFile()) return { openapi: options.openapi };
  const { url: _downloaded, ...local } = options.openapi;
  const site = join(options.siteDir, options.openapi.cache);
  return { openapi: { ...local, cache: path }, slugSummaries: await siteSummaries(site, displayPath(options.cwd, site)) };
}
