/**
 * docsgen's own content plugins' lifecycle (src/plugins/content-plugin.ts): every
 * `loadContent` runs before any `contentLoaded`, and each `contentLoaded` gets every plugin's
 * content as `allContent`, by name and instance id.
 */
import { describe, expect, it } from 'vitest';
import { runContentPlugins, type ContentPlugin, type LoadedContent } from '../../src/plugins/content-plugin.ts';

const loaded = <C>(content: C): LoadedContent<C> => ({ content, pages: [], assets: new Map(), diagnostics: [] });

describe('runContentPlugins', () => {
  it('runs contentLoaded once every plugin is loaded, with allContent: name → id → content (a plugin with none left out)', async () => {
    const steps: string[] = [];
    const seen: unknown[] = [];
    const plugin = (name: string, id: string, content: unknown): ContentPlugin => ({
      name,
      id,
      loadContent: async () => {
        steps.push(`load ${name}/${id}`);
        return content === null ? null : loaded(content);
      },
      contentLoaded: ({ content: own, allContent, actions }) => {
        steps.push(`loaded ${name}/${id}`);
        seen.push(allContent);
        // A docs plugin's way: what it routes comes from another plugin's content.
        if (name === 'docs') actions.setGlobalData({ own, references: allContent.openapi?.[id] });
      },
    });
    const runs = await runContentPlugins([plugin('docs', 'default', ['intro']), plugin('openapi', 'default', ['list-pets']), plugin('docs', 'community', ['faq']), plugin('blog', 'default', null)], { beforeRoutes: async () => void steps.push('components') });
    expect(steps).toEqual(['load docs/default', 'load openapi/default', 'load docs/community', 'load blog/default', 'components', 'loaded docs/default', 'loaded openapi/default', 'loaded docs/community']);
    const allContent = { docs: { default: ['intro'], community: ['faq'] }, openapi: { default: ['list-pets'] } };
    expect(seen).toEqual([allContent, allContent, allContent]);
    expect(runs.map((run) => run.globalData)).toEqual([{ own: ['intro'], references: ['list-pets'] }, undefined, { own: ['faq'], references: undefined }]);
  });
});
