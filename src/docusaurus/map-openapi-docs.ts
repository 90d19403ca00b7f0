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

/** A mapped API and where its spec is written in the Docusaurus config (for messages about it). */
export interface MappedApi {
  api: Obj;
  path: string[];
  /** The route of the folder the plugin writes the API's pages into (its `outputDir`). */
  outputRoute: string;
}

const slug = (name: string): string => name.toLowerCase().replace(/[^a-z0-9_-]+/g, '-').replace(/^[-_]+|[-_]+$/g, '') || 'api';

/** Spec keys docsgen maps; and those that change nothing it writes (it writes its own pages, downloads and schema pages). */
const SPEC_KEYS = ['specPath', 'outputDir', 'sidebarOptions', 'version', 'label', 'versions', 'proxy', 'hideSendButton'];
const SILENT_SPEC_KEYS = ['baseUrl', 'downloadUrl', 'showSchemas', 'maskCredentials', 'showExtensions'];
const VERSION_KEYS = ['specPath', 'outputDir', 'label'];
const SILENT_VERSION_KEYS = ['baseUrl', 'downloadUrl'];

/** Where docsgen's notes say what it does instead of a spec key it does not carry over. */
const OWN_PAGES = 'docsgen renders its own API pages; override its components in src/theme/<Name>';
const INSTEAD: Record<string, string> = {
  ...Object.fromEntries(['template', 'infoTemplate', 'tagTemplate', 'schemaTemplate', 'markdownGenerators'].map((key) => [key, OWN_PAGES])),
  showInfoPage: 'docsgen writes the overview page of every API',
};

/** The plugin's route for a folder of the docs: the same place under the docs route. */
function routeOf(outputDir: string, docsPath: string, relative: (file: string) => string): string {
  const dir = relative(outputDir).replace(/\/+$/, '');
  return dir.startsWith(`${docsPath}/`) ? `/${dir.slice(docsPath.length + 1)}` : `/${dir.split('/').pop()}`;
}

/** The keys one document of a spec shares with the spec's other documents and versions. */
function sharedKeys(spec: Obj): Obj {
  const options = isObj(spec.sidebarOptions) ? spec.sidebarOptions : {};
  const proxy = str(spec.proxy);
  const explorer = spec.hideSendButton === true ? false : proxy !== undefined && /^https?:\/\//.test(proxy) ? { proxyUrl: proxy.replace(/\/*$/, '/') } : undefined;
  return defined({ slugs: 'operationId', tagPages: options.categoryLinkSource === 'tag' ? true : undefined, explorer });
}

/** One document (a file or a URL) as an API of docsgen. */
function documentApi(id: string, specPath: string, route: string, relative: (file: string) => string): Obj {
  const remote = /^https?:\/\//.test(specPath);
  return defined({ id, url: remote ? specPath : undefined, cache: remote ? `.docsgen/openapi/${id}.yaml` : relative(specPath), route });
}

/**
 * A folder of documents: the plugin reads its OpenAPI files (not those of sub-folders, nor
 * `_category_` files) and writes all their pages into one output folder. Each document is an
 * API on that one route, its pages named as the plugin names them, its downloads named for
 * its file (`allOf.yaml` → `<outputDir>/all-of.yaml`) so that they do not clash.
 */
function folderApis(name: string, spec: Obj, specPath: string, route: string, path: string[], notes: Notes, opts: OpenApiDocsOptions): MappedApi[] {
  const files = (opts.readDir?.(opts.relative(specPath)) ?? []).filter((file) => /\.(json|ya?ml)$/i.test(file) && !file.includes('_category_')).sort();
  if (!files.length) notes.add([...path, 'specPath'], `\`${name}.specPath\` is a folder without OpenAPI documents (.json, .yaml, .yml)`, 'this spec is left out of the build');
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
      notes.add(at, `Version \`${version}\` of \`${name}\` has no \`specPath\`: it is not built`, 'give it the path or URL of its OpenAPI document');
      return [];
    }
    notes.unmapped(meta, at, VERSION_KEYS, SILENT_VERSION_KEYS);
    if (opts.isDirectory?.(opts.relative(str(meta.specPath)!))) {
      notes.add([...at, 'specPath'], `Version \`${version}\` of \`${name}\` has a folder as \`specPath\`: it is not built`, 'docsgen builds a version from one document');
      return [];
    }
    const versionRoute = str(meta.outputDir) !== undefined ? routeOf(str(meta.outputDir)!, docsPath, opts.relative) : `${route}/${slug(version)}`;
    const api = { ...documentApi(`${id}-${slug(version)}`, str(meta.specPath)!, versionRoute, opts.relative), ...sharedKeys(spec), versionOf: id, versionLabel: str(meta.label) ?? version };
    return [{ api, path: at, outputRoute: versionRoute }];
  });
}

/** Notes for the spec keys docsgen does not carry over, each saying what it does instead. */
function noteSpecKeys(name: string, spec: Obj, path: string[], notes: Notes): void {
  for (const [key, value] of Object.entries(spec)) {
    if (SPEC_KEYS.includes(key) || SILENT_SPEC_KEYS.includes(key) || value === undefined) continue;
    notes.add([...path, key], `\`${name}.${key}\` is not read by docsgen`, INSTEAD[key] ?? 'docsgen builds the API without it');
  }
  const options = isObj(spec.sidebarOptions) ? spec.sidebarOptions : {};
  notes.unmapped(options, [...path, 'sidebarOptions'], ['categoryLinkSource'], ['groupPathsBy']);
  if (options.groupPathsBy === 'tagParent') notes.add([...path, 'sidebarOptions', 'groupPathsBy'], '`groupPathsBy: tagParent` is not carried over', 'the sidebar groups operations by tag (and by `x-tagGroups` when the document has them)');
  if (str(spec.proxy) !== undefined && !/^https?:\/\//.test(str(spec.proxy)!)) notes.add([...path, 'proxy'], `\`${name}.proxy\` must be an absolute URL for docsgen`, 'the "Try it" panel sends requests to the API directly');
}

/** Each spec of the plugin's `config` as docsgen APIs (see the top of this file). */
export function mapOpenApiDocs(options: Obj, path: string[], docsPath: string, notes: Notes, opts: OpenApiDocsOptions): MappedApi[] {
  notes.unmapped(options, path, ['config'], ['id', 'docsPluginId']);
  const specs = isObj(options.config) ? options.config : {};
  return Object.entries(specs).flatMap(([name, spec]): MappedApi[] => {
    const at = [...path, 'config', name];
    if (!isObj(spec) || str(spec.specPath) === undefined) return [];
    noteSpecKeys(name, spec, at, notes);
    const specPath = str(spec.specPath)!;
    const id = slug(name);
    const route = routeOf(str(spec.outputDir) ?? `${docsPath}/${id}`, docsPath, opts.relative);
    if (opts.isDirectory?.(opts.relative(specPath))) {
      if (isObj(spec.versions)) notes.add([...at, 'versions'], `\`${name}.versions\` are not built: \`${name}.specPath\` is a folder`, 'docsgen builds the versions of a spec of one document');
      return folderApis(name, spec, specPath, route, at, notes, opts);
    }
    const versions = versionApis(name, id, spec, route, at, docsPath, notes, opts);
    const label = str(spec.label) ?? str(spec.version);
    const main = { ...documentApi(id, specPath, route, opts.relative), ...sharedKeys(spec), ...(versions.length && label !== undefined ? { versionLabel: label } : {}) };
    return [{ api: main, path: at, outputRoute: route }, ...versions];
  });
}
