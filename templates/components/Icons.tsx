/** Small icons the theme's components share; decorative, so hidden from assistive technology. */
import { themed } from '../theme.ts';

/** The drawings (24×24) the classic theme's `@theme/Icon/*` counterparts share (runtime/theme/Icons.tsx). */
export const EXTERNAL_PATH = 'M14 3h7v7h-2V6.41l-9.29 9.3-1.42-1.42L17.59 5H14V3ZM5 5h6v2H5v12h12v-6h2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Z';
export const COPY_PATH = 'M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1Zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2Zm0 16H8V7h11v14Z';

/** A link that leads to another site (opened in a new tab); a site's swizzled `Icon/ExternalLink` replaces it. */
export const ExternalIcon = themed('Icon/ExternalLink', function IconExternalLink() {
  return (
    <svg className="icon-external" width="12" height="12" viewBox="0 0 24 24" aria-hidden="true">
      <path fill="currentColor" d={EXTERNAL_PATH} />
    </svg>
  );
});

/** Copying to the clipboard: two sheets. */
export function CopyIcon() {
  return (
    <svg className="icon-copy" width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
      <path fill="currentColor" d={COPY_PATH} />
    </svg>
  );
}

/** A button that opens a menu below it. */
export function ChevronDownIcon() {
  return (
    <svg className="icon-chevron" width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
      <path fill="currentColor" d="M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6 1.41-1.41Z" />
    </svg>
  );
}

/**
 * The classic theme's icons docsgen draws none of (before "Edit this page", before the locale
 * dropdown's label): a site's swizzled `Icon/Edit` or `Icon/Language` is drawn there, as in Docusaurus.
 */
const NoIcon = (_props: { className?: string }) => null;
export const EditIcon = themed('Icon/Edit', NoIcon);
export const LanguageIcon = themed('Icon/Language', NoIcon);
