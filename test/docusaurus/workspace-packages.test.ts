import { mkdir, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { tempDir, text, writeFiles } from '../helpers.ts';

describe('a workspace package a Docusaurus config imports', () => {
  it('is compiled as jiti compiles it when its `main` is TypeScript (react-native-website\'s remark plugins)', async () => {
    const cwd = await tempDir();
    await writeFiles(cwd, {
      'package.json': '{"private":true,"workspaces":["website","plugins/*"]}',
      'plugins/remark-shout/package.json': '{"name":"@acme/remark-shout","version":"0.1.0","type":"module","main":"src/index.ts"}',
      'plugins/remark-shout/src/index.ts': [
        "import type { Root, Text } from 'mdast';",
        '',
        'type Options = { suffix?: string };',
        '',
        'export default function remarkShout(options: Options = {}) {',
        '  const shout = (node: Root | Text | { children?: unknown[] }): void => {',
        "    if ((node as Text).type === 'text') (node as Text).value = (node as Text).value.toUpperCase() + (options.suffix ?? '');",
        '    for (const child of (node as { children?: unknown[] }).children ?? []) shout(child as Text);',
        '  };',
        '  return (tree: Root) => shout(tree);',
        '}',
        '',
      ].join('\n'),
      'website/docusaurus.config.ts': [
        "import type { Config } from '@docusaurus/types';",
        "import remarkShout from '@acme/remark-shout';",
        '',
        "const config: Config = { title: 'T', url: 'https://t.example', presets: [['classic', { blog: false, docs: { remarkPlugins: [[remarkShout, { suffix: '!' }]] } }]] };",
        'export default config;',
        '',
      ].join('\n'),
      'website/docs/hello.md': '# Hello\n\nquiet words\n',
    });
    await mkdir(join(cwd, 'website', 'node_modules', '@acme'), { recursive: true });
    await symlink('../../../plugins/remark-shout', join(cwd, 'website', 'node_modules', '@acme', 'remark-shout'), 'dir');
    const result = await build({ cwd: join(cwd, 'website'), write: false });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(text(result.files, 'docs/hello/index.html')).toContain('<p>QUIET WORDS!</p>');
  });
});
