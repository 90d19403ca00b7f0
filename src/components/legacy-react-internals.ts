/**
 * React 18's internals for packages that bundle React 18's JSX runtime and read them when they
 * load (`@dytesdk/react-web-core` reads `ReactCurrentOwner`): React 19 has none, so such a module
 * threw on load and failed every page importing it. With them it loads and its hooks work, as
 * in a Docusaurus build on React 18; an element its own runtime makes is refused by React 19
 * where it is rendered, which is a located render error of that page.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { packageRoot } from '../package-root.ts';

const LEGACY_INTERNALS = '__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED';

/** Give the renderer's React (the one pages import, see resolve-plugin.ts) React 18's internals, once. */
export function provideLegacyReactInternals(): void {
  const react = createRequire(join(packageRoot(), 'package.json'))('react') as Record<string, unknown>;
  if (LEGACY_INTERNALS in react) return;
  Object.defineProperty(react, LEGACY_INTERNALS, { value: { ReactCurrentOwner: { current: null }, ReactCurrentDispatcher: { current: null }, ReactCurrentBatchConfig: { transition: null } } });
}
