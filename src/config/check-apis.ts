/**
 * The checks of `openapi:` that need more than one key, or more than one API, at a time.
 * Reported at the offending key of config.yaml.
 */
import type { OpenApiInput } from './config-schema.ts';
import type { YamlCheck } from '../diagnostics/codes.ts';
import { didYouMean } from '../diagnostics/diagnostic.ts';
import { checkChangelog } from './check-changelog.ts';
import { checkExplorer, type SiteLocation } from './explorer-config.ts';

/** Reports a problem at the node at a key path; the code defaults to `invalid-value`. */
export type Reporter = (path: string[], message: string, hint?: string, code?: YamlCheck) => void;

const API_ID = /^[a-z0-9][a-z0-9_-]*$/;

const normalRoute = (route: string): string => `/${route.replace(/^\/+|\/+$/g, '')}`;

interface Seen {
  name: string;
  line: number;
}

interface ApiScope {
  api: OpenApiInput;
  /** Key path of the API in config.yaml. */
  at: string[];
  /** How messages name the key: `openapi[2]`. */
  key: string;
  /** How messages name the API: its id, else its key. */
  name: string;
  report: Reporter;
}

/** Required keys and the keys that must be URLs. */
function checkOwnKeys({ api, at, key, report }: ApiScope, list: boolean, site: SiteLocation): void {
  const missing = (field: 'id' | 'route', what: string, hint: string): void => report(at, `Missing required key \`${key}.${field}\` (${what})`, hint, 'missing-key');
  checkDocumentKeys({ api, at, key, report });
  if (list && api.id === undefined) missing('id', 'a slug', 'each API of the list needs an id, e.g. `id: payments`: sidebars name it as `{type: openapi, id: payments}`');
  if (list && api.route === undefined) missing('route', 'a string', 'each API of the list needs a route of its own, e.g. `route: /payments-api`');
  checkExplorer(api.explorer, at, key, site, report);
  if (api.linkBase !== undefined && !/^https?:\/\/[^/]+/.test(api.linkBase)) {
    report([...at, 'linkBase'], `\`${key}.linkBase\` must be an absolute http(s) URL, got \`${api.linkBase}\``, 'root-relative links in the document point under it, e.g. `https://docs.example.com`');
  }
  if (api.url !== undefined && !/^https?:\/\/[^/]+/.test(api.url)) report([...at, 'url'], `\`${key}.url\` must be an http(s) URL, got \`${api.url}\``);
}

/**
 * The document is `file:` (a document edited in the repository) or `cache:` (where the download
 * from `url:` is kept, and the document itself without a `url`): exactly one of them.
 */
function checkDocumentKeys({ api, at, key, report }: Pick<ApiScope, 'api' | 'at' | 'key' | 'report'>): void {
  if (api.file === undefined && api.cache === undefined) {
    if (api.url === undefined) report(at, `Missing required key \`${key}.file\` (a string)`, 'the OpenAPI document, relative to the site folder, e.g. `file: api/openapi.yaml` (or `url:` to download it, kept in `cache:`)', 'missing-key');
    else report(at, `Missing required key \`${key}.cache\` (a string)`, 'where the download is kept, relative to the site folder, e.g. `cache: api/openapi.yaml`: commit it, and builds work offline', 'missing-key');
  } else if (api.file !== undefined && api.cache !== undefined) {
    report([...at, 'file'], `\`${key}.file\` and \`${key}.cache\` both name the document`, api.url === undefined ? 'keep `file:`: `cache:` is for a document downloaded from `url:`' : 'keep `cache:`, where the download from `url:` is kept', 'invalid-value');
  } else if (api.file !== undefined && api.url !== undefined) {
    report([...at, 'file'], `\`${key}.file\` is a local document, but \`${key}.url\` downloads one`, 'rename `file:` to `cache:`: the download is kept there, and the build falls back to it when the URL cannot be reached', 'invalid-value');
  }
}

function checkId({ api, at, key, name, report }: ApiScope, seen: Map<string, Seen>): void {
  if (api.id === undefined) return;
  const first = seen.get(api.id);
  if (!API_ID.test(api.id)) {
    report([...at, 'id'], `\`${key}.id\` must be a slug of lowercase letters, digits, \`-\` and \`_\`, got \`${api.id}\``, `it names the API in sidebars and page ids, e.g. \`${api.id.toLowerCase().replace(/[^a-z0-9_-]+/g, '-').replace(/^[-_]+|[-_]+$/g, '') || 'payments'}\``);
  } else if (first) {
    report([...at, 'id'], `Duplicate API id \`${api.id}\`: also the id of the API at line ${first.line}`, 'give each API of `openapi:` its own id');
  } else seen.set(api.id, { name, line: api.at.line });
}

function checkCache({ api, at, key, name, report }: ApiScope, seen: Map<string, Seen & { downloaded: boolean }>): void {
  if (api.cache === undefined && api.file === undefined) return;
  const cache = (api.cache ?? api.file)!.replace(/^\.\//, '');
  const first = seen.get(cache);
  // Two APIs may read one local document; only a download needs a file of its own to write.
  if (first && (first.downloaded || api.url !== undefined)) report([...at, api.cache === undefined ? 'file' : 'cache'], `\`${key}.${api.cache === undefined ? 'file' : 'cache'}\` \`${api.cache ?? api.file}\` is also the cache of API ${first.name} (line ${first.line})`, 'each API needs a cache file of its own, e.g. `api/payments.yaml`');
  else if (!first) seen.set(cache, { name, line: api.at.line, downloaded: api.url !== undefined });
}

/** A file name or route segment: what `overview` and `downloadName` give. */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** `overview` and `downloadName` are one segment of the API's route. */
function checkSegments({ api, at, key, report }: ApiScope): void {
  if (api.overview !== undefined && !SEGMENT.test(api.overview)) report([...at, 'overview'], `\`${key}.overview\` must be one route segment (letters, digits, \`-\`, \`_\`, \`.\`), got \`${api.overview}\``, 'the overview page goes to `<route>/<overview>`, e.g. `overview: introduction`');
  if (api.downloadName !== undefined && !SEGMENT.test(api.downloadName)) report([...at, 'downloadName'], `\`${key}.downloadName\` must be a file name without extension (letters, digits, \`-\`, \`_\`, \`.\`), got \`${api.downloadName}\``, 'the downloads are `<route>/<downloadName>.yaml` and `<route>/<downloadName>.postman_collection.json`, e.g. `downloadName: payments`');
}

/**
 * APIs may share a route (docusaurus-plugin-openapi-docs writes every document of a folder
 * into one output folder): their pages are told apart by their names (a clash is reported
 * once the documents are read, see shared-route-pages.ts), their downloads by `downloadName`,
 * which each of them needs then. One route may also lie under another's (`/petstore` and
 * `/petstore/1.0.0`, as openapi-docs versions are laid out), see api-route-clashes.ts.
 */
function checkRoute({ api, at, key, name, report }: ApiScope, seen: Map<string, Array<Seen & { downloadName: string }>>): void {
  if (api.route === undefined) return;
  const route = normalRoute(api.route);
  const downloadName = api.downloadName ?? 'openapi';
  // APIs of different docs sections share no URL, whatever their routes.
  const place = `${api.docs ?? ''}\0${route}`;
  const sharing = seen.get(place) ?? [];
  const first = sharing.find((other) => other.downloadName === downloadName);
  if (first) {
    const suggestion = api.id !== undefined && SEGMENT.test(api.id) ? api.id : 'admin';
    report([...at, api.downloadName !== undefined ? 'downloadName' : 'route'], `\`${key}\` writes its downloads as \`${route === '/' ? '' : route}/${downloadName}.*\`, as API ${first.name} (line ${first.line}) does: they share the route \`${route}\``, `APIs may share a route when each has a \`downloadName\` of its own, e.g. \`downloadName: ${suggestion}\`; or give it a route of its own`);
  }
  seen.set(place, [...sharing, { name, line: api.at.line, downloadName }]);
}

/** `docs` names one of the docs sections (`sections`: their ids). */
function checkDocs({ api, at, key, report }: ApiScope, sections: readonly string[]): void {
  if (api.docs === undefined || sections.includes(api.docs)) return;
  const guess = didYouMean(api.docs, sections);
  report([...at, 'docs'], `\`${key}.docs\` \`${api.docs}\` is not the id of a docs section`, guess ? `did you mean \`${guess}\`?` : `docs sections: ${sections.map((id) => `\`${id}\``).join(', ')}`);
}

/** `versionOf` names another API of the list, which is not itself a version of a third. */
function checkVersionOf({ api, at, key, report }: ApiScope, apis: OpenApiInput[]): void {
  if (api.versionOf === undefined) return;
  const main = apis.find((other) => other.id === api.versionOf);
  const ids = apis.filter((other) => other.id !== undefined && other.versionOf === undefined && other !== api).map((other) => `\`${other.id}\``);
  const hint = ids.length ? `the id of the API this one is an older or other version of: ${ids.join(', ')}` : 'the id of the API this one is an older or other version of';
  if (main === api) report([...at, 'versionOf'], `\`${key}.versionOf\` names the API itself`, hint);
  else if (!main) report([...at, 'versionOf'], `\`${key}.versionOf\` \`${api.versionOf}\` is not the id of an API of \`openapi:\``, hint);
  else if (main.versionOf !== undefined) report([...at, 'versionOf'], `\`${key}.versionOf\` \`${api.versionOf}\` is itself a version of \`${main.versionOf}\``, `name the API all versions belong to: \`${main.versionOf}\``);
  // One changelog page lists every version of the API: its earlier releases belong to it.
  if (main && main !== api && api.changelog !== undefined) report([...at, 'changelog'], `\`${key}.changelog\` is set on a version of \`${api.versionOf}\``, `the changelog page of \`${api.versionOf}\` lists all its versions: set \`changelog\` there`);
}

/**
 * Each API's URLs, and in the list form what tells the APIs apart: a required `id` (a slug)
 * and `route` (shared only with a `downloadName` each), and a cache file of its own (a download would overwrite the
 * other's document); `versionOf` groups versions of one API.
 */
export function checkApis(openapi: { list: boolean; items: OpenApiInput[] }, sections: readonly string[], site: SiteLocation, report: Reporter): void {
  const seen = { id: new Map<string, Seen>(), cache: new Map<string, Seen & { downloaded: boolean }>(), route: new Map<string, Array<Seen & { downloadName: string }>>() };
  openapi.items.forEach((api, index) => {
    const key = openapi.list ? `openapi[${index}]` : 'openapi';
    const scope: ApiScope = { api, at: openapi.list ? ['openapi', String(index)] : ['openapi'], key, name: api.id !== undefined ? `\`${api.id}\`` : `\`${key}\``, report };
    checkOwnKeys(scope, openapi.list, site);
    checkId(scope, seen.id);
    checkCache(scope, seen.cache);
    checkSegments(scope);
    checkDocs(scope, sections);
    checkChangelog(api.changelog, scope);
    if (openapi.list) checkRoute(scope, seen.route);
    if (openapi.list) checkVersionOf(scope, openapi.items);
    else if (api.versionOf !== undefined) report([...scope.at, 'versionOf'], '`openapi.versionOf` needs several APIs', 'make `openapi:` a list, one entry for each version, each with its `id` and `route`');
  });
}
