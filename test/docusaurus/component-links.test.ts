import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { buildError, docusaurusConfig, lines, makeDocusaurusSite, runDocsgen, text } from '../helpers.ts';

// In the image of react-native-website: `<RNRepoLink href="/packages/…">` makes a GitHub URL of
// a repository path (with the classic theme's MDX `a`), under `onBrokenLinks: 'throw'`.
const REPO_LINK = [
  "import A from '@theme/MDXComponents/A';",
  '',
  'export default function RepoLink({ href, children }) {',
  '  return <A href={`https://github.com/acme/kit/blob/main/${href.replace(/^\\//, "")}`}>{children}</A>;',
  '}',
  '',
].join('\n');
// A card that renders its `href` through Link: the link is the page's, and checked.
const CARD = "import Link from '@docusaurus/Link';\n\nexport default function Card({ href, title }) {\n  return <Link className=\"card\" to={href}>{title}</Link>;\n}\n";

async function site(page: string): Promise<string> {
  const dir = await makeDocusaurusSite({
    'docusaurus.config.js': docusaurusConfig("  onBrokenLinks: 'throw',\n"),
    'docs/intro.md': '# Intro\n',
    'docs/types.mdx': `import RepoLink from '@site/src/components/RepoLink';\nimport Card from '@site/src/components/Card';\n\n# Types\n\n${page}\n`,
    'src/components/RepoLink.jsx': REPO_LINK,
    'src/components/Card.jsx': CARD,
  });
  return dir;
}

describe("a component's link props, checked as the rendered page has them", () => {
  it("leaves out a prop the component turns into another URL: no broken link, the page has the component's URL", async () => {
    const cwd = await site('All types are in <RepoLink href="/packages/kit/types/index.d.ts">`index.d.ts`</RepoLink>; see <Card href="/docs/intro" title="Intro" />.');
    const result = await build({ cwd, siteDir: 'site', write: false });
    expect(lines(result.diagnostics).filter((line) => line.includes('links/'))).toEqual([]);
    const html = text(result.files, 'docs/types/index.html');
    expect(html).toContain('<a href="https://github.com/acme/kit/blob/main/packages/kit/types/index.d.ts"');
    expect(html).toContain('<a href="/docs/intro" class="card">Intro</a>');
    const run = await runDocsgen(['build', '--site', 'site'], { cwd });
    expect(run.code).toBe(0);
  });

  it('checks a prop the component renders as a link of the site: a broken one fails the build under `onBrokenLinks: throw`', async () => {
    const cwd = await site('<RepoLink href="/packages/kit/src">sources</RepoLink> and <Card href="/docs/nowhere" title="Gone" />');
    const error = await buildError(cwd);
    expect(lines(error.diagnostics).filter((line) => line.includes('links/'))).toEqual([
      'site/docs/types.mdx:6:59 error Broken link to `/docs/nowhere`: no page has the route `/docs/nowhere`  links/broken-link',
    ]);
    const run = await runDocsgen(['build', '--site', 'site'], { cwd });
    expect(run.code).toBe(1);
    expect(run.stderr).not.toContain('/packages/kit');
  });
});
