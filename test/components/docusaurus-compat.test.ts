import { describe, expect, it } from 'vitest';
import { buildError, makeSite } from '../helpers.ts';

describe('Docusaurus sites as they are written', () => {
  it('reports a file a webpack loader chain docsgen does not run cannot give, instead of crashing', async () => {
    const cwd = await makeSite({
      'pages/index.mdx': "import Example from '!!raw-loader!custom-loader!./example.js';\n\n# Home\n\n<pre>{Example}</pre>\n",
      'pages/example.js': 'console.log(1);\n',
    });
    const error = await buildError(cwd);
    expect(error.diagnostics.some((d) => d.severity === 'error' && typeof d.file === 'string' && d.message.includes('custom-loader!./example.js'))).toBe(true);
  });
});
