/**
 * Markup that docsgen's layout writes around content rendered apart and reads back once the
 * page is rendered: the renderer must find it by the same text the writer wrote.
 */

/** The class of the wrapper around a theme part rendered apart (templates/components/ThemedApart.tsx, MDXContent.tsx). */
export const THEME_PART_CLASS = 'theme-part';

/** The opening tag of the block `@docusaurus/Head` writes, which the renderer hoists into `<head>` (render/hoist-head.ts). */
export const HEAD_BLOCK_OPEN = '<noscript data-docsgen-head="">';
