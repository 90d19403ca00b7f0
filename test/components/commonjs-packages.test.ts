import { cp, readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { fixturesDir, tempDir, writeFiles } from '../helpers.ts';

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
