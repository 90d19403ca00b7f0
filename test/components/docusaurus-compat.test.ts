import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { buildError, makeSite, text } from '../helpers.ts';

describe('Docusaurus sites as they are written', () => {
  it("applies a layout override written Docusaurus's way, src/theme/<Name>/index.tsx, when the site has no theme/ folder", async () => {
    const cwd = await makeSite(
      {
        'pages/index.md': '# Home\n',
        'src/theme/Footer/index.tsx': 'export default function Footer() {\n  return <footer className="site-footer">Made by Acme</footer>;\n}\n',
      },
      'title: T\nurl: https://t.dev\nfooter:\n  copyright: Acme Inc.\n',
    );
    const result = await build({ cwd, write: false });
    expect(result.diagnostics).toEqual([]);
    expect(text(result.files, 'index.html')).toContain('<footer class="site-footer">Made by Acme</footer>');
  });

  it('reports a file a webpack loader chain docsgen does not run cannot give, instead of crashing', async () => {
    const cwd = await makeSite({
      'pages/index.mdx': "import Example from '!!raw-loader!custom-loader!./example.js';\n\n# Home\n\n<pre>{Example}</pre>\n",
      'pages/example.js': 'console.log(1);\n',
    });
    const error = await buildError(cwd);
    expect(error.diagnostics.some((d) => d.severity === 'error' && typeof d.file === 'string' && d.message.includes('custom-loader!./example.js'))).toBe(true);
  });
});
