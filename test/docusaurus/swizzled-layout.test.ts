import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { lines, makeDocusaurusSite, text } from '../helpers.ts';

// In the image of react-native-website's src/theme/DocVersionBanner: the classic theme's
// component as the site rewrote it, reading the page's version through Docusaurus's hooks.
const BANNER = [
  "import Link from '@docusaurus/Link';",
  "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';",
  "import {useActivePlugin, useDocsVersion, useDocVersionSuggestions} from '@docusaurus/plugin-content-docs/client';",
  "import {ThemeClassNames} from '@docusaurus/theme-common';",
  "import Translate from '@docusaurus/Translate';",
  '',
  'export default function DocVersionBanner() {',
  '  const version = useDocsVersion();',
  '  const {siteConfig} = useDocusaurusContext();',
  '  const {pluginId} = useActivePlugin({failfast: true});',
  '  const {latestDocSuggestion, latestVersionSuggestion} = useDocVersionSuggestions(pluginId);',
  '  if (!version.banner) return null;',
  '  return (',
  '    <div className={`${ThemeClassNames.docs.docVersionBanner} alert alert--warning`} role="alert">',
  '      {siteConfig.title} {version.label} is {version.banner}: see <Link to={latestDocSuggestion.path}>{latestVersionSuggestion.label}</Link>',
  "      <Translate id=\"theme.docs.versions.latestVersionSuggestionLabel\" values={{versionLabel: <b>{latestVersionSuggestion.label}</b>}}>{'Latest: {versionLabel}.'}</Translate>",
  '    </div>',
  '  );',
  '}',
  '',
].join('\n');

async function site(banner: string): Promise<string> {
  const dir = await makeDocusaurusSite({
    'docusaurus.config.js': "module.exports = { title: 'Kit', url: 'https://kit.example', presets: [['classic', { blog: false }]] };\n",
    'versions.json': '["1.0"]\n',
    'docs/intro.md': '# Intro\n',
    'versioned_docs/version-1.0/intro.md': '# Intro\n',
    'versioned_sidebars/version-1.0-sidebars.json': '{ "docs": ["intro"] }\n',
    'src/theme/DocVersionBanner/index.jsx': banner,
  });
  return dir;
}

describe("a Docusaurus site's swizzled layout parts", () => {
  it('renders `src/theme/DocVersionBanner` in place of docsgen\'s banner, with the page\'s version from the hooks', async () => {
    const result = await build({ cwd: await site(BANNER), write: false });
    expect(lines(result.diagnostics).filter((line) => /swizzle|theme-part/.test(line))).toEqual([]);
    const next = text(result.files, 'docs/next/intro/index.html');
    expect(next).toContain('<div class="theme-part"><div class="theme-doc-version-banner alert alert--warning" role="alert">Kit<!-- --> <!-- -->Next<!-- --> is <!-- -->unreleased<!-- -->: see <a href="/docs/intro">1.0</a>Latest: <b>1.0</b>.</div></div>');
    expect(next).not.toContain('notice--version');
    // The latest version shows no banner.
    expect(text(result.files, 'docs/intro/index.html')).not.toContain('theme-doc-version-banner');
  });

  it("wraps docsgen's banner through @theme-original/DocVersionBanner", async () => {
    const wrapper = "import Original from '@theme-original/DocVersionBanner';\n\nexport default function DocVersionBanner() {\n  return <div className=\"own-banner\"><Original /></div>;\n}\n";
    const result = await build({ cwd: await site(wrapper), write: false });
    expect(text(result.files, 'docs/next/intro/index.html')).toMatch(/<div class="own-banner"><div class="theme-doc-version-banner notice notice--version" role="note" data-version-banner="unreleased">/);
  });

  it("uses docsgen's banner, with one located warning, when the site's throws", async () => {
    const failing = "export default function DocVersionBanner({ versionMetadata }) {\n  return <div>{versionMetadata.label}</div>;\n}\n";
    const result = await build({ cwd: await site(failing), write: false });
    expect(lines(result.diagnostics).filter((line) => line.includes('theme-part'))).toEqual([
      "site/src/theme/DocVersionBanner/index.jsx:1:1 warning The site's `DocVersionBanner` failed on /docs/next/intro: Cannot read properties of undefined (reading 'label'); docsgen's own is used  components/theme-part-failed",
    ]);
    expect(text(result.files, 'docs/next/intro/index.html')).toContain('data-version-banner="unreleased"');
  });
});
