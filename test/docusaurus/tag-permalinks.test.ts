import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { docusaurusConfig, lines, makeDocusaurusSite, text } from '../helpers.ts';

describe('tag pages where Docusaurus puts them', () => {
  it("name an undeclared tag, and a tags file's key without a permalink, by lodash's kebabCase, docs and blog alike", async () => {
    const cwd = await makeDocusaurusSite({
      'docusaurus.config.js': docusaurusConfig().replace('{ blog: false }', '{ blog: { onInlineTags: "ignore", onUntruncatedBlogPosts: "ignore" } }'),
      'docs/tags.yml': 'appStore:\n  label: App Store\n',
      // In the image of dyte's iOS docs: one tag written three ways is one page.
      'docs/a.md': '---\ntags: [iOS-core, v2, localUser events, local-user, appStore]\n---\n\n# A\n\nText.\n',
      'docs/b.md': '---\ntags: [localUser]\n---\n\n# B\n\nText.\n',
      'blog/2025-01-01-hello.md': '---\ntitle: Hello\ntags: [macOS 14]\n---\n\nHi.\n',
    });
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics)).toEqual([]);
    const pages = [...result.files.keys()].filter((path) => /\/tags\/.+\/index\.html$/.test(path)).sort();
    expect(pages).toEqual([
      'blog/tags/mac-os-14/index.html',
      'docs/tags/app-store/index.html',
      'docs/tags/i-os-core/index.html',
      'docs/tags/local-user-events/index.html',
      'docs/tags/local-user/index.html',
      'docs/tags/v-2/index.html',
    ]);
    expect(text(result.files, 'docs/b/index.html')).toContain('href="/docs/tags/local-user"');
  });
});
