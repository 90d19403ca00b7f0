import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { copySite, lines, text } from '../helpers.ts';

/**
 * The fixture is in the image of apify-docs: docusaurus-plugin-openapi-docs writes into the docs
 * plugin instance its `docsPluginId` names (`openapi`: `sources/api`, served at `/api/v2`), whose
 * sidebars.js walks the plugin's generated sidebar.ts and names the pages by the plugin's ids.
 */
describe('docusaurus-plugin-openapi-docs: the docs plugin instance `docsPluginId` names', async () => {
  const cwd = await copySite('docusaurus-openapi-instance');
  const result = await build({ cwd, write: false });
  const html = [...result.files.keys()].filter((path) => path.endsWith('.html')).sort();
  const sidebarLinks = (page: string): string[] => [...(/<nav class="sidebar.*?<\/nav>/s.exec(text(result.files, page))?.[0] ?? '').matchAll(/href="([^"]+)"/g)].map((match) => match[1]!);

  it('reports no error: the sidebars find the info, tag and operation docs by the plugin\'s ids', () => {
    expect(lines(result.diagnostics.filter((d) => d.severity === 'error'))).toEqual([]);
  });

  it('writes the API\'s pages at `<routeBasePath of the instance>/<outputDir relative to its path>/<id>`, not in the preset\'s docs', () => {
    expect(html).toEqual([
      '404.html',
      'api/v2/get-order/index.html',
      'api/v2/getting-started/index.html',
      'api/v2/list-orders/index.html',
      'api/v2/orders/index.html',
      'api/v2/schemas/order/index.html',
      'api/v2/store-api/index.html',
      'intro/index.html',
    ]);
  });

  it('shows the API in the instance\'s sidebar, as its sidebars.js arranges it', () => {
    const links = sidebarLinks('api/v2/getting-started/index.html');
    expect(links).toContain('/api/v2/store-api');
    expect(links).toContain('/api/v2/list-orders');
    expect(links).toContain('/api/v2/orders');
    expect(sidebarLinks('intro/index.html')).not.toContain('/api/v2/list-orders');
  });
});

describe('docusaurus-plugin-openapi-docs with the config\'s markdown.parseFrontMatter', () => {
  it('serves the API\'s info page at the slug the function gives the file the plugin would have generated', async () => {
    const cwd = await copySite('docusaurus-openapi-instance');
    const config = join(cwd, 'site', 'docusaurus.config.js');
    // As apify-docs does: the info doc is the instance's root.
    const hook = "  markdown: {\n    parseFrontMatter: async (params) => {\n      const result = await params.defaultParseFrontMatter(params);\n      if (result.frontMatter.id === 'store-api' && params.filePath.endsWith('store-api.info.mdx')) result.frontMatter.slug = '/';\n      return result;\n    },\n  },\n";
    await writeFile(config, (await readFile(config, 'utf8')).replace("  onBrokenLinks: 'throw',\n", `  onBrokenLinks: 'throw',\n${hook}`));
    const intro = join(cwd, 'site', 'sources', 'platform', 'intro.md');
    await writeFile(intro, (await readFile(intro, 'utf8')).replaceAll('/api/v2/store-api', '/api/v2'));
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics.filter((d) => d.severity === 'error'))).toEqual([]);
    expect(text(result.files, 'api/v2/index.html')).toContain('Store API');
    expect(result.files.has('api/v2/store-api/index.html')).toBe(false);
  });
});
