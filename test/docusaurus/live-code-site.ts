/**
 * A Docusaurus site with live code blocks, in the image of dyte's: `@docusaurus/theme-live-codeblock`
 * in `themes` (here a small stand-in package with the theme's component names and its
 * `validateThemeConfig`), the site's own `src/theme/ReactLiveScope`, and an MDX page with a
 * ```` ```js live ```` block. The stand-in's playground evaluates the code with the scope
 * (the real one compiles JSX with react-live); on the server it shows the code and `Loading...`.
 * As the theme before 3.8.0 (`before38`), it has no `LiveCodeBlock`: its `CodeBlock` wrapper
 * renders a live block as the Playground.
 */
import { join } from 'node:path';
import { docusaurusConfig, tempDir, writeFiles } from '../helpers.ts';

const THEME = 'node_modules/@docusaurus/theme-live-codeblock';

const files: Record<string, string> = {
  'docusaurus.config.js': docusaurusConfig("  themes: ['@docusaurus/theme-live-codeblock'],\n"),
  [`${THEME}/package.json`]: JSON.stringify({ name: '@docusaurus/theme-live-codeblock', version: '3.0.0', main: 'lib/index.js' }),
  [`${THEME}/lib/index.js`]: [
    'module.exports = function themeLiveCodeblock() {',
    "  return { name: 'docusaurus-theme-live-codeblock', getThemePath: () => './theme' };",
    '};',
    "module.exports.validateThemeConfig = ({ themeConfig }) => ({ liveCodeBlock: { playgroundPosition: 'bottom', ...themeConfig.liveCodeBlock } });",
  ].join('\n'),
  [`${THEME}/lib/theme/LiveCodeBlock/index.js`]: [
    "import React from 'react';",
    "import Playground from '@theme/Playground';",
    "import ReactLiveScope from '@theme/ReactLiveScope';",
    'export default function LiveCodeBlock(props) {',
    '  return React.createElement(Playground, { scope: ReactLiveScope, ...props });',
    '}',
  ].join('\n'),
  [`${THEME}/lib/theme/ReactLiveScope/index.js`]: "import React from 'react';\nexport default { React };\n",
  [`${THEME}/lib/theme/Playground/index.js`]: [
    "import React, { useEffect, useState } from 'react';",
    "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';",
    'function run(code, scope) {',
    '  try {',
    "    return new Function(...Object.keys(scope), 'return (' + code + ')')(...Object.values(scope));",
    '  } catch (error) {',
    "    return React.createElement('pre', { className: 'playground__error' }, String(error.message));",
    '  }',
    '}',
    'export default function Playground({ children, scope, className }) {',
    '  const { siteConfig } = useDocusaurusContext();',
    '  const [code, setCode] = useState(children.replace(/\\n$/, ""));',
    '  const [mounted, setMounted] = useState(false);',
    '  useEffect(() => setMounted(true), []);',
    "  return React.createElement('div', { className: 'playground', 'data-position': siteConfig.themeConfig.liveCodeBlock.playgroundPosition },",
    "    React.createElement('pre', { className: 'playground__code ' + className }, code),",
    "    React.createElement('textarea', { className: 'playground__editor', value: code, onChange: (event) => setCode(event.target.value) }),",
    "    React.createElement('div', { className: 'playground__preview' }, mounted ? run(code, scope) : 'Loading...'));",
    '}',
  ].join('\n'),
  // Swizzled, as dyte's: the site's components in the live code's scope.
  'src/theme/ReactLiveScope/index.js': [
    "import React from 'react';",
    "const Greeting = ({ name }) => React.createElement('strong', { className: 'greeting' }, 'Hello, ' + name);",
    'export default { React, Greeting };',
  ].join('\n'),
  'docs/live.mdx': [
    '# Live',
    '',
    '```js live',
    "React.createElement(Greeting, { name: 'docs' })",
    '```',
    '',
    'Not live:',
    '',
    '```js',
    'const same = 1;',
    '```',
    '',
  ].join('\n'),
};

/** The 3.7.0 theme's `CodeBlock`, which wraps the classic one. */
const CODE_BLOCK_BEFORE_38 = [
  "import React from 'react';",
  "import Playground from '@theme/Playground';",
  "import ReactLiveScope from '@theme/ReactLiveScope';",
  "import CodeBlock from '@theme-init/CodeBlock';",
  'export default function LiveCodeBlockEnhancer(props) {',
  '  return props.live ? React.createElement(Playground, { scope: ReactLiveScope, ...props }) : React.createElement(CodeBlock, props);',
  '}',
].join('\n');

/** The site folder's parent (the `cwd` to build in); the site is `site/`. */
export async function liveCodeSite(options: { before38?: boolean } = {}): Promise<string> {
  const cwd = await tempDir();
  const theme = { ...files };
  if (options.before38) {
    delete theme[`${THEME}/lib/theme/LiveCodeBlock/index.js`];
    theme[`${THEME}/lib/theme/CodeBlock/index.js`] = CODE_BLOCK_BEFORE_38;
    theme[`${THEME}/package.json`] = JSON.stringify({ name: '@docusaurus/theme-live-codeblock', version: '3.7.0', main: 'lib/index.js' });
  }
  await writeFiles(join(cwd, 'site'), theme);
  return cwd;
}
