import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { lines, makeDocusaurusSite, text } from '../helpers.ts';

describe('a package that bundles React 17/18\'s JSX runtime', () => {
  it('renders its elements, as Docusaurus does on React 18 (dyte\'s @dytesdk/react-web-core)', { timeout: 60_000 }, async () => {
    const cwd = await makeDocusaurusSite({
      'node_modules/legacy-widget/package.json': JSON.stringify({ name: 'legacy-widget', version: '1.0.0', main: 'index.js' }),
      // React 17's production runtime, inlined as bundlers leave it: the element symbol through `h = Symbol.for`.
      'node_modules/legacy-widget/index.js': [
        'var element = 60103;',
        "if ('function' === typeof Symbol && Symbol.for) {",
        '  var h = Symbol.for;',
        '  element = h("react.element");',
        '}',
        'export function Badge(props) {',
        "  return { $$typeof: element, type: 'span', key: null, ref: null, props: { className: 'legacy-badge', children: props.label }, _owner: null };",
        '}',
      ].join('\n'),
      'docs/page.mdx': "import { Badge } from 'legacy-widget';\n\n# Page\n\n<Badge label=\"old runtime\" />\n",
    });
    const result = await build({ cwd, siteDir: 'site', write: false });
    expect(lines(result.diagnostics)).toEqual([]);
    expect(text(result.files, 'docs/page/index.html')).toContain('<span class="legacy-badge">old runtime</span>');
  });
});
