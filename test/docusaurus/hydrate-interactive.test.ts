import { mkdir, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { docusaurusConfig, lines, tempDir, text, writeFiles } from '../helpers.ts';
import { WHOLE_PAGE } from './whole-page-files.ts';

// In the image of Docusaurus sites' own components: none says 'use client', Docusaurus hydrates them all.
const COUNTER = "import React, { useState } from 'react';\n\nexport default function Counter({ start, children }) {\n  const [count, setCount] = useState(start);\n  return <div className=\"counter\"><button onClick={() => setCount(count + 1)}>{count}</button>{children}</div>;\n}\n";
const GREETING = "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';\n\nexport default function Greeting({ name }) {\n  const { siteConfig } = useDocusaurusContext();\n  return <p className=\"greeting\">{name} of {siteConfig.title}</p>;\n}\n";
const PICKER = "import { useState } from 'react';\n\nexport function usePick(): [number, (n: number) => void] {\n  return useState(1);\n}\n\nexport function pickLabel(n: number): string {\n  return `pick ${n}`;\n}\n\nexport default function Picker({ onPick }: { onPick: (n: number) => void }) {\n  const [value] = usePick();\n  return <span className=\"picker\" onClick={() => onPick(value)}>{pickLabel(value)}</span>;\n}\n";
const LEGACY = "const React = require('react');\nexports.Legacy = function Legacy() {\n  const [on] = React.useState(true);\n  return React.createElement('i', { className: 'legacy' }, String(on));\n};\n";
const FOOTER = "import { useState } from 'react';\nimport Original from '@theme-original/Footer';\nimport Counter from '@site/src/components/Counter';\n\nexport default function Footer(props) {\n  const [shown] = useState(true);\n  return <>{shown ? <Counter start={7} /> : null}<Original {...props} /></>;\n}\n";

const PAGE = [
  "import Counter from '@site/src/components/Counter';",
  "import Greeting from '@site/src/components/Greeting';",
  "import Picker, { pickLabel } from '@site/src/components/Picker';",
  "import { Legacy } from '@site/src/components/legacy.js';",
  '',
  '# Intro',
  '',
  '<Counter start={2}>Some **words**</Counter>',
  '',
  '<Greeting name="Ada" />',
  '',
  '<Picker onPick={(n) => console.log(n)} />',
  '',
  '{pickLabel(3)}',
  '',
  '<Legacy />',
  '',
].join('\n');

async function project(config: Record<string, string>, extra: Record<string, string> = {}): Promise<string> {
  const dir = await tempDir();
  await writeFiles(join(dir, 'site'), {
    ...config,
    'docs/intro.mdx': PAGE,
    'src/components/Counter.jsx': COUNTER,
    'src/components/Greeting.jsx': GREETING,
    'src/components/Picker.tsx': PICKER,
    'src/components/legacy.js': LEGACY,
    ...extra,
  });
  return dir;
}

const DOCUSAURUS = { 'docusaurus.config.js': docusaurusConfig("  themeConfig: { footer: { copyright: 'C' } },\n") };

describe('Components with behaviour in a Docusaurus project run in the browser, as Docusaurus hydrates them', () => {
  it("makes a component with state or handlers an island without 'use client'; one that only reads build-time data stays HTML", async () => {
    const result = await build({ cwd: await project(DOCUSAURUS), write: false });
    const page = text(result.files, 'docs/intro/index.html');
    expect(page).toMatch(/<docsgen-island data-island="c[0-9a-f]{8}:default" data-props="\{&quot;start&quot;:2\}"[^>]*><div class="counter"><button>2<\/button><docsgen-slot>Some <strong>words<\/strong><\/docsgen-slot><\/div><\/docsgen-island>/);
    expect(page).toContain('<p class="greeting">Ada<!-- --> of <!-- -->T</p>');
    expect(page).not.toMatch(/<docsgen-island[^>]*><p class="greeting">/);
    // Its hooks and helpers are left as they are: only a component named in capitals is an island.
    expect(page).toContain('pick 3');
    // A CommonJS file's exports cannot be wrapped one by one: it stays HTML, as it was.
    expect(page).toContain('<i class="legacy">true</i>');
    const scripts = [...result.files.keys()].filter((path) => path.endsWith('.js')).map((path) => text(result.files, path));
    expect(scripts.some((script) => script.includes('"counter"'))).toBe(true);
  });

  it('writes a component given a prop that is not data as HTML, with one warning at the place the page gives it', async () => {
    const result = await build({ cwd: await project(DOCUSAURUS), write: false });
    expect(lines(result.diagnostics.filter((d) => d.code === 'components/not-hydrated'))).toEqual([
      'site/docs/intro.mdx:12:1 warning <Picker> is HTML without its behaviour: its prop onPick (a function) cannot be sent to the browser  components/not-hydrated',
    ]);
    const page = text(result.files, 'docs/intro/index.html');
    expect(page).toContain('<span class="picker">pick 1</span>');
    expect(page).not.toMatch(/<docsgen-island[^>]*><span class="picker">/);
  });

  it('sends the React elements a component is given as props as their server HTML, so it is still an island (apify\'s tabs of elements)', async () => {
    const tabs = "import { useState } from 'react';\n\nexport default function ItemTabs({ items }) {\n  const [at, setAt] = useState(0);\n  return <div className=\"item-tabs\">{items.map((item, index) => <button key={index} onClick={() => setAt(index)}>{item.title}</button>)}<div className=\"item-tabs__panel\">{items[at].content}</div></div>;\n}\n";
    const page = "import ItemTabs from '@site/src/components/ItemTabs';\n\n# Tabs\n\n<ItemTabs items={[{ title: <b>One</b>, content: <p>First <em>panel</em></p> }, { title: 'Two', content: <p>Second</p> }]} />\n";
    const result = await build({ cwd: await project(DOCUSAURUS, { 'src/components/ItemTabs.jsx': tabs, 'docs/tabs.mdx': page }), write: false });
    expect(lines(result.diagnostics).filter((line) => line.includes('docs/tabs.mdx'))).toEqual([]);
    const html = text(result.files, 'docs/tabs/index.html');
    // The server renders each element where the component puts it, in a slot the browser renders the same.
    expect(html).toMatch(/<docsgen-island data-island="c[0-9a-f]{8}:default" data-props="[^"]*"[^>]*><div class="item-tabs"><button><docsgen-slot data-prop=""><b>One<\/b><\/docsgen-slot><\/button><button>Two<\/button><div class="item-tabs__panel"><docsgen-slot data-prop=""><p>First <em>panel<\/em><\/p><\/docsgen-slot><\/div><\/div><\/docsgen-island>/);
    // The browser gets every element's HTML, the panel not shown yet included.
    const props = JSON.parse(/data-props="([^"]*)"/.exec(html.slice(html.indexOf('item-tabs') - 400))![1]!.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&'));
    expect(props).toEqual({ items: [{ title: { 'docsgen:html': '<b>One</b>' }, content: { 'docsgen:html': '<p>First <em>panel</em></p>' } }, { title: 'Two', content: { 'docsgen:html': '<p>Second</p>' } }] });
  });

  it("hydrates a React page whole when a component in it needs the page's providers (apify's API page), and keeps small islands where they stand alone", async () => {
    const result = await build({ cwd: await project(DOCUSAURUS, WHOLE_PAGE), write: false });
    expect(lines(result.diagnostics).filter((line) => !line.includes('docs/intro.mdx'))).toEqual([]);
    const api = text(result.files, 'api/index.html');
    // One island, the page's component (it takes no props: none sent), the tabs inside it rendered with the provider's value.
    expect(api).toMatch(/<docsgen-island data-island="c[0-9a-f]{8}:default" data-props="\{\}" data-prefix="[^"]*"><div class="api-page"><div class="accent-tabs accent-teal"><button>One<\/button><button>Two<\/button><p>One<\/p><\/div><\/div><\/docsgen-island>/);
    expect(api.match(/<docsgen-island/g)).toHaveLength(1);
    // Head tags the page writes still go to the head (the browser renders none where they were).
    expect(api).toMatch(/<head>[\s\S]*<meta name="keywords" content="accent"[\s\S]*<\/head>/);
    // The page's module is in the browser bundle, with the component it renders.
    const scripts = [...result.files.keys()].filter((path) => path.endsWith('.js')).map((path) => text(result.files, path));
    expect(scripts.some((script) => script.includes('"api-page"'))).toBe(true);
    // A page that reads its props (Docusaurus gives `config`) gets them in the browser too.
    expect(text(result.files, 'configured/index.html')).toMatch(/<docsgen-island data-island="c[0-9a-f]{8}:default" data-props="\{&quot;config&quot;:\{[^"]*&quot;title&quot;:&quot;T&quot;[^"]*\}" data-prefix="[^"]*"><p class="configured">T<\/p>/);
    // A component that stands on its own stays its own island on a React page.
    expect(text(result.files, 'count/index.html')).toMatch(/<div class="count-page"><docsgen-island data-island="c[0-9a-f]{8}:default" data-props="\{&quot;start&quot;:5\}"/);
  });

  it('leaves a swizzled theme component HTML and makes the components it renders islands', async () => {
    const result = await build({ cwd: await project(DOCUSAURUS, { 'src/theme/Footer.jsx': FOOTER }), write: false });
    const page = text(result.files, 'docs/intro/index.html');
    expect(page).toMatch(/<docsgen-island data-island="c[0-9a-f]{8}:default" data-props="\{&quot;start&quot;:7\}"[^>]*><div class="counter"><button>7<\/button><\/div><\/docsgen-island><footer/);
  });

  it('makes a component that renders the classic navbar items an island, which the browser bundle builds (dyte\'s SidebarMenu)', async () => {
    const menu = [
      "import { useState } from 'react';",
      "import DocsVersionDropdownNavbarItem from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';",
      "import LocaleDropdownNavbarItem from '@theme/NavbarItem/LocaleDropdownNavbarItem';",
      "import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';",
      '',
      'export default function SidebarMenu() {',
      '  const [open, setOpen] = useState(false);',
      '  return <div className="sidebar-menu" onClick={() => setOpen(!open)}><DefaultNavbarItem to="/docs/intro" label="Intro" /><DocsVersionDropdownNavbarItem /><LocaleDropdownNavbarItem /></div>;',
      '}',
    ].join('\n');
    const result = await build({ cwd: await project(DOCUSAURUS, { 'src/components/SidebarMenu.jsx': menu, 'docs/menu.mdx': "import SidebarMenu from '@site/src/components/SidebarMenu';\n\n# Menu\n\n<SidebarMenu />\n" }), write: false });
    expect(lines(result.diagnostics).filter((line) => !line.includes('docs/intro.mdx'))).toEqual([]);
    expect(text(result.files, 'docs/menu/index.html')).toMatch(/<docsgen-island data-island="c[0-9a-f]{8}:default"[^>]*><div class="sidebar-menu"><a href="\/docs\/intro" class="navbar__link">Intro<\/a><\/div><\/docsgen-island>/);
  });

  it("leaves a theme's components HTML (a plugin's getThemePath): they are its layout and Markdown's elements", async () => {
    const config = {
      'docusaurus.config.js': docusaurusConfig("  plugins: ['./plugins/theme-links'],\n"),
      'plugins/theme-links/index.js': "const path = require('path');\nmodule.exports = function themeLinks() {\n  return { name: 'theme-links', getThemePath: () => path.join(__dirname, 'theme') };\n};\n",
      'plugins/theme-links/theme/Hard/index.jsx': "export default function Hard({ href, children }) {\n  return <a className=\"hard\" href={href} onClick={(e) => { e.preventDefault(); window.location.assign(href); }}>{children}</a>;\n}\n",
      'docs/links.mdx': "import Hard from '@theme/Hard';\n\n# Links\n\n<Hard href=\"/docs/intro\">Intro</Hard>\n",
    };
    const result = await build({ cwd: await project(config), write: false });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const page = text(result.files, 'docs/links/index.html');
    expect(page).toContain('<a class="hard" href="/docs/intro">Intro</a>');
    expect(page).not.toContain('<docsgen-island data-island="c');
  });

  it("leaves a module's classes and a workspace package's exports as they are: only the site's components become islands", async () => {
    const dir = await tempDir();
    await writeFiles(dir, {
      // A workspace package, linked into node_modules, read by its real path outside it; its build holds hooks.
      'packages/editor/package.json': '{ "name": "@acme/editor", "version": "1.0.0", "main": "dist/index.js" }\n',
      'packages/editor/dist/index.js': "import { useState } from 'react';\nexport function useDraft() { return useState(''); }\nexport function Editor(config) { return { kind: 'editor', name: config.name }; }\n",
    });
    await writeFiles(join(dir, 'site'), {
      'docusaurus.config.js': docusaurusConfig(),
      'src/lib/model.js': "import { useState } from 'react';\nexport class Base { hello() { return 'hi'; } }\nexport function useCounter() { const [n, set] = useState(0); return [n, () => set(n + 1)]; }\n",
      'src/components/Thing.jsx': "import { Base } from '../lib/model';\nimport { Editor } from '@acme/editor';\nclass Sub extends Base {}\nexport default function Thing() {\n  return <p className=\"thing\">{new Sub().hello()} {Editor({ name: 'ed' }).kind}</p>;\n}\n",
      'docs/thing.mdx': "import Thing from '@site/src/components/Thing';\n\n# Thing\n\n<Thing />\n",
    });
    await mkdir(join(dir, 'site', 'node_modules', '@acme'), { recursive: true });
    await symlink(join(dir, 'packages', 'editor'), join(dir, 'site', 'node_modules', '@acme', 'editor'), 'dir');
    const result = await build({ cwd: dir, write: false });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(text(result.files, 'docs/thing/index.html')).toContain('<p class="thing">hi<!-- --> <!-- -->editor</p>');
  });

  it("is off in a docsgen site unless components.hydrateInteractive is set: only 'use client' files run in the browser", async () => {
    const docsgen = (extra: string) => ({ 'config.yaml': `title: T\nurl: https://t.dev\ndocs:\n  path: docs\n  routeBasePath: /docs\n${extra}` });
    const off = await build({ cwd: await project(docsgen('')), write: false });
    expect(text(off.files, 'docs/intro/index.html')).not.toContain('<docsgen-island data-island="c');
    const on = await build({ cwd: await project(docsgen('components:\n  hydrateInteractive: true\n')), write: false });
    expect(text(on.files, 'docs/intro/index.html')).toMatch(/<docsgen-island data-island="c[0-9a-f]{8}:default"[^>]*><div class="counter">/);
  });
});
