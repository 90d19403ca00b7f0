/** A live-codeblock theme's `@theme/Playground` and `@theme/ReactLiveScope`: the site's swizzled ones or the theme's (resolve-plugin.ts). */
declare module '@theme/Playground' {
  import type { ComponentType } from 'react';
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const Playground: ComponentType<any>;
  export default Playground;
}
declare module '@theme/ReactLiveScope' {
  const ReactLiveScope: Record<string, unknown>;
  export default ReactLiveScope;
}
