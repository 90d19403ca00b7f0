import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { lines, makeDocusaurusSite, text } from '../helpers.ts';

/** Prints the route context the page is rendered in. */
const WHERE = "import useRouteContext from '@docusaurus/useRouteContext';\n\nexport default function Where() {\n  const { plugin, data } = useRouteContext();\n  return <p className=\"where\">{`${plugin.name}/${plugin.id}${data ? ` ${JSON.stringify(data)}` : ''}`}</p>;\n}\n";
const page = (title: string): string => `import Where from '@site/src/components/Where';\n\n# ${title}\n\n<Where />\n`;

describe('@docusaurus/useRouteContext', () => {
  it("names the plugin whose route renders the page and its instance, in the layout's parts and in the content, as Docusaurus does; a plugin route's context data is reported as not passed on", async () => {
    const cwd = await makeDocusaurusSite({
      'docusaurus.config.js': [
        'module.exports = {',
        "  title: 'T',",
        "  url: 'https://t.example',",
        "  presets: [['classic', {}]],",
        "  plugins: [['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', routeBasePath: 'community' }], './plugins/changes.js'],",
        '};',
        '',
      ].join('\n'),
      // In the image of dyte's swizzled DocSidebar: the sidebar reads which docs instance the page is in.
      'src/theme/DocSidebar/Desktop/index.jsx': "import Original from '@theme-original/DocSidebar/Desktop';\nimport useRouteContext from '@docusaurus/useRouteContext';\n\nexport default function Desktop(props) {\n  const { plugin } = useRouteContext();\n  return <><p className=\"section\">{plugin.id}</p><Original {...props} /></>;\n}\n",
      'src/components/Where.jsx': WHERE,
      'plugins/changes.js': "const path = require('path');\nmodule.exports = function changes(context) {\n  return {\n    name: 'changes-plugin',\n    async contentLoaded({ actions }) {\n      const data = await actions.createData('feed.json', JSON.stringify({ feed: 'weekly' }));\n      actions.addRoute({ path: context.baseUrl + 'changes', component: path.join(__dirname, 'Changes.jsx'), context: { data }, exact: true });\n    },\n  };\n};\n",
      'plugins/Changes.jsx': "import useRouteContext from '@docusaurus/useRouteContext';\n\nexport default function Changes() {\n  const { plugin, data } = useRouteContext();\n  return <p className=\"where\">{`${plugin.name}/${plugin.id} ${JSON.stringify(data)}`}</p>;\n}\n",
      'docs/intro.mdx': page('Intro'),
      'community/team.mdx': page('Team'),
      'blog/2024-01-02-hello.mdx': `---\ntitle: Hello\n---\n\n${page('Hello').split('\n\n# Hello\n\n').join('\n\n')}`,
      'src/pages/about.mdx': page('About'),
    });
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics.filter((d) => d.code === 'plugins/unsupported' || d.severity === 'error'))).toEqual([
      "site/docusaurus.config.js:5:118 warning Plugin `changes-plugin` gives the route `/changes` a `context`, which docsgen does not pass on: `useRouteContext().data` is undefined there  plugins/unsupported",
    ]);
    const where = (path: string): string | undefined => /<p class="where">([^<]*)<\/p>/.exec(text(result.files, path))?.[1];
    expect(where('docs/intro/index.html')).toBe('docusaurus-plugin-content-docs/default');
    expect(where('community/team/index.html')).toBe('docusaurus-plugin-content-docs/community');
    expect(where('blog/2024/01/02/hello/index.html')).toBe('docusaurus-plugin-content-blog/default');
    expect(where('about/index.html')).toBe('docusaurus-plugin-content-pages/default');
    expect(where('changes/index.html')).toBe('changes-plugin/default undefined');
    expect(text(result.files, 'community/team/index.html')).toContain('<p class="section">community</p>');
    expect(text(result.files, 'docs/intro/index.html')).toContain('<p class="section">default</p>');
  });

  it('takes the docs section with the longest path for a page in two, as Docusaurus matches routes: /community under docs served at /', async () => {
    const cwd = await makeDocusaurusSite({
      'docusaurus.config.js': "module.exports = {\n  title: 'T',\n  url: 'https://t.example',\n  presets: [['classic', { blog: false, docs: { routeBasePath: '/' } }]],\n  plugins: [['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', routeBasePath: 'community' }]],\n};\n",
      'src/components/Where.jsx': WHERE,
      'docs/intro.mdx': page('Intro'),
      'community/team.mdx': page('Team'),
    });
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics.filter((d) => d.severity === 'error'))).toEqual([]);
    const where = (path: string): string | undefined => /<p class="where">([^<]*)<\/p>/.exec(text(result.files, path))?.[1];
    expect(where('intro/index.html')).toBe('docusaurus-plugin-content-docs/default');
    expect(where('community/team/index.html')).toBe('docusaurus-plugin-content-docs/community');
  });
});
