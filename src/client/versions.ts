/**
 * Docs versions in the browser: the reader's preferred version (Docusaurus's
 * `docs-preferred-version-<pluginId>` key) is stored when they choose a version, forgotten
 * when it names a version the site no longer has, and navbar doc links follow it.
 */
import { safeStorage } from './storage.ts';

/** The key Docusaurus stores the preferred version of its default docs plugin under. */
export const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

/** The site's versions and the one being read, from the navbar (an unversioned site has only `current`). */
export function docsVersions(): { names: string[]; active?: string } {
  const nav = document.querySelector<HTMLElement>('.navbar [data-docs-versions]');
  if (!nav) return { names: ['current'] };
  const names = JSON.parse(nav.dataset.docsVersions ?? '[]') as string[];
  return { names, ...(nav.dataset.docsVersion ? { active: nav.dataset.docsVersion } : {}) };
}

/** The version search and doc links follow: the one being read, else the preferred one, else none (the last). */
export function followedVersion(): string | undefined {
  const { names, active } = docsVersions();
  const preferred = safeStorage().getItem(PREFERRED_VERSION_KEY);
  return active ?? (preferred !== null && names.includes(preferred) ? preferred : undefined);
}

/** Point navbar doc links into the followed version; run again after each client navigation. */
export function applyPreferredVersion(): void {
  const version = followedVersion();
  if (version === undefined) return;
  for (const link of document.querySelectorAll<HTMLAnchorElement>('.navbar a[data-version-hrefs]')) {
    const href = (JSON.parse(link.dataset.versionHrefs ?? '{}') as Record<string, string>)[version];
    if (href !== undefined) link.setAttribute('href', href);
  }
}

export function initVersions(): void {
  const storage = safeStorage();
  const stored = storage.getItem(PREFERRED_VERSION_KEY);
  if (stored !== null && !docsVersions().names.includes(stored)) storage.removeItem(PREFERRED_VERSION_KEY);
  // Capture phase: client navigation handles the same click afterwards.
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-version-name]');
      if (link?.dataset.versionName) storage.setItem(PREFERRED_VERSION_KEY, link.dataset.versionName);
    },
    true,
  );
  applyPreferredVersion();
}
