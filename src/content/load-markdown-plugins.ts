/**
 * The remark and rehype plugins a site lists in config.yaml (`markdown.remarkPlugins`…), or
 * gives as values in its Docusaurus config, as a plugin set (see markdown-plugins.ts).
 */
import type { MarkdownPluginConfig, MarkdownPluginLists } from '../config/site-config.ts';
import { DocsgenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { importResolved, resolveFrom } from '../shared/resolve-module.ts';
import { markdownPlugins, type MarkdownPlugin, type MarkdownPlugins } from './markdown-plugins.ts';
import type { Plugin } from 'unified';

/** A module's plugin: its default export (a CommonJS module's `module.exports`), else the module itself when it is one. */
function attacherOf(module: unknown): Plugin<never[]> | undefined {
  if (typeof module === 'function') return module as Plugin<never[]>;
  const exported = (module as { default?: unknown } | null)?.default;
  if (typeof exported === 'function') return exported as Plugin<never[]>;
  // A CommonJS module compiled from ESM: `exports.default` inside the namespace's default.
  const nested = (exported as { default?: unknown } | null)?.default;
  return typeof nested === 'function' ? (nested as Plugin<never[]>) : undefined;
}

/** The four lists of config.yaml, loaded from the site folder; a plugin that cannot be loaded is a configuration error (exit 2). */
export async function loadMarkdownPlugins(lists: MarkdownPluginLists, options: { siteDir: string; configFile: string; configSource: string }): Promise<MarkdownPlugins | undefined> {
  const diagnostics: Diagnostic[] = [];
  const load = async (entries: readonly MarkdownPluginConfig[], key: keyof MarkdownPluginLists): Promise<MarkdownPlugin[]> => {
    const loaded: MarkdownPlugin[] = [];
    for (const entry of entries) {
      const at = { file: options.configFile, line: entry.at.line, column: entry.at.column, source: options.configSource };
      const path = await resolveFrom(options.siteDir, entry.module);
      if (!path) {
        diagnostics.push({ code: 'plugins/not-found', severity: 'error', message: `\`markdown.${key}\` names \`${entry.module}\`, which cannot be found from the site folder`, ...at, hint: entry.module.startsWith('.') ? 'paths are relative to the site folder' : `install it: \`npm install --save-dev ${entry.module}\`` });
        continue;
      }
      const attacher = attacherOf(await importResolved(path));
      if (!attacher) {
        diagnostics.push({ code: 'plugins/invalid', severity: 'error', message: `\`${entry.module}\` in \`markdown.${key}\` is not a unified plugin: its default export is not a function`, ...at, hint: 'a remark or rehype plugin is a function, its module\'s default export' });
        continue;
      }
      loaded.push({ name: entry.module, attacher, ...(entry.options !== undefined ? { options: entry.options } : {}) });
    }
    return loaded;
  };
  const plugins = {
    beforeDefaultRemark: await load(lists.beforeDefaultRemarkPlugins, 'beforeDefaultRemarkPlugins'),
    remark: await load(lists.remarkPlugins, 'remarkPlugins'),
    beforeDefaultRehype: await load(lists.beforeDefaultRehypePlugins, 'beforeDefaultRehypePlugins'),
    rehype: await load(lists.rehypePlugins, 'rehypePlugins'),
  };
  if (diagnostics.length) throw new DocsgenError(`Invalid ${options.configFile}`, { exitCode: 2, diagnostics });
  return markdownPlugins(plugins);
}
