/** `@theme/NavbarItem` and its ComponentTypes: the site's, a plugin theme's or docsgen's (resolve-plugin.ts). */
declare module '@theme/NavbarItem/ComponentTypes' {
  import type { ComponentType } from 'react';
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const ComponentTypes: Record<string, ComponentType<any>>;
  export default ComponentTypes;
}
declare module '@theme/NavbarItem' {
  import type { ComponentType } from 'react';
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const NavbarItem: ComponentType<any>;
  export default NavbarItem;
}
/** The classic navbar item parts, `@theme/NavbarItem/<Name>`: the site's swizzled one, a plugin theme's, or docsgen's (resolve-plugin.ts). */
declare module '@theme/NavbarItem/*' {
  import type { ComponentType } from 'react';
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const Part: ComponentType<any>;
  export default Part;
}
