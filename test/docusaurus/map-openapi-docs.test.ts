import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mapDocusaurusFile } from '../../src/docusaurus/load-docusaurus-config.ts';
import { lines, tempDir } from '../helpers.ts';

/** A plugin config with every key of docusaurus-plugin-openapi-docs docsgen does not carry over, one a line. */
const CONFIG = `export default {
  title: 'Notes',
  url: 'https://notes.example',
  presets: [['classic', {docs: {routeBasePath: '/'}, blog: false}]],
  plugins: [
    [
      'docusaurus-plugin-openapi-docs',
      {
        id: 'api',
        docsPlugin: '@docusaurus/plugin-content-docs',
        config: {
          pets: {
            specPath: 'pets.yaml',
            outputDir: 'docs/pets',
            template: 'api.mustache',
            showInfoPage: false,
            schemasOnly: true,
            proxy: '/cors',
            sidebarOptions: {groupPathsBy: 'tagParent', sidebarCollapsed: false},
            versions: {
              '1.0': {specPath: 'pets-1.0.yaml', outputDir: 'docs/pets/1.0', badge: 'old'},
              '0.9': {outputDir: 'docs/pets/0.9'},
              '0.8': {specPath: 'folder', outputDir: 'docs/pets/0.8'},
            },
          },
          empty: {specPath: 'empty', outputDir: 'docs/empty'},
          many: {specPath: 'folder', outputDir: 'docs/many', versions: {'1.0': {specPath: 'pets.yaml', outputDir: 'docs/many/1.0'}}},
        },
      },
    ],
  ],
};
`;

describe('docusaurus-plugin-openapi-docs: what is not carried over', async () => {
  const siteDir = await tempDir();
  await mkdir(join(siteDir, 'empty'));
  await mkdir(join(siteDir, 'folder'));
  await writeFile(join(siteDir, 'folder/a.yaml'), 'openapi: 3.1.0\n');
  await writeFile(join(siteDir, 'docusaurus.config.js'), CONFIG);
  const mapped = await mapDocusaurusFile(siteDir, siteDir, join(siteDir, 'docusaurus.config.js'));

  it('says, at the key\'s line, what is not carried over and what docsgen does instead, in one voice', () => {
    expect(lines(mapped.diagnostics)).toEqual([
      'docusaurus.config.js:10:9 warning `docusaurus-plugin-openapi-docs.docsPlugin` is not carried over: docsgen builds the API without it  docusaurus/not-carried-over',
      'docusaurus.config.js:15:13 warning `pets.template` is not carried over: docsgen renders its own API pages  docusaurus/not-carried-over',
      'docusaurus.config.js:16:13 warning `pets.showInfoPage` is not carried over: docsgen writes the overview page of every API  docusaurus/not-carried-over',
      'docusaurus.config.js:17:13 warning `pets.schemasOnly` is not carried over: docsgen builds the API without it  docusaurus/not-carried-over',
      'docusaurus.config.js:19:57 warning `pets.sidebarOptions.sidebarCollapsed` is not carried over: docsgen\'s sidebar keeps its own behaviour (categories holding the current page open)  docusaurus/not-carried-over',
      'docusaurus.config.js:19:30 warning `pets.sidebarOptions.groupPathsBy: tagParent` is not carried over: docsgen groups operations by tag, and by `x-tagGroups` when the document has them  docusaurus/not-carried-over',
      'docusaurus.config.js:18:13 warning `pets.proxy` `/cors` is not carried over: docsgen\'s "Try it" panel sends requests to the API directly  docusaurus/not-carried-over',
      'docusaurus.config.js:21:78 warning `pets.versions.1.0.badge` is not carried over: docsgen builds the API without it  docusaurus/not-carried-over',
      'docusaurus.config.js:22:15 warning Version `0.9` of `pets` is not carried over: it has no `specPath`, so docsgen builds no API for it  docusaurus/not-carried-over',
      'docusaurus.config.js:23:23 warning Version `0.8` of `pets` is not carried over: its `specPath` is a folder, and docsgen builds a version from one document  docusaurus/not-carried-over',
      'docusaurus.config.js:26:19 warning `empty.specPath` is not carried over: the folder holds no OpenAPI document (.json, .yaml, .yml), so docsgen builds no API for it  docusaurus/not-carried-over',
      'docusaurus.config.js:27:62 warning `many.versions` is not carried over: `many.specPath` is a folder, and docsgen builds the versions of a spec of one document  docusaurus/not-carried-over',
    ]);
  });

  it('hints at what the user can do about each', () => {
    expect(mapped.diagnostics.map((d) => d.hint)).toEqual([
      'docsgen has no setting for it; see "Coming from Docusaurus" in docsgen\'s documentation for what it reads',
      'the page content has no template to set; the layout around it (DocPage, Sidebar, …) can be overridden in src/theme/<Name>',
      'its overview is where the plugin writes the info page, `<outputDir>/<info.title>`',
      'docsgen has no setting for it; see "Coming from Docusaurus" in docsgen\'s documentation for what it reads',
      'docsgen has no setting for it; override its Sidebar component in src/theme/Sidebar to change it',
      "to nest tags, group them with the document's `x-tagGroups`",
      'give an absolute URL (`https://proxy.example.com/`) to send them through a proxy',
      'docsgen has no setting for it; see "Coming from Docusaurus" in docsgen\'s documentation for what it reads',
      'give it the path or URL of its OpenAPI document',
      "point its `specPath` at the version's OpenAPI document",
      'put the documents in the folder itself: sub-folders are not read, as the plugin reads none',
      'make each version a spec of its own, whose `specPath` is one document',
    ]);
  });

  it('still maps what it can: the spec, its version with a document, the folder\'s document', () => {
    expect(mapped.config.openapi).toEqual([
      expect.objectContaining({ id: 'pets', file: 'pets.yaml', route: '/pets' }),
      expect.objectContaining({ id: 'pets-1-0', file: 'pets-1.0.yaml', route: '/pets/1.0', versionOf: 'pets' }),
      expect.objectContaining({ id: 'many-a', file: 'folder/a.yaml', route: '/many', downloadName: 'a' }),
    ]);
  });
});

describe('docusaurus-theme-openapi-docs: where credentials are kept', () => {
  const configWith = (api: string) => `export default {
  title: 'Notes',
  url: 'https://notes.example',
  presets: [['classic', {docs: {routeBasePath: '/'}, blog: false}]],
  plugins: [['docusaurus-plugin-openapi-docs', {id: 'api', config: {pets: {specPath: 'pets.yaml', outputDir: 'docs/pets'}, admin: {specPath: 'admin.yaml', outputDir: 'docs/admin', hideSendButton: true}}}]],
  themeConfig: {
    api: ${api},
  },
};
`;
  const map = async (api: string) => {
    const siteDir = await tempDir();
    await writeFile(join(siteDir, 'docusaurus.config.js'), configWith(api));
    return mapDocusaurusFile(siteDir, siteDir, join(siteDir, 'docusaurus.config.js'));
  };

  it('reads `themeConfig.api.authPersistance` as each API explorer\'s `keepCredentials`', async () => {
    for (const [persistance, keep] of [["'localStorage'", 'device'], ["'sessionStorage'", 'tab'], ['false', 'none']] as const) {
      const mapped = await map(`{authPersistance: ${persistance}}`);
      expect(mapped.config.openapi).toEqual([expect.objectContaining({ id: 'pets', explorer: { keepCredentials: keep } }), expect.objectContaining({ id: 'admin', explorer: false })]);
      expect(mapped.diagnostics).toEqual([]);
    }
  });

  it('notes what else `themeConfig.api` holds, and a value it cannot read, at its line', async () => {
    const mapped = await map("{authPersistance: 'cookie', proxy: 'https://proxy.example/'}");
    expect(lines(mapped.diagnostics)).toEqual([
      'docusaurus.config.js:7:38 warning `themeConfig.api.proxy` is not read by docsgen  docusaurus/not-carried-over',
      'docusaurus.config.js:7:11 warning `themeConfig.api.authPersistance` `cookie` is not carried over: the "Try it" panel keeps credentials for the tab  docusaurus/not-carried-over',
    ]);
    expect(mapped.config.openapi).toEqual([expect.not.objectContaining({ explorer: expect.anything() }), expect.objectContaining({ explorer: false })]);
  });
});
