/**
 * docusaurus-plugin-openapi-docs's `config` as docsgen APIs: each spec becomes one API of
 * `openapi:`; a `specPath` that is a folder, one API per document in it, all on the spec's route; each of a spec's
 * `versions`, an API of its own that is a version of the spec's (`versionOf`), so that their
 * pages show a version switcher, as the plugin's version selector does.
 */
import { kebab } from '../openapi/schema.ts';
import { defined, isObj, str, type Notes, type Obj } from './mapping.ts';

export interface OpenApiDocsOptions {
  /** A path as the config wrote it, relative to the site folder. */
  relative: (file: string) => string;
  /** Whether a path of the project (relative to the site folder) is a folder. */
  isDirectory?: (file: string) => boolean;
  /** The names of the files in a folder of the project (relative to the site folder). */
  readDir?: (folder: string) => string[];
}

/** The docs section an openapi-docs config writes into: its docsgen id (absent: the default docs) and folder. */
export interface DocsTarget {
  id?: string;
  /** The section's folder, relative to the site folder (`sources/api`). */
  path: string;
}

/** A mapped API and where its spec is written in the Docusaurus config (for messages about it). */
export interface MappedApi {
  api: Obj;
  path: string[];
  /** The route of the folder the plugin writes the API's pages into (its `outputDir`). */
  outputRoute: string;
}

const slug = (name: string): string => name.toLowerCase().replace(/[^a-z0-9_-]+/g, '-').replace(/^[-_]+|[-_]+$/g, '') || 'api';

/** Spec keys docsgen maps; and those that change nothing it writes (it writes its own pages, downloads and schema pages). */
const SPEC_KEYS = ['specPath', 'outputDir', 'sidebarOptions', 'version', 'label', 'versions', 'proxy', 'hideSendButton', 'showSchemas'];
const SILENT_SPEC_KEYS = ['baseUrl', 'downloadUrl', 'maskCredentials', 'showExtensions'];
const VERSION_KEYS = ['specPath', 'outputDir', 'label', 'showSchemas'];
const SILENT_VERSION_KEYS = ['baseUrl', 'downloadUrl'];

/**
 * The notes of this mapping, in one voice: what is not carried over, at its key, and what
 * docsgen does instead (the message), then what the user can do about it (the hint).
 */
function notCarried(notes: Notes, path: string[], subject: string, instead: string, hint: string): void {
  notes.add(path, `${subject} is not carried over: ${instead}`, hint);
}

/** What docsgen does instead of a spec key it does not carry over, and what the user can do. */
const OWN_PAGES = ['docsgen renders its own API pages', 'the page content has no template to set; the layout around it (DocPage, Sidebar, …) can be overridden in src/theme/<Name>'] as const;
const INSTEAD: Record<string, readonly [string, string]> = {
  ...Object.fromEntries(['template', 'infoTemplate', 'tagTemplate', 'schemaTemplate', 'markdownGenerators'].map((key) => [key, OWN_PAGES])),
  showInfoPage: ['docsgen writes the overview page of every API', 'its overview is where the plugin writes the info page, `<outputDir>/<info.title>`'],
};
const OTHER_KEY = ['docsgen builds the API without it', 'docsgen has no setting for it; see "Coming from Docusaurus" in docsgen\'s documentation for what it reads'] as const;

/** Notes for the keys of `value` at `path` that docsgen neither maps (`known`) nor can do without changing a page (`silent`). */
function noteOtherKeys(notes: Notes, value: Obj, path: string[], name: string, known: readonly string[], silent: readonly string[], [instead, hint]: readonly [string, string]): void {
  for (const [key, inner] of Object.entries(value)) {
    if (known.includes(key) || silent.includes(key) || inner === undefined) continue;
    notCarried(notes, [...path, key], `\`${name}.${key}\``, instead, hint);
  }
}

/** The plugin's route for a folder of the docs: the same place under the docs route (the docs folder itself: the docs route). */
function routeOf(outputDir: string, docsPath: string, relative: (file: string) => string): string {
  const dir = relative(outputDir).replace(/\/+$/, '');
  if (dir === docsPath) return '/';
  return dir.startsWith(`${docsPath}/`) ? `/${dir.slice(docsPath.length + 1)}` : `/${dir.split('/').pop()}`;
}

/**
 * The keys one document of a spec shares with the spec's other documents and versions; a
 * version's own `showSchemas` wins, as the plugin builds a version with the spec's options
 * overridden by the version's.
 */
function sharedKeys(spec: Obj, version: Obj = {}): Obj {
  const options = isObj(spec.sidebarOptions) ? spec.sidebarOptions : {};
  const proxy = str(spec.proxy);
  const explorer = spec.hideSendButton === true ? false : proxy !== undefined && /^https?:\/\//.test(proxy) ? { proxyUrl: proxy.replace(/\/*$/, '/') } : undefined;
  return defined({ slugs: 'operationId', tagPages: options.categoryLinkSource === 'tag' ? true : undefined, explorer, ...schemaPages({ ...spec, ...version }) });
}

/** The plugin writes a page for every schema with `showSchemas: true`, else only for those with `x-tags`. */
function schemaPages(options: Obj): Obj {
  return options.showSchemas === true ? {} : { schemaPages: 'tagged' };
}

/** One document (a file or a URL) as an API of docsgen. */
function documentApi(id: string, specPath: string, route: string, relative: (file: string) => string): Obj {
  const remote = /^https?:\/\//.test(specPath);
  return defined(remote ? { id, url: specPath, cache: `.docsgen/openapi/${id}.yaml`, route } : { id, file: relative(specPath), route });
}

/**
 * A folder of documents: the plugin reads its OpenAPI files (not those of sub-folders, nor
 * `_category_` files) and writes all their pages into one output folder. Each document is an
 * API on that one route, its pages named as the plugin names them, its downloads named for
 * its file (`allOf.yaml` → `<outputDir>/all-of.yaml`) so that they do not clash.
 */
function folderApis(name: string, spec: Obj, specPath: string, route: string, path: string[], notes: Notes, opts: OpenApiDocsOptions): MappedApi[] {
  const files = (opts.readDir?.(opts.relative(specPath)) ?? []).filter((file) => /\.(json|ya?ml)$/i.test(file) && !file.includes('_category_')).sort();
  if (!files.length) notCarried(notes, [...path, 'specPath'], `\`${name}.specPath\``, 'the folder holds no OpenAPI document (.json, .yaml, .yml), so docsgen builds no API for it', 'put the documents in the folder itself: sub-folders are not read, as the plugin reads none');
  const used = new Set<string>();
  return files.map((file) => {
    const base = kebab(file.replace(/\.[^.]+$/, '')) || 'api';
    let segment = base;
    for (let n = 2; used.has(segment); n++) segment = `${base}-${n}`;
    used.add(segment);
    const api = { ...documentApi(`${slug(name)}-${segment}`, `${specPath.replace(/\/+$/, '')}/${file}`, route, opts.relative), downloadName: segment, ...sharedKeys(spec) };
    return { api, path, outputRoute: route };
  });
}

/** A spec's `versions`: each an API at its `outputDir`, a version of the spec's API. */
function versionApis(name: string, id: string, spec: Obj, route: string, path: string[], docsPath: string, notes: Notes, opts: OpenApiDocsOptions): MappedApi[] {
  const versions = isObj(spec.versions) ? spec.versions : {};
  return Object.entries(versions).flatMap(([version, meta]): MappedApi[] => {
    const at = [...path, 'versions', version];
    if (!isObj(meta) || str(meta.specPath) === undefined) {
      notCarried(notes, at, `Version \`${version}\` of \`${name}\``, 'it has no `specPath`, so docsgen builds no API for it', 'give it the path or URL of its OpenAPI document');
      return [];
    }
    noteOtherKeys(notes, meta, at, `${name}.versions.${version}`, VERSION_KEYS, SILENT_VERSION_KEYS, OTHER_KEY);
    if (opts.isDirectory?.(opts.relative(str(meta.specPath)!))) {
      notCarried(notes, [...at, 'specPath'], `Version \`${version}\` of \`${name}\``, 'its `specPath` is a folder, and docsgen builds a version from one document', 'point its `specPath` at the version\'s OpenAPI document');
      return [];
    }
    const versionRoute = str(meta.outputDir) !== undefined ? routeOf(str(meta.outputDir)!, docsPath, opts.relative) : `${route}/${slug(version)}`;
    const api = { ...documentApi(`${id}-${slug(version)}`, str(meta.specPath)!, versionRoute, opts.relative), ...sharedKeys(spec, meta), versionOf: id, versionLabel: str(meta.label) ?? version };
    return [{ api, path: at, outputRoute: versionRoute }];
  });
}

/** Notes for the spec keys docsgen does not carry over, each saying what it does instead. */
function noteSpecKeys(name: string, spec: Obj, path: string[], notes: Notes): void {
  for (const [key, value] of Object.entries(spec)) {
    if (SPEC_KEYS.includes(key) || SILENT_SPEC_KEYS.includes(key) || value === undefined) continue;
    const [instead, hint] = INSTEAD[key] ?? OTHER_KEY;
    notCarried(notes, [...path, key], `\`${name}.${key}\``, instead, hint);
  }
  const options = isObj(spec.sidebarOptions) ? spec.sidebarOptions : {};
  const grouping = ['docsgen groups operations by tag, and by `x-tagGroups` when the document has them', 'to nest tags, group them with the document\'s `x-tagGroups`'] as const;
  noteOtherKeys(notes, options, [...path, 'sidebarOptions'], `${name}.sidebarOptions`, ['categoryLinkSource', 'groupPathsBy'], [], ['docsgen\'s sidebar keeps its own behaviour (categories holding the current page open)', 'docsgen has no setting for it; override its Sidebar component in src/theme/Sidebar to change it']);
  if (options.groupPathsBy === 'tagParent') notCarried(notes, [...path, 'sidebarOptions', 'groupPathsBy'], `\`${name}.sidebarOptions.groupPathsBy: tagParent\``, ...grouping);
  const proxy = str(spec.proxy);
  if (proxy !== undefined && !/^https?:\/\//.test(proxy)) notCarried(notes, [...path, 'proxy'], `\`${name}.proxy\` \`${proxy}\``, 'docsgen\'s "Try it" panel sends requests to the API directly', 'give an absolute URL (`https://proxy.example.com/`) to send them through a proxy');
}

/**
 * The docs section the plugin writes into, as it finds it: the docs plugin instance its
 * `docsPluginId` names (`classic`, the default: the preset's docs). One docsgen does not know
 * is the default docs, with a note.
 */
function targetOf(options: Obj, path: string[], docsOf: (pluginId: string | undefined) => DocsTarget | undefined, notes: Notes): DocsTarget {
  const pluginId = str(options.docsPluginId);
  const target = docsOf(pluginId);
  if (target) return target;
  notCarried(notes, [...path, 'docsPluginId'], `\`docsPluginId: ${pluginId}\``, 'no docs plugin has that id, so docsgen puts the API in the default docs', 'give the `id` of a `@docusaurus/plugin-content-docs` instance, or `classic` for the preset\'s docs');
  return docsOf(undefined) ?? { path: 'docs' };
}

/**
 * Each spec of the plugin's `config` as docsgen APIs (see the top of this file), in the docs
 * section `docsOf` finds for the `docsPluginId` (undefined: the plugin's default, the preset's docs).
 */
export function mapOpenApiDocs(options: Obj, path: string[], docsOf: (pluginId: string | undefined) => DocsTarget | undefined, notes: Notes, opts: OpenApiDocsOptions): MappedApi[] {
  noteOtherKeys(notes, options, path, 'docusaurus-plugin-openapi-docs', ['config', 'docsPluginId'], ['id'], OTHER_KEY);
  const target = targetOf(options, path, docsOf, notes);
  const docsPath = target.path;
  // The API is built in that section: its route under the section's, its pages in the section's sidebars.
  const section = target.id !== undefined ? { docs: target.id } : {};
  const specs = isObj(options.config) ? options.config : {};
  return Object.entries(specs).flatMap(([name, spec]): MappedApi[] => {
    const at = [...path, 'config', name];
    if (!isObj(spec) || str(spec.specPath) === undefined) return [];
    noteSpecKeys(name, spec, at, notes);
    const specPath = str(spec.specPath)!;
    const id = slug(name);
    const inSection = (mapped: MappedApi): MappedApi => ({ ...mapped, api: { ...mapped.api, ...section } });
    const route = routeOf(str(spec.outputDir) ?? `${docsPath}/${id}`, docsPath, opts.relative);
    if (opts.isDirectory?.(opts.relative(specPath))) {
      if (isObj(spec.versions)) notCarried(notes, [...at, 'versions'], `\`${name}.versions\``, `\`${name}.specPath\` is a folder, and docsgen builds the versions of a spec of one document`, 'make each version a spec of its own, whose `specPath` is one document');
      return folderApis(name, spec, specPath, route, at, notes, opts).map(inSection);
    }
    const versions = versionApis(name, id, spec, route, at, docsPath, notes, opts);
    const label = str(spec.label) ?? str(spec.version);
    // The plugin writes no changelog page: a site read from Docusaurus keeps the routes it had.
    const main = { ...documentApi(id, specPath, route, opts.relative), ...sharedKeys(spec), ...(versions.length && label !== undefined ? { versionLabel: label } : {}), ...(versions.length ? { changelog: false } : {}) };
    return [{ api: main, path: at, outputRoute: route }, ...versions].map(inSection);
  });
}

/** docusaurus-theme-openapi-docs's `themeConfig.api.authPersistance` as the explorer's `keepCredentials`. */
const PERSISTENCE: Record<string, 'tab' | 'device' | 'none'> = { sessionStorage: 'tab', localStorage: 'device', false: 'none' };

/**
 * The theme's `themeConfig.api`: where the API explorer keeps credentials, for every API the
 * plugin's config gave (undefined when it does not say); what else it holds is noted.
 */
export function mapThemeApi(themeConfig: Obj, hasApis: boolean, notes: Notes): 'tab' | 'device' | 'none' | undefined {
  const api = themeConfig.api;
  if (!isObj(api)) return undefined;
  const path = ['themeConfig', 'api'];
  notes.unmapped(api, path, ['authPersistance']);
  if (api.authPersistance === undefined) return undefined;
  const keep = PERSISTENCE[String(api.authPersistance)];
  if (!keep) notes.add([...path, 'authPersistance'], `\`themeConfig.api.authPersistance\` \`${String(api.authPersistance)}\` is not carried over: the "Try it" panel keeps credentials for the tab`, 'use `sessionStorage`, `localStorage` or `false`');
  else if (!hasApis) notes.add([...path, 'authPersistance'], '`themeConfig.api.authPersistance` is not carried over: no docusaurus-plugin-openapi-docs API is configured', 'docsgen reads it for the APIs of docusaurus-plugin-openapi-docs');
  return hasApis ? keep : undefined;
}
