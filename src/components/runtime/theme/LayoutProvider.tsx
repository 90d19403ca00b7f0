/**
 * `@theme/Layout/Provider`: in Docusaurus, the React contexts its theme's hooks read (colour
 * mode, announcement bar, navbar, preferred docs version). docsgen's hooks read the page and
 * the site data without a provider, so this renders its children as they are.
 */
import type { ReactNode } from 'react';

export default function LayoutProvider({ children }: { children?: ReactNode }): ReactNode {
  return <>{children}</>;
}
