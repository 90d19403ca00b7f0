/** The classic theme's `@theme/Admonition` and its `Types`: the site's swizzled ones or docsgen's (resolve-plugin.ts). */
declare module '@theme/Admonition' {
  import type { ComponentType } from 'react';
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const Admonition: ComponentType<any>;
  export default Admonition;
}
declare module '@theme/Admonition/Types' {
  import type { ComponentType } from 'react';
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const Types: Record<string, ComponentType<any>>;
  export default Types;
}
