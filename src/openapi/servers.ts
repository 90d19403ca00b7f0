import type { ApiServer } from './api-model.ts';
import { isSafeUrl } from './safe-markdown.ts';
import { isObject, stringValue as text, type Json, type JsonObject } from './schema.ts';
import type { Report } from './spec-report.ts';

/** Fill a server URL's `{variables}` with their defaults. */
export function serverUrl(server: JsonObject): string | undefined {
  const url = text(server.url);
  if (!url) return undefined;
  const variables = isObject(server.variables) ? server.variables : {};
  return url.replace(/\{([^}]+)\}/g, (all, name: string) => {
    const variable = variables[name];
    return isObject(variable) && variable.default !== undefined ? String(variable.default) : all;
  });
}

export interface ReadServer {
  /** With its variables' defaults filled in. */
  url: string;
  template: ApiServer;
}

/** A `servers` list (document, path item or operation); undefined when there is none, so the enclosing one applies. */
export function readServers(list: Json | undefined, segments: Array<string | number>, report: Report): ReadServer[] | undefined {
  if (!Array.isArray(list)) return undefined;
  return list.flatMap((server, index) => {
    const url = isObject(server) ? serverUrl(server) : undefined;
    if (!url || !isObject(server)) return [];
    if (!isSafeUrl(url)) {
      report('warning', 'unsafe-url', `Server URL \`${url}\` is not http(s) or relative; it is left out`, [...segments, index, 'url']);
      return [];
    }
    const variables = isObject(server.variables) ? server.variables : {};
    const template: ApiServer = {
      url: text(server.url)!,
      description: text(server.description) ?? '',
      variables: Object.entries(variables).flatMap(([name, variable]) =>
        isObject(variable) ? [{ name, default: String(variable.default ?? ''), enum: Array.isArray(variable.enum) ? variable.enum.map(String) : [], description: text(variable.description) ?? '' }] : [],
      ),
    };
    return [{ url, template }];
  });
}
