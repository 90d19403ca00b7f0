/**
 * PostCSS as Docusaurus runs it over a site's stylesheets: every plugin's `configurePostCss`
 * is given postcss-loader's options in turn and returns them (Tailwind's plugin sets their
 * `plugins`), and the result runs over each custom CSS file. The site's own `postcss` and the
 * plugins its config names are used, resolved from the site folder, as its webpack did (or the
 * `postcss` Docusaurus brings, see postCssPath); docsgen ships neither. Docusaurus's own default, postcss-preset-env, is not run: docsgen's stylesheet
 * is for current browsers, and a site without `configurePostCss` is not run through PostCSS.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { displayPath } from '../shared/paths.ts';
import { importResolved, resolveFrom } from '../shared/resolve-module.ts';

/** What the plugins' `configurePostCss` made of postcss-loader's options: the PostCSS plugins, as written. */
export interface PostCssSettings {
  plugins: unknown[];
  /** The site folder, which `postcss` and plugins named by their package are resolved from. */
  siteDir: string;
  /** The plugins that configured it, for messages. */
  by: string[];
}

interface PostCssResult {
  css: string;
  messages: Array<{ type: string; file?: string }>;
}
type Processor = { process(css: string, options: { from: string; to: string; map: false }): Promise<PostCssResult> };
type PostCss = (plugins: unknown[]) => Processor;

/** A plugin object whose lifecycle has `configurePostCss`. */
interface Configurable {
  name: string;
  plugin: { configurePostCss?: (options: Record<string, unknown>) => unknown };
}

/**
 * postcss-loader's options after each plugin's `configurePostCss`, in the plugins' order; undefined
 * when no plugin has one. A method that throws is `fail`'s to report.
 */
export function configurePostCss<T extends Configurable>(instances: readonly T[], siteDir: string, fail: (instance: T, error: unknown) => never): PostCssSettings | undefined {
  const configuring = instances.filter((instance) => typeof instance.plugin.configurePostCss === 'function');
  if (!configuring.length) return undefined;
  let options: Record<string, unknown> = { ident: 'postcss', plugins: [] };
  for (const instance of configuring) {
    try {
      // A plugin may change the object it is given and return nothing.
      const result = instance.plugin.configurePostCss!.call(instance.plugin, options);
      if (typeof result === 'object' && result !== null) options = result as Record<string, unknown>;
    } catch (error) {
      fail(instance, error);
    }
  }
  return { plugins: Array.isArray(options.plugins) ? options.plugins : [], siteDir, by: configuring.map((instance) => instance.name) };
}

/** A plugin as postcss-loader reads it: a package name (with `[name, options]` its options), a creator given options, or the plugin itself. */
function loadPlugin(entry: unknown, require: NodeJS.Require): unknown {
  const [plugin, options] = Array.isArray(entry) ? entry : [entry, undefined];
  let loaded = typeof plugin === 'string' ? require(plugin) : plugin;
  if (typeof plugin === 'string' && (loaded as { default?: unknown })?.default) loaded = (loaded as { default: unknown }).default;
  const given = typeof options === 'object' && options !== null && Object.keys(options).length > 0;
  return given && typeof loaded === 'function' ? (loaded as (options: unknown) => unknown)(options) : loaded;
}

const postcssOf = new Map<string, Promise<PostCss | undefined>>();
/** One processor per build's settings: its plugins are loaded and set up once, not per stylesheet. */
const processors = new WeakMap<PostCssSettings, Processor>();

function processorFor(settings: PostCssSettings, postcss: PostCss): Processor {
  let processor = processors.get(settings);
  if (!processor) {
    const require = createRequire(join(settings.siteDir, 'package.json'));
    const plugins = settings.plugins.filter((entry) => entry !== false && entry !== null && entry !== undefined).map((entry) => loadPlugin(entry, require));
    processors.set(settings, (processor = postcss(plugins)));
  }
  return processor;
}

/**
 * Where the `postcss` Docusaurus would run is: the site's own, else the one Docusaurus's
 * postcss-loader brings along, beside `@docusaurus/core` (3.0–3.5) or its `@docusaurus/bundler`
 * (3.6 on). npm hoists it to the site's node_modules; pnpm keeps it beside them only.
 */
async function postCssPath(siteDir: string): Promise<string | undefined> {
  const own = await resolveFrom(siteDir, 'postcss');
  if (own) return own;
  const core = await resolveFrom(siteDir, '@docusaurus/core/package.json');
  if (!core) return undefined;
  const bundler = await resolveFrom(dirname(core), '@docusaurus/bundler/package.json');
  return (await resolveFrom(dirname(core), 'postcss')) ?? (bundler ? await resolveFrom(dirname(bundler), 'postcss') : undefined);
}

/** The site's `postcss`, loaded once per site; undefined when it has none. */
function sitePostCss(siteDir: string): Promise<PostCss | undefined> {
  let loading = postcssOf.get(siteDir);
  if (!loading) {
    loading = (async () => {
      const path = await postCssPath(siteDir);
      if (!path) return undefined;
      const loaded = (await importResolved(path)) as { default?: unknown };
      const api = typeof loaded.default === 'function' ? loaded.default : loaded;
      return typeof api === 'function' ? (api as PostCss) : undefined;
    })();
    postcssOf.set(siteDir, loading);
  }
  return loading;
}

/** The warning for a site whose plugins configure PostCSS without the `postcss` package: the stylesheets go unprocessed. */
export function postCssMissing(settings: PostCssSettings, file: string): Diagnostic {
  return { code: 'plugins/unsupported', severity: 'warning', message: `Plugin ${settings.by.map((name) => `\`${name}\``).join(', ')} configures PostCSS (\`configurePostCss\`), but the site has no \`postcss\` package: the custom CSS is not run through its PostCSS plugins`, file, hint: 'install the project\'s dependencies (`npm install postcss`) so its PostCSS plugins (Tailwind\'s classes, …) run' };
}

/**
 * A stylesheet run through the plugins' PostCSS plugins, with the files they read (`@import`s
 * inlined, Tailwind's content files) for `docsgen dev` to watch; `missing` when the site has no
 * `postcss`; a located error when a plugin rejects the CSS.
 */
export async function runPostCss(css: string, file: string, settings: PostCssSettings, cwd: string): Promise<{ css: string; read: string[] } | { missing: true } | { diagnostic: Diagnostic }> {
  const postcss = await sitePostCss(settings.siteDir);
  if (!postcss) return { missing: true };
  try {
    const result = await processorFor(settings, postcss).process(css, { from: file, to: file, map: false });
    return { css: result.css, read: result.messages.filter((message) => message.type === 'dependency' && typeof message.file === 'string').map((message) => message.file!) };
  } catch (error) {
    const failure = error as { reason?: string; message?: string; file?: string; line?: number; column?: number; plugin?: string };
    const by = failure.plugin ? `${failure.plugin} (PostCSS plugin of ${settings.by.join(', ')})` : `the PostCSS plugins of ${settings.by.map((name) => `\`${name}\``).join(', ')}`;
    return {
      diagnostic: {
        code: 'theme/postcss-error',
        severity: 'error',
        message: `${by} could not process the stylesheet: ${(failure.reason ?? failure.message ?? String(error)).split('\n')[0]}`,
        file: displayPath(cwd, failure.file ?? file),
        ...(failure.line !== undefined ? { line: failure.line, column: failure.column ?? 1 } : {}),
        hint: 'fix the CSS at that line, or the plugin\'s settings (`configurePostCss` in the Docusaurus config\'s plugins)',
      },
    };
  }
}
