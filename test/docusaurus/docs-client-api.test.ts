import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { tempDir, text, writeFiles } from '../helpers.ts';

/** In the image of react-native-website: a helper reads the page's docs version, and docs of every version show it. */
const versionHelper = [
  "import {useActiveVersion, useActiveDocContext, useVersions, useLatestVersion, useDocVersionSuggestions} from '@docusaurus/plugin-content-docs/client';",
  '',
  'export function getCurrentVersion() {',
  '  const version = useActiveVersion(undefined);',
  "  return version.label === 'Next' ? 'latest' : version.label;",
  '}',
  '',
  'export function VersionInfo() {',
  '  const { activeDoc, alternateDocVersions } = useActiveDocContext();',
  '  const { latestDocSuggestion } = useDocVersionSuggestions();',
  "  const others = Object.entries(alternateDocVersions).map(([name, doc]) => `${name}=${doc.path}`).join(' ');",
  "  return <p className=\"version-info\">{getCurrentVersion()} | {activeDoc?.id} | {useVersions().map((v) => v.name).join(',')} | {useLatestVersion().name} | {latestDocSuggestion?.path} | {others}</p>;",
  '}',
  '',
].join('\n');

describe("Docusaurus's docs client API (@docusaurus/plugin-content-docs/client)", () => {
  it("gives a component the page's docs version and doc, the versions and the latest, from the docs plugin's data", async () => {
    const cwd = await tempDir();
    const page = (title: string) => `import {VersionInfo} from '@site/src/getCurrentVersion';\n\n# ${title}\n\n<VersionInfo />\n`;
    await writeFiles(join(cwd, 'site'), {
      'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/rn/', presets: [['classic', { blog: false }]] };\n",
      'src/getCurrentVersion.tsx': versionHelper,
      'docs/intro.md': '# Intro\n',
      'docs/style.mdx': page('Style'),
      'versions.json': '["0.85", "0.84"]\n',
      'versioned_docs/version-0.85/intro.md': '# Intro\n',
      'versioned_docs/version-0.85/style.mdx': page('Style'),
      'versioned_docs/version-0.84/intro.md': '# Intro\n',
      'versioned_docs/version-0.84/style.mdx': page('Style'),
    });
    const result = await build({ cwd, write: false });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const versions = 'current,0.85,0.84';
    const others = 'current=/rn/docs/next/style 0.85=/rn/docs/style 0.84=/rn/docs/0.84/style';
    const info = (html: string) => /<p class="version-info">(.*?)<\/p>/.exec(html)?.[1]?.replaceAll('<!-- -->', '');
    expect(info(text(result.files, 'docs/next/style/index.html'))).toBe(`latest | style | ${versions} | 0.85 | /rn/docs/style | ${others}`);
    expect(info(text(result.files, 'docs/style/index.html'))).toBe(`0.85 | style | ${versions} | 0.85 | /rn/docs/style | ${others}`);
    expect(info(text(result.files, 'docs/0.84/style/index.html'))).toBe(`0.84 | style | ${versions} | 0.85 | /rn/docs/style | ${others}`);
  });

  it("gives any component each version's sidebars (their first page) and each doc's sidebar, as Docusaurus's global data has them", async () => {
    const cwd = await tempDir();
    // In the image of a site's card that links to a sidebar's first page, outside the navbar.
    const card = [
      "import {useLayoutDocsSidebar} from '@docusaurus/plugin-content-docs/client';",
      "import {usePluginData} from '@docusaurus/useGlobalData';",
      '',
      'export default function SidebarCard({ sidebar }) {',
      '  const { link } = useLayoutDocsSidebar(sidebar);',
      "  const data = usePluginData('docusaurus-plugin-content-docs');",
      "  const doc = data.versions[0].docs.find((each) => each.id === 'guides/install');",
      '  return <a className="sidebar-card" href={link.path} data-doc-sidebar={doc.sidebar}>{link.label}</a>;',
      '}',
      '',
    ].join('\n');
    await writeFiles(join(cwd, 'site'), {
      'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example', presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js' } }]] };\n",
      'sidebars.js': "module.exports = { docs: ['intro'], guides: [{ type: 'category', label: 'Guides', items: [{ type: 'doc', id: 'guides/install', label: 'Installing' }] }] };\n",
      'src/components/SidebarCard.jsx': card,
      'docs/intro.mdx': "import SidebarCard from '@site/src/components/SidebarCard';\n\n# Intro\n\n<SidebarCard sidebar=\"guides\" />\n",
      'docs/guides/install.md': '# Install\n',
    });
    const result = await build({ cwd, write: false });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(text(result.files, 'docs/intro/index.html')).toContain('<a class="sidebar-card" href="/docs/guides/install" data-doc-sidebar="guides">Installing</a>');
  });
});
