/**
 * The component bundle, reused while nothing it was built from changed: the page modules,
 * the site data, which theme overrides exist, and the content of every file esbuild read
 * (components, their CSS, npm packages). A warm build then reads and hashes those files
 * instead of bundling, and imports modules Node already has on disk.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { hashKey } from '../site/compile-cache.ts';
import { bundlePages, type BundledPage, type BundlePagesOptions, type PageModuleInput, type PagesBundle } from './bundle-pages.ts';
import type { IslandSource } from './resolve-plugin.ts';
import { ADMONITION_PARTS, LAYOUT_COMPONENTS, layoutOverride, THEME_MODULES, themeOverride } from './theme-modules.ts';

interface BundleManifest {
  pages: Array<[string, BundledPage]>;
  assets: Array<[string, string]>;
  islands: IslandSource[];
  /** Every file read, with a hash of its content when the bundle was made. */
  inputs: Array<[string, string]>;
  diagnostics: Diagnostic[];
}

function fileHash(path: string): string | undefined {
  try {
    return createHash('sha1').update(readFileSync(path)).digest('hex');
  } catch {
    return undefined;
  }
}

/** Which theme overrides exist: a new `theme/Tabs.tsx` changes what `@theme/Tabs` resolves to without changing any file read before. */
function overridesSignature(siteDir: string): string {
  return [...[...Object.keys(THEME_MODULES), ...Object.keys(ADMONITION_PARTS)].map((name) => themeOverride(siteDir, name)), ...Object.keys(LAYOUT_COMPONENTS).map((name) => layoutOverride(siteDir, name))].map((file) => file ?? '').join('\n');
}

function stillValid(manifest: BundleManifest): boolean {
  const files = [...manifest.pages.map(([, page]) => new URL(page.url).pathname), ...manifest.assets.map(([, file]) => file)];
  return files.every((file) => existsSync(file)) && manifest.inputs.every(([path, hash]) => fileHash(path) === hash);
}

export async function cachedBundlePages(inputs: readonly PageModuleInput[], options: BundlePagesOptions): Promise<PagesBundle> {
  const key = options.cache ? hashKey('components-bundle', options.contextKey ?? '', JSON.stringify(inputs), JSON.stringify(options.siteData), options.baseUrl, options.siteDir, String(options.typescriptInJs ?? false), String(options.hydrateInteractive ?? false), overridesSignature(options.siteDir)) : '';
  const manifest = options.cache?.get<BundleManifest>(key);
  if (manifest && stillValid(manifest)) {
    return { pages: new Map(manifest.pages), assets: new Map(manifest.assets), islands: new Map(manifest.islands.map((island) => [island.id, island])), inputs: manifest.inputs.map(([path]) => path), diagnostics: manifest.diagnostics };
  }
  const bundle = await bundlePages(inputs, options);
  if (options.cache && !bundle.diagnostics.some((d) => d.severity === 'error')) {
    const hashed = bundle.inputs.flatMap((path) => {
      const hash = fileHash(path);
      return hash ? [[path, hash] as [string, string]] : [];
    });
    options.cache.set(key, { pages: [...bundle.pages], assets: [...bundle.assets], islands: [...bundle.islands.values()], inputs: hashed, diagnostics: bundle.diagnostics } satisfies BundleManifest);
  }
  return bundle;
}
