/** The changelog's sections from release diffs: grouping, order, anchors and summary lines. */
import { describe, expect, it } from 'vitest';
import { changelogSections, sectionSummary, type ReleaseDiff } from '../../src/api-changelog/changelog-sections.ts';
import type { ApiChange } from '../../src/api-diff/rules.ts';

const change = (operation: string, level: ApiChange['level'], message: string, rule = 'x'): ApiChange => ({ operation, level, message, rule });
const pages = (routes: Record<string, string>) => (operation: string): string | undefined => routes[operation];
const diff = (from: string, to: string, changes: ApiChange[], routes: { from?: Record<string, string>; to?: Record<string, string> } = {}): ReleaseDiff => ({ from, to, changes, pages: { from: pages(routes.from ?? {}), to: pages(routes.to ?? {}) } });

describe('changelogSections', () => {
  it('groups changes by operation, groups and changes with a breaking change first, in api-diff\'s order otherwise', () => {
    const [section] = changelogSections([diff('1.0', '2.0', [
      change('GET /a', 'non-breaking', 'operation deprecated'),
      change('GET /b', 'non-breaking', 'optional parameter `x` (query) added'),
      change('GET /b', 'breaking', 'parameter `y` (query) removed'),
      change('DELETE /c', 'breaking', 'operation removed', 'operation-removed'),
    ], { to: { 'GET /a': '/api/a', 'GET /b': '/api/b' }, from: { 'DELETE /c': '/api/v1/c' } })]);
    expect(section!.groups.map((group) => [group.method, group.target, group.route, group.changes.map((each) => each.level)])).toEqual([
      ['GET', '/b', '/api/b', ['breaking', 'non-breaking']],
      ['DELETE', '/c', '/api/v1/c', ['breaking']],
      ['GET', '/a', '/api/a', ['non-breaking']],
    ]);
    expect(sectionSummary(section!)).toBe('2 breaking changes, 2 non-breaking, in 3 operations');
  });

  it('gives each release an anchor of its names, unique on the page, and names GraphQL coordinates as types and fields', () => {
    const sections = changelogSections([diff('Release 2', 'v3.0', [change('Cart.total', 'breaking', 'changed')]), diff('Release 2', 'v3.0', []), diff('1', 'Release 2', [change('Cart', 'non-breaking', 'added')])]);
    expect(sections.map((section) => [section.anchor, section.title])).toEqual([['release-2-to-v3.0', 'Release 2 → v3.0'], ['release-2-to-v3.0-2', 'Release 2 → v3.0'], ['1-to-release-2', '1 → Release 2']]);
    expect(sections.map(sectionSummary)).toEqual(['1 breaking change, 0 non-breaking, in 1 type or field', 'No changes', '0 breaking changes, 1 non-breaking, in 1 type or field']);
    expect(sections[0]!.groups[0]).toMatchObject({ target: 'Cart.total' });
    expect(sections[0]!.groups[0]!.method).toBeUndefined();
  });
});
