/**
 * `@docusaurus/theme-common`: the hooks of it a site's components use on their own, as
 * Docusaurus computes them. On the server the colour mode is `colorMode.defaultMode` of
 * config.yaml and the window size `'ssr'`, as in Docusaurus's server render; in a
 * 'use client' component they follow the page (its `data-theme`, the window's width) once
 * hydrated. The theme's internals (navbar, sidebar, doc contexts) are not provided.
 */
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import data from 'docsgen:site-data';

export type ColorMode = 'light' | 'dark';

interface ColorModeConfig {
  defaultMode?: string;
  disableSwitch?: boolean;
  respectPrefersColorScheme?: boolean;
}

const inBrowser = typeof window !== 'undefined' && typeof document !== 'undefined';
/** Where docsgen's colour toggle keeps the reader's choice: its own key and Docusaurus's. */
const STORAGE_KEYS = ['preferredColorMode', 'theme'];

const coerce = (mode: string | null | undefined): ColorMode => (mode === 'dark' ? 'dark' : 'light');

/** `themeConfig` of the site, in Docusaurus's shape (`colorMode`). */
export function useThemeConfig(): Record<string, unknown> & { colorMode: Required<ColorModeConfig> } {
  return data.siteConfig.themeConfig as Record<string, unknown> & { colorMode: Required<ColorModeConfig> };
}

function colorModeConfig(): ColorModeConfig {
  return (data.siteConfig.themeConfig as { colorMode?: ColorModeConfig }).colorMode ?? {};
}

function subscribeToTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

function store(mode: ColorMode | null): void {
  try {
    for (const key of STORAGE_KEYS) {
      if (mode) window.localStorage.setItem(key, mode);
      else window.localStorage.removeItem(key);
    }
  } catch {
    // Storage refused (privacy mode): the choice lasts for this page.
  }
}

export interface ColorModeContext {
  colorMode: ColorMode;
  setColorMode(mode: ColorMode | null, options?: { persist?: boolean }): void;
  isDarkTheme: boolean;
  setLightTheme(): void;
  setDarkTheme(): void;
}

export function useColorMode(): ColorModeContext {
  const defaultMode = coerce(colorModeConfig().defaultMode);
  const colorMode = useSyncExternalStore(
    inBrowser ? subscribeToTheme : () => () => undefined,
    () => (inBrowser ? coerce(document.documentElement.getAttribute('data-theme')) : defaultMode),
    () => defaultMode,
  );
  const setColorMode = useCallback(
    (mode: ColorMode | null, { persist = true }: { persist?: boolean } = {}) => {
      if (!inBrowser) return;
      const { respectPrefersColorScheme } = colorModeConfig();
      const next = mode ?? (respectPrefersColorScheme && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : defaultMode);
      document.documentElement.setAttribute('data-theme', next);
      if (!mode) store(null);
      else if (persist) store(mode);
    },
    [defaultMode],
  );
  return useMemo(
    () => ({ colorMode, setColorMode, isDarkTheme: colorMode === 'dark', setLightTheme: () => setColorMode('light'), setDarkTheme: () => setColorMode('dark') }),
    [colorMode, setColorMode],
  );
}

export type WindowSize = 'desktop' | 'mobile' | 'ssr';

/** `'ssr'` on the server and while hydrating, then `'desktop'` above 996 px, `'mobile'` below, as Docusaurus's. */
export function useWindowSize(): WindowSize {
  const [size, setSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const update = () => setSize(window.innerWidth > 996 ? 'desktop' : 'mobile');
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return size;
}

/** `selectMessage(count, 'One item|{count} items')`: the plural form of the site's locale. */
/** A Prism theme in prism-react-renderer's shape. */
export interface PrismTheme {
  plain: Record<string, unknown>;
  styles: Array<{ types: string[]; style: Record<string, unknown>; languages?: string[] }>;
}

/** A theme with no colours: what a component highlighting with Prism gets when the config names none. */
const PLAIN_PRISM: PrismTheme = { plain: {}, styles: [] };

/** The config's `themeConfig.prism` theme for the colour mode (`darkTheme` in dark mode, else `theme`), for components that highlight with Prism themselves (react-live's editor). */
export function usePrismTheme(): PrismTheme {
  const { colorMode } = useColorMode();
  const prism = (useThemeConfig().prism ?? {}) as { theme?: PrismTheme; darkTheme?: PrismTheme };
  const light = prism.theme ?? PLAIN_PRISM;
  return colorMode === 'dark' ? (prism.darkTheme ?? light) : light;
}

export function usePluralForm(): { selectMessage: (count: number, messages: string) => string } {
  const locale = data.i18n.currentLocale;
  return useMemo(() => {
    const rules = new Intl.PluralRules(locale);
    return {
      selectMessage(count: number, messages: string) {
        const forms = messages.split('|');
        if (forms.length === 1) return forms[0]!;
        // The forms in CLDR order, as Docusaurus lists them for translators.
        const categories = ['zero', 'one', 'two', 'few', 'many', 'other'].filter((form) => (rules.resolvedOptions().pluralCategories as string[]).includes(form));
        const index = categories.indexOf(rules.select(count));
        return forms[Math.min(index === -1 ? forms.length - 1 : index, forms.length - 1)]!;
      },
    };
  }, [locale]);
}

export { SkipToContentFallbackId, SkipToContentLink } from './theme-common/skip-to-content.tsx';
export { ThemeClassNames } from './theme-common/class-names.ts';
export { processAdmonitionProps } from './theme-common/admonition-props.ts';
export { PageMetadata, type PageMetadataProps } from './theme-common/page-metadata.tsx';
export { ErrorBoundaryError, ErrorBoundaryErrorMessageFallback, ErrorBoundaryTryAgainButton } from './theme-common/error-boundary.tsx';
export { duplicates, uniq, groupBy } from './theme-common/js-utils.ts';
export { mergeSearchParams, mergeSearchStrings, useClearQueryString, useHistorySelector, useQueryString, useQueryStringList, useQueryStringValue } from './theme-common/history-utils.ts';
export { composeProviders, ReactContextError, useEvent } from './theme-common/react-utils.tsx';
export {
  DraftBannerMessage,
  DraftBannerTitle,
  ErrorCauseBoundary,
  HtmlClassNameProvider,
  isMultiColumnFooterLinks,
  isRegexpStringMatch,
  listTagsByLetters,
  NavbarSecondaryMenuFiller,
  prefersReducedMotion,
  ThemedComponent,
  translateTagsPageTitle,
  UnlistedBannerMessage,
  UnlistedBannerTitle,
  UnlistedMetadata,
  useAnchorTargetClassName,
  useSearchLinkCreator,
  useSearchQueryString,
  type TagLetterEntry,
} from './theme-common/theme-helpers.tsx';
export { createStorageSlot, useStorageSlot, listStorageKeys, type StorageSlot, type StorageType } from './theme-common/storage.ts';
export { Collapsible, useCollapsible, usePrevious } from './theme-common/collapsible.tsx';
