import { didYouMean } from '../diagnostics/diagnostic.ts';
import type { ApiSidebarData } from '../openapi/api-pages.ts';
import { pageUrl } from '../routes/doc-route.ts';
import type { SidebarCategory, SidebarItem, SidebarLink } from '../types.ts';
import type { BuildSidebarsInput, SidebarApi } from './sidebar-types.ts';
import type { SidebarScope } from './sidebar-scope.ts';

/** The API a `{type: openapi}` item lists: the one it names, or the only one; undefined (reported) when there is none. */
export function apiOf(scope: SidebarScope, item: { id?: string; line: number; column: number }): SidebarApi | undefined {
  const apis = scope.input.apis ?? [];
  const at = { file: scope.input.sidebarsFile, line: item.line, column: item.column };
  const ids = apis.map((api) => `\`${api.id}\``).join(', ');
  if (!apis.length) {
    scope.diagnostics.push({ code: 'sidebars/no-openapi', severity: 'error', message: 'The sidebar has a `type: openapi` item, but config.yaml has no `openapi` section', ...at, hint: 'add `openapi: { file: api/openapi.yaml }` to config.yaml, or remove the item' });
    return undefined;
  }
  if (item.id === undefined) {
    if (apis.length === 1) return apis[0];
    scope.diagnostics.push({ code: 'sidebars/openapi-without-id', severity: 'error', message: `The sidebar's \`type: openapi\` item needs an \`id\`: config.yaml has several APIs (${ids})`, ...at, hint: `name one, e.g. \`{type: openapi, id: ${apis[0]!.id}}\`; each API needs an item of its own` });
    return undefined;
  }
  const api = apis.find((candidate) => candidate.id === item.id);
  if (api) return api;
  const guess = didYouMean(item.id, apis.map((candidate) => candidate.id));
  scope.diagnostics.push({ code: 'sidebars/unknown-openapi', severity: 'error', message: `The sidebar's \`type: openapi\` item names API \`${item.id}\`, but config.yaml has no API with that id`, ...at, hint: guess ? `did you mean \`${guess}\`?` : `the APIs are ${ids}` });
  return undefined;
}

/** A REST reference's items: a category per tag (or per `x-tagGroups` group) of its operations, then its webhooks and schemas, then its changelog. */
export function openapiItems(input: BuildSidebarsInput, api: ApiSidebarData): SidebarItem[] {
  const apiLink = (label: string, route: string, badge?: string): SidebarLink => ({ type: 'link', label, href: pageUrl(input, route), route, external: false, ...(badge ? { badge } : {}) });
  const tagCategory = (tag: ApiSidebarData['tags'][number]): SidebarCategory => ({
    type: 'category',
    label: tag.label,
    href: tag.href,
    items: tag.operations.map((operation) => apiLink(operation.title, operation.route, operation.method)),
    collapsed: true,
    collapsible: true,
  });
  const tagItems = (): SidebarItem[] => {
    if (!api.tagGroups) return api.tags.map(tagCategory);
    const byName = new Map(api.tags.map((tag) => [tag.name, tag]));
    // A group links to its first tag's section of the overview, so a huge sidebar can show a
    // closed group as that link alone (see LARGE_SIDEBAR).
    return api.tagGroups.map((group): SidebarCategory => ({ type: 'category', label: group.name, href: byName.get(group.tags[0]!)!.href, items: group.tags.map((name) => tagCategory(byName.get(name)!)), collapsed: true, collapsible: true }));
  };
  return [
    ...tagItems(),
    ...(api.webhooks.length
      ? [{ type: 'category' as const, label: 'Webhooks', href: api.webhooksHref, items: api.webhooks.map((webhook) => apiLink(webhook.title, webhook.route, webhook.method)), collapsed: true, collapsible: true }]
      : []),
    ...(api.schemas.length
      ? [{ type: 'category' as const, label: 'Schemas', href: api.schemasHref, items: api.schemas.map((schema) => apiLink(schema.name, schema.route)), collapsed: true, collapsible: true }]
      : []),
    ...(api.changelog ? [apiLink(api.changelog.label, api.changelog.route)] : []),
  ];
}
