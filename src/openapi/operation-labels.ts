import type { ApiCodeSample, ApiTag } from './api-model.ts';
import { deref, isObject, METHODS, stringValue as text, type JsonObject } from './schema.ts';

/** Operations without a tag (in a document that tags some) are listed under this name. */
export const UNTAGGED = 'Other operations';

/**
 * `x-tagGroups` (Redoc): named groups of tags, in order, for the sidebar and overview. Tags
 * no group names are gathered in a last group, so no operation disappears.
 */
export function readTagGroups(doc: JsonObject, tags: ApiTag[]): Array<{ name: string; tags: string[] }> | undefined {
  const raw = doc['x-tagGroups'];
  if (!Array.isArray(raw)) return tags.length > MANY_TAGS ? groupByPrefix(tags) : undefined;
  const known = new Set(tags.map((tag) => tag.name));
  const groups = raw.flatMap((group) => {
    if (!isObject(group) || typeof group.name !== 'string' || !Array.isArray(group.tags)) return [];
    const members = group.tags.filter((tag): tag is string => typeof tag === 'string' && known.has(tag));
    return members.length ? [{ name: group.name, tags: members }] : [];
  });
  const grouped = new Set(groups.flatMap((group) => group.tags));
  const rest = tags.filter((tag) => !grouped.has(tag.name)).map((tag) => tag.name);
  if (rest.length) groups.push({ name: UNTAGGED, tags: rest });
  return groups.length ? groups : undefined;
}

/** Past this many tags, a document without `x-tagGroups` has its tags grouped by prefix. */
const MANY_TAGS = 60;

/**
 * Tags named like `users.message` or `Storage/Blobs` grouped by what comes before the first
 * `.`, `/` or `:` (Microsoft Graph has a thousand tags: one sidebar category each would be
 * 140 KB of every page). Undefined when the names share no such prefixes.
 */
function groupByPrefix(tags: ApiTag[]): Array<{ name: string; tags: string[] }> | undefined {
  const groups = new Map<string, string[]>();
  for (const tag of tags) {
    const prefix = /^([^./:]+)[./:]/.exec(tag.name)?.[1] ?? tag.name;
    const members = groups.get(prefix) ?? [];
    members.push(tag.name);
    groups.set(prefix, members);
  }
  if (groups.size < 2 || groups.size > tags.length / 2) return undefined;
  return [...groups].map(([name, members]) => ({ name, tags: members }));
}

/** The document's `tags`: their order, descriptions and the labels readers see. */
export function readDocumentTags(doc: JsonObject, md: (markdown: unknown) => string): { order: string[]; descriptions: Map<string, string>; labels: Map<string, string> } {
  const order: string[] = [];
  const descriptions = new Map<string, string>();
  const labels = new Map<string, string>();
  for (const tag of Array.isArray(doc.tags) ? doc.tags : []) {
    if (!isObject(tag) || !text(tag.name)) continue;
    const name = tag.name as string;
    order.push(name);
    descriptions.set(name, md(tag.description));
    // `x-displayName` (Redoc) and 3.2 `summary` are what readers see; `name` stays the key.
    const label = text(tag['x-displayName']) ?? text(tag.summary);
    if (label) labels.set(name, label);
  }
  return { order, descriptions, labels };
}

/**
 * The group of an operation with no tags. A document that tags nothing (Stripe's) is
 * grouped by resource, the first path segment after those all paths share: one category of
 * 450 operations helps no reader. In one that tags some, the rest are `UNTAGGED`.
 */
export function untaggedGrouping(doc: JsonObject): (path: string) => string {
  const paths = isObject(doc.paths) ? doc.paths : {};
  const pathList = Object.keys(paths);
  const tagsNothing = pathList.every((path) => {
    const item = deref(doc, paths[path]);
    return !item || METHODS.every((method) => !isObject(item[method]) || !Array.isArray(item[method].tags) || !item[method].tags.length);
  });
  if (!tagsNothing) return () => UNTAGGED;
  const shared = commonSegments(pathList);
  return (path) => path.split('/').filter(Boolean)[shared]?.replace(/^\{.*\}$/, '') || UNTAGGED;
}

/** How many leading path segments every path shares (`/v1/…` in all of them: 1). */
export function commonSegments(paths: string[]): number {
  const split = paths.map((path) => path.split('/').filter(Boolean));
  let count = 0;
  while (split.length && split.every((segments) => segments[count] !== undefined && segments[count] === split[0]![count])) count++;
  return count;
}

/** Slugs are cut at a word under 80 characters: a summary can be a paragraph, and file names have limits. */
export function shortSlug(slug: string): string {
  if (slug.length <= 80) return slug;
  const cut = slug.slice(0, 80);
  return cut.slice(0, cut.lastIndexOf('-') > 40 ? cut.lastIndexOf('-') : 80);
}

/** Tabs are told apart by label: a repeated one (two `x-codeSamples` for `Node`) gets ` (2)`, ` (3)`… */
export function uniqueLabels(samples: ApiCodeSample[]): ApiCodeSample[] {
  const seen = new Map<string, number>();
  return samples.map((sample) => {
    const key = sample.label.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    return count === 1 ? sample : { ...sample, label: `${sample.label} (${count})` };
  });
}
