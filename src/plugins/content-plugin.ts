/**
 * docsgen's own kinds of content (each docs section, its REST references, the blog) are
 * plugins with the lifecycle of the site's plugins (plugin-types.ts): `loadContent` reads and
 * compiles, and once the pages that are code are rendered with the site's components,
 * `contentLoaded` adds routes. The core routes, checks, renders and writes what they give; it
 * knows no kind of content.
 *
 * The order rule is Docusaurus's: a plugin's `loadContent` never reads another plugin's
 * content (Docusaurus runs them all at once), and every `contentLoaded` runs after every
 * `loadContent`, with `allContent`. What needs two plugins' content (the docs' sidebars,
 * which list the REST references' pages) is done there.
 */
import type { LinkToCheck } from '../checks/links.ts';
import type { CompiledPartial } from '../components/resolve-plugin.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { Route } from '../routes/route.ts';
import type { CompiledPage } from '../types.ts';
import type { DocsOfVersion } from '../site/docs-client-data.ts';
import type { AllContent } from './plugin-types.ts';

export type { AllContent };

/** A module rendered with the site's components besides the pages (a blog post's excerpt). */
export interface CodeModule {
  /** Unique among the site's modules. */
  name: string;
  code: string;
  /** The page it is shown on: its file, route and TOC levels. */
  page: CompiledPage;
  apply: (html: string) => void;
}

/** The Markdown partials pages import (`import Intro from './_intro.mdx'`), compiled as pages of the content that owns them. */
export interface PartialCompiler {
  /** A partial's page (no route: its links are the importing page's). */
  compile(path: string, highlight: boolean): Promise<{ page?: CompiledPage; diagnostics: Diagnostic[] }>;
  /** The links a partial writes: those of its last compile when it has not changed since, else compiled (without highlighting) for them. */
  linksOf?(path: string): Promise<PartialLinks | undefined>;
  /** Ends what compiling partials started (worker threads). */
  close?(): void;
  /** Changes when anything partials resolve against does: the components' bundle is cached under it. */
  key: string;
  /** Output path → absolute source of the images the partials compiled so far use. */
  assets: ReadonlyMap<string, string>;
}

/** A partial's file and the links it writes. */
export type PartialLinks = Pick<CompiledPage, 'file' | 'links'>;

/** Modules standing for files another tool would have generated, which pages import (docusaurus-plugin-openapi-docs's schema files). */
export interface GeneratedModules {
  /** The module the file at this absolute path stands for, when it is one (a file that exists is never one). */
  module(path: string): CompiledPartial | undefined;
  /** Changes when any module does: the components' bundle is cached under it. */
  key: string;
}

/** What a content plugin's `loadContent` gives: its own content, and what the core does with its pages. */
export interface LoadedContent<Content> {
  content: Content;
  /** Every page compiled: their links, anchors and code samples are checked, those that are code rendered with the site's components. */
  pages: CompiledPage[];
  codeModules?: CodeModule[];
  /** Output path → absolute source of the images its pages use. */
  assets: ReadonlyMap<string, string>;
  /** For the site's partials (the main docs section gives it). */
  partials?: PartialCompiler;
  generatedModules?: GeneratedModules;
  /** A docs section's versions and their docs, for components that read the docs plugin's data (see docs-client-data.ts). */
  docsVersions?: DocsOfVersion[];
  diagnostics: Diagnostic[];
}

/** What `contentLoaded` may do: Docusaurus's actions, with docsgen's routes (a page model each). */
export interface ContentActions {
  addRoute(route: Route): void;
  /** A file of the output beside the pages (a feed, an API document, a Postman collection). */
  addFile(path: string, contents: string): void;
  /** Links written outside pages (sidebars), checked with the pages' links. */
  addLinks(links: readonly LinkToCheck[]): void;
  /** Data the layout reads (`useGlobalData()` in Docusaurus): the docs' versions for the navbar. */
  setGlobalData(data: unknown): void;
  report(diagnostics: readonly Diagnostic[]): void;
}

export interface ContentPlugin<Content = unknown> {
  /** The plugin's name (`docs`, `openapi`, `blog`); with `id`, what its content and global data are kept under. */
  name: string;
  /** The instance (a docs section's id), `default` for a plugin with one. */
  id: string;
  loadContent(): Promise<LoadedContent<Content> | null>;
  /** Runs once every plugin's content is loaded: `allContent` holds each one's `LoadedContent.content` (a plugin with none is absent). */
  contentLoaded(args: { content: Content; actions: ContentActions; allContent: AllContent }): void | Promise<void>;
}

/**
 * A content plugin whose module is imported when it first runs: a site that has none never
 * loads it (the GraphQL reference's plugin brings the `graphql` package, ~0.4 MB of code).
 */
export function importedOnUse<Content>(name: string, id: string, load: () => Promise<ContentPlugin<Content>>): ContentPlugin<Content> {
  let plugin: Promise<ContentPlugin<Content>> | undefined;
  const loaded = (): Promise<ContentPlugin<Content>> => (plugin ??= load());
  return {
    name,
    id,
    loadContent: async () => (await loaded()).loadContent(),
    contentLoaded: async (args) => (await loaded()).contentLoaded(args),
  };
}

/** A content plugin's content once loaded, with what its `contentLoaded` gave. */
export interface ContentRun {
  plugin: ContentPlugin;
  loaded: LoadedContent<unknown>;
  routes: Route[];
  files: Map<string, string>;
  links: LinkToCheck[];
  globalData?: unknown;
  diagnostics: Diagnostic[];
}

/**
 * Run `loadContent` of each plugin, one after the other (each compiles on the build's
 * threads, and one at a time keeps only its own pages' work in memory; none reads another's
 * content, so the order changes nothing but the diagnostics' order); `between` runs after
 * each, and `beforeRoutes` once all are loaded, with every plugin's content (the site's
 * components render the pages that are code then); then `contentLoaded` of each, in order, with every plugin's content. A
 * plugin with no content (`null`: a blog folder that does not exist) adds nothing.
 */
export async function runContentPlugins(plugins: readonly ContentPlugin[], hooks: { between?: () => Promise<void> | void; beforeRoutes: (loaded: ReadonlyArray<LoadedContent<unknown>>, allContent: AllContent) => Promise<void> }): Promise<ContentRun[]> {
  const runs: ContentRun[] = [];
  for (const plugin of plugins) {
    const loaded = await plugin.loadContent();
    if (loaded) runs.push({ plugin, loaded, routes: [], files: new Map(), links: [], diagnostics: [] });
    await hooks.between?.();
  }
  const allContent: AllContent = {};
  for (const { plugin, loaded } of runs) (allContent[plugin.name] ??= {})[plugin.id] = loaded.content;
  await hooks.beforeRoutes(runs.map((run) => run.loaded), allContent);
  for (const run of runs) {
    await run.plugin.contentLoaded({
      content: run.loaded.content,
      allContent,
      actions: {
        addRoute: (route) => void run.routes.push(route),
        addFile: (path, contents) => void run.files.set(path, contents),
        addLinks: (links) => void run.links.push(...links),
        setGlobalData: (data) => void (run.globalData = data),
        report: (diagnostics) => void run.diagnostics.push(...diagnostics),
      },
    });
  }
  return runs;
}

/** The global data of each content plugin that set some: name → instance id → data. */
export function contentGlobalData(runs: readonly ContentRun[]): Record<string, Record<string, unknown>> {
  const data: Record<string, Record<string, unknown>> = {};
  for (const run of runs) if (run.globalData !== undefined) (data[run.plugin.name] ??= {})[run.plugin.id] = run.globalData;
  return data;
}
