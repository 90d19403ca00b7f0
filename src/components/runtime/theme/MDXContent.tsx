/**
 * `@theme/MDXContent`: in Docusaurus, the MDX provider around a page's content. docsgen's
 * content is rendered with its components already, so a swizzled part gets it as it is.
 */
import type { ReactNode } from 'react';

export default function MDXContent({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
