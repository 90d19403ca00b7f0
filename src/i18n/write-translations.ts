/**
 * `docsgen write-translations`: every translatable string of the site written into each
 * locale's files, in Docusaurus's layout (`i18n/<locale>/code.json`,
 * `docusaurus-theme-classic/navbar.json`…), keeping the translations already there.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { loadConfig } from '../config/load-config.ts';
import { DocsgenError, hasErrors, sortDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { positionAt } from '../docusaurus/locate.ts';
import { packageRoot } from '../package-root.ts';
import { readOptional } from '../read-optional.ts';
import { defaultSiteDir } from '../shared/default-site-dir.ts';
import { displayPath } from '../shared/paths.ts';
import { docsVersionsOf } from '../site/docs-plugin.ts';
import { loadSite, type LoadedSite } from '../site/load-site.ts';
import { assertSiteFolder } from '../site/site-folder.ts';
import { codeTranslationFile, type CodeSource } from './extract/code-file.ts';
import { formatTranslationFile, mergeTranslationFile, type MergeOptions } from './extract/merge-file.ts';
import { readPageSources } from './extract/page-sources.ts';
import { siteTranslationFiles, type TranslationFile } from './extract/site-files.ts';
import { defaultThemeTranslations } from './default-translations.ts';
import { localeFolder, selectLocales } from './locales.ts';
import { THEME_MESSAGES } from './theme-messages.ts';
import { parseTranslationEntries } from './translation-files.ts';

export interface WriteTranslationsOptions extends MergeOptions {
  siteDir?: string;
  cwd?: string;
  /** The locales to write (`--locale`); every locale of the site by default, the default one included. */
  locales?: readonly string[];
}

/** One file written: where (relative to `cwd`), how many entries it holds and how many it gained. */
export interface WrittenTranslations {
  locale: string;
  file: string;
  entries: number;
  added: number;
}

export interface WriteTranslationsResult {
  written: WrittenTranslations[];
  /** Warnings: `<Translate>` that could not be read, entries of existing files the site no longer has. */
  diagnostics: Diagnostic[];
}

/** The site's translation files, from its config, content and code (see site-files.ts and code-file.ts). */
async function siteFiles(loaded: LoadedSite, cwd: string): Promise<{ files: TranslationFile[]; diagnostics: Diagnostic[] }> {
  const sources: CodeSource[] = [...(await readComponentSources(loaded)), ...(await readPageSources(loaded.pages, cwd))];
  const code = codeTranslationFile(sources.map((source) => ({ ...source, file: displayPath(cwd, resolve(cwd, source.file)) })));
  const hasBlog = loaded.routes.some((route) => route.page.kind.startsWith('blog-'));
  return { files: [code, ...siteTranslationFiles({ config: loaded.config, versions: docsVersionsOf(loaded.globalData), hasBlog })], diagnostics: code.diagnostics };
}

const COMPONENT_FILE = /\.(?:js|jsx|ts|tsx)$/;
/** What Docusaurus leaves out of `src/`: files and folders starting with `_`, and tests. */
const LEFT_OUT = /(?:^|[/\\])_|\.test\.[jt]sx?$|[/\\]__tests__[/\\]/;

/** The site's component files: those its pages' bundle read, and every one under `src/` (Docusaurus's), but packages' and docsgen's own. */
async function readComponentSources(loaded: LoadedSite): Promise<CodeSource[]> {
  const src = join(loaded.siteDir, 'src');
  const listed = await readdir(src, { recursive: true, withFileTypes: true }).catch(() => []);
  const underSrc = listed.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name)).filter((path) => !LEFT_OUT.test(relative(src, path)));
  const own = ['src', 'templates', 'dist'].map((folder) => join(packageRoot(), folder) + sep);
  const paths = new Set([...loaded.components.inputs, ...underSrc].filter((path) => COMPONENT_FILE.test(path) && !/[/\\]node_modules[/\\]/.test(path) && !own.some((folder) => path.startsWith(folder))));
  return Promise.all([...paths].map(async (file) => ({ file, text: await readFile(file, 'utf8') })));
}

/** `code.json` for `locale`: the theme's strings in the locale where Docusaurus translates them (see defaultThemeTranslations), as its write-translations writes them. */
function inLocale(file: TranslationFile, locale: string): TranslationFile {
  const defaults = defaultThemeTranslations(locale);
  if (file.path !== 'code.json' || !Object.keys(defaults).length) return file;
  const english: Record<string, { message: string }> = THEME_MESSAGES;
  const content = new Map([...file.content].map(([id, entry]) => [id, defaults[id] !== undefined && entry.message === english[id]?.message ? { ...entry, message: defaults[id] } : entry] as const));
  return { ...file, content };
}

/** The locale's existing files, parsed; the place of each one that cannot be read. */
async function readExisting(dir: string, files: readonly TranslationFile[], cwd: string): Promise<{ existing: Map<string, { text: string; parsed: ReturnType<typeof parseTranslationEntries> }>; diagnostics: Diagnostic[] }> {
  const existing = new Map<string, { text: string; parsed: ReturnType<typeof parseTranslationEntries> }>();
  const diagnostics: Diagnostic[] = [];
  for (const file of files) {
    const path = join(dir, file.path);
    const text = await readOptional(path);
    if (text === undefined) continue;
    const parsed = parseTranslationEntries(text, displayPath(cwd, path));
    diagnostics.push(...parsed.diagnostics);
    existing.set(file.path, { text, parsed });
  }
  return { existing, diagnostics };
}

/**
 * Write the site's translation files for each locale asked for. Nothing is written when an
 * existing file cannot be read (exit 1, at its place); an unknown `--locale` exits 2.
 */
export async function writeTranslations(options: WriteTranslationsOptions = {}): Promise<WriteTranslationsResult> {
  const cwd = options.cwd ?? process.cwd();
  const siteDir = resolve(cwd, options.siteDir ?? defaultSiteDir(cwd));
  await assertSiteFolder(siteDir, cwd);
  const loadedConfig = await loadConfig(siteDir, cwd);
  const locales = selectLocales(loadedConfig.config, loadedConfig.file, options.locales?.length ? options.locales : undefined);
  const loaded = await loadSite({ siteDir, cwd, highlight: false, offline: true, loadedConfig });
  if (hasErrors(loaded.diagnostics)) throw new DocsgenError('Could not read the site', { exitCode: 1, diagnostics: sortDiagnostics(loaded.diagnostics.filter((d) => d.severity === 'error')) });
  const { files, diagnostics } = await siteFiles(loaded, cwd);
  const folders = locales.map((locale) => ({ locale, dir: join(siteDir, localeFolder(loadedConfig.config, locale)) }));
  const read = await Promise.all(folders.map(({ dir }) => readExisting(dir, files, cwd)));
  const unreadable = read.flatMap((each) => each.diagnostics);
  if (unreadable.length) throw new DocsgenError(`${unreadable.length === 1 ? 'A translation file' : 'Translation files'} could not be read: nothing was written`, { exitCode: 1, diagnostics: sortDiagnostics(unreadable) });
  const written: WrittenTranslations[] = [];
  for (const [index, { locale, dir }] of folders.entries()) {
    for (const file of files.map((each) => inLocale(each, locale))) {
      const before = read[index]!.existing.get(file.path);
      const merged = mergeTranslationFile(before?.parsed.entries ?? new Map(), file.content, options);
      // As Docusaurus: no empty files.
      if (!merged.content.size) continue;
      const path = join(dir, file.path);
      const shown = displayPath(cwd, path);
      if (merged.unknown.length && before) diagnostics.push(unknownKeys(shown, before.text, merged.unknown));
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, formatTranslationFile(merged.content));
      written.push({ locale, file: shown, entries: merged.content.size, added: merged.added.length });
    }
  }
  return { written, diagnostics: sortDiagnostics(diagnostics) };
}

function unknownKeys(file: string, text: string, ids: readonly string[]): Diagnostic {
  const listed = ids.slice(0, 5).map((id) => `\`${id}\``).join(', ') + (ids.length > 5 ? `, and ${ids.length - 5} more` : '');
  return {
    code: 'i18n/unknown-translation-keys',
    severity: 'warning',
    message: `${ids.length} ${ids.length === 1 ? 'entry' : 'entries'} of ${basename(file)} the site no longer has: ${listed}`,
    file,
    ...positionAt(text, Math.max(0, text.indexOf(JSON.stringify(ids[0])))),
    hint: 'remove them, or rename them to the ids the site uses now',
  };
}
