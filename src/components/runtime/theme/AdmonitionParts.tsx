/**
 * The parts of the classic theme's Admonition, for a site's swizzle to import or replace:
 * `@theme/Admonition/Types` (the components by keyword, which a site spreads to add its own),
 * `Admonition/Layout`, `Admonition/Type/<Type>` and `Admonition/Icon/<Type>`, by these exports
 * (see theme-modules.ts ADMONITION_PARTS). docsgen's markup, as its `:::` admonitions have.
 */
import { createElement } from 'react';
import { ADMONITION_TYPES, AdmonitionIcon, AdmonitionLayout } from '../../../../templates/components/mdx-components.tsx';

export { ADMONITION_TYPES as Types, AdmonitionLayout as Layout };
export const { note: Note, tip: Tip, info: Info, warning: Warning, danger: Danger, caution: Caution } = ADMONITION_TYPES;

const icon = (type: 'note' | 'tip' | 'info' | 'warning' | 'danger') =>
  function Icon() {
    return createElement(AdmonitionIcon, { type });
  };

export const IconNote = icon('note');
export const IconTip = icon('tip');
export const IconInfo = icon('info');
export const IconWarning = icon('warning');
export const IconDanger = icon('danger');
