import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { DocsgenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { findDocusaurusConfig, loadDocusaurusConfig } from '../docusaurus/load-docusaurus-config.ts';
import { generatedApiSidebars, loadScriptSidebars, SCRIPT_SIDEBARS } from '../docusaurus/load-sidebars.ts';
import type { LocalFiles } from '../docusaurus/evaluate-module.ts';
import { loadMarkdownPlugins } from '../content/load-markdown-plugins.ts';
import type { MarkdownPlugins } from '../content/markdown-plugins.ts';
import type { PluginEntry } from '../plugins/load-plugins.ts';
import { BLOG_DATA_FILES, parseConfig } from './parse-config.ts';
import { sidebarsSchema } from './parse-sidebars.ts';
import type { DocsConfig, SidebarsConfig, SiteConfig } from './site-config.ts';
import { INVALID, parseYaml } from './yaml-schema.ts';
import { readOptional } from '../read-optional.ts';
import { displayPath } from '../shared/paths.ts';
import type { EditUrlFunctions } from '../docusaurus/markdown-plugin-values.ts';
import type { FrontMatterHook } from '../docusaurus/front-matter-hook.ts';

/** A site's config, and the plugins it names, ready to load. */
export interface LoadedConfig {
  config: SiteConfig;
  file: string;
  source: string;
  diagnostics: Diagnostic[];
  markdownPlugins: SiteMarkdownPlugins;
  /** Its plugins (config.yaml's `plugins:`, a Docusaurus config's plugins and themes). */
  plugins: PluginEntry[];
  /** A Docusaurus config as its file gives it: what its plugins see as `siteConfig`. */
  docusaurusConfig?: Record<string, unknown>;
  /** A Docusaurus config's `editUrl` options that are functions (docs sections by id, the blog), which config.yaml cannot hold. */
  editUrls?: EditUrlFunctions;
  /** A Docusaurus config's `markdown.parseFrontMatter`. */
  frontMatterHook?: FrontMatterHook;
}

/** The remark and rehype plugins of a site's docs, of its other docs sections (by id), of its blog and of its src/pages. */
export interface SiteMarkdownPlugins {
  docs?: MarkdownPlugins;
  blog?: MarkdownPlugins;
  pages?: MarkdownPlugins;
  otherDocs?: Record<string, MarkdownPlugins>;
}

/**
 * Read and validate `<site>/config.yaml`, or, in a Docusaurus project without one, its
 * `docusaurus.config.*` (with warnings for what docsgen does not carry over); throws a
 * DocsgenError (exit 2) with located diagnostics.
 */
export async function loadConfig(siteDir: string, cwd: string): Promise<LoadedConfig> {
  const path = join(siteDir, 'config.yaml');
  const file = displayPath(cwd, path);
  const source = await readOptional(path);
  const docusaurusConfig = source === undefined ? findDocusaurusConfig(siteDir) : undefined;
  if (docusaurusConfig) {
    const { raw, ...loaded } = await loadDocusaurusConfig(siteDir, cwd, docusaurusConfig);
    return { ...loaded, config: await withDocusaurusDataFiles(siteDir, loaded.config), docusaurusConfig: raw };
  }
  if (source === undefined) {
    throw new DocsgenError(`No config.yaml in ${displayPath(cwd, siteDir)}`, {
      exitCode: 2,
      diagnostics: [
        {
          code: 'config/missing-file',
          severity: 'error',
          message: `Cannot find \`${file}\``,
          file,
          hint: 'create it with at least `title:` and `url:` (or point `--site` at a Docusaurus project with a `docusaurus.config.js`), or pass the site folder with `--site <dir>`',
        },
      ],
    });
  }
  const { config, diagnostics } = parseConfig(source, file);
  if (!config) throw new DocsgenError(`Invalid ${file}`, { exitCode: 2, diagnostics });
  // config.yaml's plugins are every page's: docs, blog and src/pages alike.
  const plugins = await loadMarkdownPlugins(config.markdown, { siteDir, configFile: file, configSource: source });
  const entries = config.plugins.map((entry, index): PluginEntry => ({ source: entry.module, options: entry.options ?? {}, at: { file, line: entry.at.line, column: entry.at.column }, key: `plugins[${index}]` }));
  return { config: await withDocusaurusDataFiles(siteDir, config), file, source, diagnostics: [], markdownPlugins: plugins ? { docs: plugins, blog: plugins, pages: plugins, otherDocs: Object.fromEntries(config.otherDocs.map((docs) => [docs.id, plugins])) } : {}, plugins: entries };
}

/**
 * Docusaurus names the blog's data files `authors.yml` and `tags.yml`: where the config keeps
 * the default `authors.yaml` (`tags.yaml`) and only the `.yml` file exists, the blog reads that.
 */
async function withDocusaurusDataFiles(siteDir: string, config: SiteConfig): Promise<SiteConfig> {
  const blogDir = join(siteDir, config.blog.path);
  const isFile = async (name: string): Promise<boolean> => (await stat(join(blogDir, name)).catch(() => undefined))?.isFile() ?? false;
  const pick = async (configured: string, defaultName: string): Promise<string> => {
    const docusaurusName = defaultName.replace(/\.yaml$/, '.yml');
    return configured === defaultName && !(await isFile(configured)) && (await isFile(docusaurusName)) ? docusaurusName : configured;
  };
  const authorsFile = await pick(config.blog.authorsFile, BLOG_DATA_FILES.authorsFile);
  const tagsFile = await pick(config.blog.tagsFile, BLOG_DATA_FILES.tagsFile);
  if (authorsFile === config.blog.authorsFile && tagsFile === config.blog.tagsFile) return config;
  return { ...config, blog: { ...config.blog, authorsFile, tagsFile } };
}

/**
 * A docs section's sidebars: the default section's inline in config.yaml, else its
 * `sidebarPath` when that file exists, else null (zero-config: one autogenerated sidebar over
 * its folder).
 */
export async function loadSidebars(siteDir: string, config: SiteConfig, cwd: string, docs: DocsConfig = config.docs): Promise<SidebarsConfig | null> {
  if (config.sidebars && docs === config.docs) return config.sidebars;
  return loadSidebarsFile(siteDir, [docs.sidebarPath], cwd, generatedApiSidebars(siteDir, config));
}

/**
 * The first of `paths` (relative to the site folder) that exists, read as a sidebars file
 * (YAML, a Docusaurus `sidebars.json`, which YAML reads too, or a `sidebars.js`/`.ts`, run);
 * null when none exists.
 */
export async function loadSidebarsFile(siteDir: string, paths: readonly string[], cwd: string, local?: LocalFiles): Promise<SidebarsConfig | null> {
  let path: string | undefined;
  let source: string | undefined;
  for (const candidate of paths) {
    path = join(siteDir, candidate);
    source = await readOptional(path);
    if (source !== undefined) break;
  }
  if (source === undefined || path === undefined) return null;
  if (SCRIPT_SIDEBARS.test(path)) return loadScriptSidebars(path, cwd, local);
  const file = displayPath(cwd, path);
  const { root, ctx } = parseYaml(source, file, 'sidebars');
  if (root) {
    const sidebars = sidebarsSchema.parse(root, ctx, '');
    if (sidebars !== INVALID && !ctx.diagnostics.length) return { file, sidebars };
  } else if (!ctx.diagnostics.length) {
    return { file, sidebars: {} };
  }
  throw new DocsgenError(`Invalid ${file}`, { exitCode: 1, diagnostics: ctx.diagnostics });
}
