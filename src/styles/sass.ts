/**
 * Sass, as docusaurus-plugin-sass gives Docusaurus sites: a `.scss` or `.sass` stylesheet in
 * `theme.customCss`, or imported by a component (`styles.module.scss` too), is compiled to CSS.
 * The site's own `sass` is used when it has one installed, else docsgen's. `~package/file`
 * imports resolve from node_modules, as webpack's sass-loader reads them.
 */
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { displayPath } from '../shared/paths.ts';
import { importResolved, resolveFrom } from '../shared/resolve-module.ts';

type SassModule = typeof import('sass');

const compilers = new Map<string, Promise<SassModule>>();

/**
 * The Sass API in a loaded module: its named exports, or, for a CommonJS build (sass's
 * `require` entry, which resolveFrom picks as webpack's sass-loader does), the `module.exports`
 * Node gives as `default`. Undefined for a sass too old to have `compileAsync` (before 1.45).
 */
function sassApi(loaded: Record<string, unknown>): SassModule | undefined {
  for (const candidate of [loaded, loaded.default]) {
    if (candidate && typeof (candidate as Partial<SassModule>).compileAsync === 'function') return candidate as SassModule;
  }
  return undefined;
}

/** The site's sass (what its docusaurus-plugin-sass compiled with), else docsgen's, loaded once per site. */
function sassFor(siteDir: string): Promise<SassModule> {
  let compiler = compilers.get(siteDir);
  if (!compiler) {
    compiler = (async () => {
      const own = await resolveFrom(siteDir, 'sass');
      return (own && sassApi(await importResolved(own))) || (sassApi(await import('sass')) as SassModule);
    })();
    compilers.set(siteDir, compiler);
  }
  return compiler;
}

/** Whether a stylesheet is Sass, by its extension. */
export const isSass = (path: string): boolean => /\.s[ac]ss$/i.test(path);

/** A Sass file compiled to CSS, with the files it read; or a located error. */
export async function compileSass(file: string, options: { siteDir: string; cwd: string }): Promise<{ css: string; loaded: string[] } | { diagnostic: Diagnostic }> {
  const sass = await sassFor(options.siteDir);
  const modules = [join(options.siteDir, 'node_modules'), join(options.cwd, 'node_modules')];
  try {
    const result = await sass.compileAsync(file, {
      style: 'expanded',
      loadPaths: [dirname(file), options.siteDir, ...modules],
      // `@import '~bootstrap/scss/functions'`: webpack's form for a package's file.
      importers: [{ findFileUrl: (url) => (url.startsWith('~') ? new URL(url.slice(1), pathToFileURL(`${modules[0]}/`)) : null) }],
      silenceDeprecations: ['import', 'global-builtin', 'legacy-js-api'],
      logger: { warn: () => {}, debug: () => {} },
    });
    return { css: result.css, loaded: result.loadedUrls.map((url) => url.pathname) };
  } catch (error) {
    const failure = error as { sassMessage?: string; message: string; span?: { url?: URL; start: { line: number; column: number } } };
    const where = failure.span?.url ? failure.span.url.pathname : file;
    return {
      diagnostic: {
        code: 'theme/sass-error',
        severity: 'error',
        message: `Sass could not compile the stylesheet: ${(failure.sassMessage ?? failure.message).split('\n')[0]}`,
        file: displayPath(options.cwd, where),
        ...(failure.span ? { line: failure.span.start.line + 1, column: failure.span.start.column + 1 } : {}),
        hint: 'fix the Sass at that line; docsgen compiles .scss and .sass files with the site\'s own `sass` when it has one installed',
      },
    };
  }
}
