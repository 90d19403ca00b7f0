/**
 * `@docusaurus/Head`: docsgen writes each page's head from its front matter and config, so
 * head tags from components are not added; the children render nothing.
 */
import type { ReactNode } from 'react';

export default function Head(_props: { children?: ReactNode }) {
  return null;
}
