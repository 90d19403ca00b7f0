/**
 * A translated site's pages compiled once for every locale that reads the same file: the pages
 * compiled as templates (see locale-answers.ts) during one build, shared by its locales.
 */
import type { MarkdownPlugins } from '../content/markdown-plugins.ts';
import { SharedParses } from '../content/shared-parses.ts';
import { TwinTemplates } from '../llms/twin-templates.ts';
import type { SourcePage } from '../types.ts';
import { hashKey } from './compile-cache.ts';
import type { CompiledResult, CompileOptions } from './compile-pages.ts';

/** The templates of the pages compiled with one set of options. */
export interface TemplatesOf {
  get: (source: SourcePage) => CompiledResult | undefined;
  set: (source: SourcePage, template: CompiledResult) => void;
  /** The parses of pages compiled with these plugins, for those that compile again in other locales (see shared-parses.ts). */
  parses: SharedParses;
}

/** One build's templates, by the page (all of it: file, text, route, front matter) and what compiling it reads besides the locale. */
export class LocaleTemplates {
  /** The Markdown twins of the pages, parsed once too (see page-twin.ts). */
  readonly twins = new TwinTemplates();
  readonly #pages = new Map<string, CompiledResult>();
  /** The pages compiled with no plugins, and with each plugin set: a plugin is the same function with the same options object in every locale. */
  readonly #byPlugins = new WeakMap<MarkdownPlugins, Map<string, CompiledResult>>();
  /** Pages' parses, by plugin set: a page's text parses the same in every locale. */
  readonly #parses = new WeakMap<MarkdownPlugins, SharedParses>();

  /**
   * The templates compiled with `options`. compilePage reads of the config only the TOC levels
   * and the Markdown options, besides what it asks the locale (see localeAnswers); the routes
   * and static files are the same in every locale unless a translation changes them.
   */
  of(options: CompileOptions): TemplatesOf {
    const { config, markdownPlugins } = options;
    const context = hashKey(String(options.highlight), String(options.siteComponents), options.siteElements?.join() ?? '', JSON.stringify(config.toc), JSON.stringify(config.markdown), String(config.trailingSlash), options.docsDir, JSON.stringify([...options.routesByDocPath]), [...options.staticFiles].join('\n'));
    const key = (source: SourcePage): string => hashKey(context, JSON.stringify(source));
    let pages = this.#pages;
    let parses = new SharedParses();
    if (markdownPlugins) {
      pages = this.#byPlugins.get(markdownPlugins) ?? new Map();
      this.#byPlugins.set(markdownPlugins, pages);
      parses = this.#parses.get(markdownPlugins) ?? parses;
      this.#parses.set(markdownPlugins, parses);
    }
    return {
      get: (source) => pages.get(key(source)),
      set: (source, template) => void pages.set(key(source), template),
      parses,
    };
  }
}
