import { cp, readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { fixturesDir, makeDocusaurusSite, tempDir, writeFiles } from '../helpers.ts';

describe('a CommonJS React package the site depends on (react-lite-youtube-embed\'s kind)', () => {
  it('renders on the server, and bundles for an island, with its require(\'react\') and require(\'react/jsx-runtime\') given docsgen\'s React', async () => {
    const dir = await tempDir();
    await cp(join(fixturesDir, 'packages', 'cjs-youtube-embed'), join(dir, 'site', 'node_modules', 'cjs-youtube-embed'), { recursive: true });
    await writeFiles(join(dir, 'site'), {
      'docusaurus.config.js': "module.exports = {\n  title: 'T',\n  url: 'https://t.example',\n  presets: [['classic', { blog: false }]],\n};\n",
      'docs/video.md': "import LiteYouTubeEmbed from 'cjs-youtube-embed';\n\n# Video\n\n<LiteYouTubeEmbed id=\"abc\" title=\"Demo\" />\n",
      'src/components/Player.jsx': "'use client';\nimport LiteYouTubeEmbed from 'cjs-youtube-embed';\n\nexport default function Player(props) {\n  return <LiteYouTubeEmbed id={props.id} title=\"Island\" />;\n}\n",
      'docs/island.md': "import Player from '@site/src/components/Player';\n\n# Island\n\n<Player id=\"xyz\" />\n",
    });
    const result = await build({ cwd: dir });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const page = (path: string): Promise<string> => readFile(join(dir, 'site', 'build', path), 'utf8');
    expect(await page('docs/video/index.html')).toContain('<article class="yt-lite" data-title="Demo" style="background-image:url(https://i.ytimg.com/vi/abc/hqdefault.jpg)"><button type="button" class="lty-playbtn" aria-label="Watch Demo"></button></article>');
    expect(await page('docs/island/index.html')).toContain('<article class="yt-lite" data-title="Island"');
    // The island's browser code holds the package, its require('react') bundled with React.
    const js = join(dir, 'site', 'build', 'assets', 'js');
    const chunks = await Promise.all((await readdir(js)).filter((name) => name.endsWith('.js')).map((name) => readFile(join(js, name), 'utf8')));
    expect(chunks.some((code) => code.includes('lty-playbtn'))).toBe(true);
    expect(chunks.filter((code) => code.includes('Dynamic require'))).toEqual([]);
  });
});

describe('a package with both an ES module and a CommonJS build', () => {
  it('is bundled from its ES module build on the server, as webpack resolves it, so an ES module package importing its default gets the real default', async () => {
    const dir = await makeDocusaurusSite({
      'docusaurus.config.js': "module.exports = {\n  title: 'T',\n  url: 'https://t.example',\n  presets: [['classic', { blog: false }]],\n};\n",
      // styled-components' shape: a CommonJS build marked __esModule, and an ES module build.
      'node_modules/styled-lib/package.json': JSON.stringify({ name: 'styled-lib', main: 'cjs.js', module: 'esm.js' }),
      'node_modules/styled-lib/cjs.js': "Object.defineProperty(exports, '__esModule', { value: true });\nconst styled = (tag) => tag;\nstyled.div = () => 'div from styled-lib';\nexports.default = styled;\n",
      'node_modules/styled-lib/esm.js': "const styled = (tag) => tag;\nstyled.div = () => 'div from styled-lib';\nexport default styled;\n",
      // A UI library published as ES modules (`"type": "module"`), which Node's interop would give module.exports.
      'node_modules/ui-lib/package.json': JSON.stringify({ name: 'ui-lib', type: 'module', main: 'index.js' }),
      'node_modules/ui-lib/index.js': "import styled from 'styled-lib';\nexport const label = styled.div();\n",
      'docs/intro.mdx': "import { label } from 'ui-lib';\n\n# Intro\n\n<p className=\"label\">{label}</p>\n",
    });
    const result = await build({ cwd: dir });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(await readFile(join(dir, 'site', 'build', 'docs', 'intro', 'index.html'), 'utf8')).toContain('<p class="label">div from styled-lib</p>');
  });
});

describe('styled-components on the server', () => {
  it('writes the CSS a page\'s styled components render into the page\'s stylesheet, as its ServerStyleSheet collects it', async () => {
    const dir = await makeDocusaurusSite({
      'docusaurus.config.js': "module.exports = {\n  title: 'T',\n  url: 'https://t.example',\n  presets: [['classic', { blog: false }]],\n};\n",
      // styled-components' server API in miniature: rules are written while rendering, into the sheet whose collectStyles wraps the tree.
      'node_modules/styled-components/package.json': JSON.stringify({ name: 'styled-components', main: 'index.js' }),
      'node_modules/styled-components/index.js': [
        "const React = require('react');",
        'const Context = React.createContext(null);',
        'class ServerStyleSheet {',
        '  constructor() { this.rules = []; this.sealed = false; }',
        '  collectStyles(children) { return React.createElement(Context.Provider, { value: this }, children); }',
        "  getStyleTags() { return `<style data-styled=\"active\">${this.rules.join('')}</style>`; }",
        '  seal() { this.sealed = true; }',
        '}',
        'const styled = (tag) => (strings) => function Styled(props) {',
        '  const sheet = React.useContext(Context);',
        "  const className = 'sc-' + strings.join('').length;",
        "  if (sheet) sheet.rules.push(`.${className}{${strings.join('')}}`);",
        '  return React.createElement(tag, { className }, props.children);',
        '};',
        "styled.div = styled('div');",
        "Object.defineProperty(exports, '__esModule', { value: true });",
        'exports.default = styled;',
        'exports.ServerStyleSheet = ServerStyleSheet;',
      ].join('\n'),
      'src/components/Banner.jsx': "import styled from 'styled-components';\n\nconst Box = styled.div`color: rebeccapurple;`;\n\nexport default function Banner() {\n  return <Box>Styled banner</Box>;\n}\n",
      'docs/intro.mdx': "import Banner from '@site/src/components/Banner';\n\n# Intro\n\n<Banner />\n",
      'docs/plain.md': '# Plain\n\nNo components.\n',
    });
    const result = await build({ cwd: dir });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const html = await readFile(join(dir, 'site', 'build', 'docs', 'intro', 'index.html'), 'utf8');
    expect(html.match(/<div[^>]*>Styled banner/)?.[0]).toBe('<div class="sc-21">Styled banner');
    const stylesheet = /<link rel="stylesheet" href="\/(assets\/css\/components\.[0-9a-f]{8}\.css)"/.exec(html)?.[1];
    expect(stylesheet).toBeDefined();
    expect(await readFile(join(dir, 'site', 'build', stylesheet!), 'utf8')).toContain('.sc-21{color: rebeccapurple;}');
  });
});
