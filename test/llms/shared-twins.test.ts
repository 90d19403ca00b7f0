/**
 * A translated site's locales built from the same source share its twin's parse (see
 * TwinTemplates): each locale's twin must be what making it alone gives, byte for byte.
 */
import { readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { basename, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { pageTwin } from '../../src/llms/page-twin.ts';
import { TwinTemplates } from '../../src/llms/twin-templates.ts';
import type { TwinSite } from '../../src/llms/twin-links.ts';
import { copySite, repoRoot, tempDir, writeFiles } from '../helpers.ts';
import { output } from './twin-helpers.ts';

const siteDir = join(repoRoot, 'site');
const sources = ['pages', 'blog']
  .flatMap((folder) => readdirSync(join(siteDir, folder), { recursive: true, encoding: 'utf8' }).map((path) => join(siteDir, folder, path)))
  .filter((path) => /\.mdx?$/.test(path) && !/(^|[/\\])_/.test(relative(siteDir, path)))
  .sort();

/** A locale of the site: its base URL, and each page's route under it (a page in another folder links up and down). */
function localeSite(baseUrl: string): TwinSite {
  return {
    site: { url: 'https://docs.kassa.example', baseUrl },
    routeOfFile: (file) => `/${relative(siteDir, file).replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '')}`,
    assetOfFile: (file) => `assets/media/${basename(file)}`,
  };
}

const LOCALES = ['/', '/fr/', '/pt-br/'].map(localeSite);

describe('twins shared by the locales of a translated site', () => {
  it('are, in every locale, the twin made alone, for every page of the Kassa site', () => {
    const templates = new TwinTemplates();
    for (const twinSite of LOCALES) {
      for (const file of sources) {
        const format = file.endsWith('.mdx') ? 'mdx' : 'md';
        const page = { file, format, route: twinSite.routeOfFile(file)!, title: 'Page', twinSite } as const;
        expect({ file, twin: pageTwin({ ...page, templates }) }).toEqual({ file, twin: pageTwin(page) });
      }
    }
    // Every page was parsed once, for the first locale.
    expect(templates.byFile.size).toBe(sources.length);
    expect([...templates.byFile.values()].every((template) => template !== null)).toBe(true);
  });

  it('make a twin whole in a locale whose link becomes `(<url>)`: an empty URL or one with a space', async () => {
    const dir = await tempDir();
    const file = join(dir, 'page.mdx');
    await writeFiles(dir, { 'page.mdx': '# Page\n\n<Intro />\n\nSee [the guide](./guide.md) and ![a chart](./chart.png).\n', 'guide.md': '# Guide\n' });
    const spaced: TwinSite = { ...localeSite('/de/'), routeOfFile: (path) => (path.endsWith('guide.md') ? '/the guide' : undefined) };
    const templates = new TwinTemplates();
    for (const twinSite of [localeSite('/'), spaced, localeSite('/fr/')]) {
      const page = { file, format: 'mdx', route: '/page', title: 'Page', twinSite } as const;
      expect(pageTwin({ ...page, templates })).toBe(pageTwin(page));
    }
    expect(pageTwin({ file, format: 'mdx', route: '/page', title: 'Page', twinSite: spaced, templates })).toContain('(<https://docs.kassa.example/de/the guide>)');
  });

  it('are the twins a build of one locale writes alone', async () => {
    const cwd = await copySite('i18n');
    // A page of components (parsed, not taken by the fast path) with links, an image and a partial, in no locale's translation.
    await writeFiles(join(cwd, 'site', 'pages'), {
      'guides/components.mdx': "import Setup from './_setup.mdx';\n\n# Components\n\n<Setup />\n\n:::tip[Before you start]\n\nRead [the setup guide](./setup.md#install) and [the home page](/).\n\n:::\n\n![The logo](/img/logo.svg)\n",
      'guides/_setup.mdx': 'Install with [npm](https://www.npmjs.com/) and go on to [deploying](./deploy.md).\n',
    });
    await writeFile(join(cwd, 'site', 'pages', 'guides', 'more.md'), '# More\n\n<details><summary>Why</summary>\n\nSee [setup](./setup.md).\n\n</details>\n');
    const all = await build({ cwd, write: false, cache: false });
    expect(all.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    for (const locale of ['fr', 'ar']) {
      const alone = await build({ cwd, write: false, cache: false, locales: [locale] });
      const twins = [...alone.files.keys()].filter((path) => path.endsWith('.md'));
      expect(twins).toContain(`${locale}/guides/components.md`);
      for (const path of twins) expect({ path, twin: output(all.files, path) }).toEqual({ path, twin: output(alone.files, path) });
    }
  });
});
