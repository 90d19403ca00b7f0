/**
 * An API's changelog as its page shows it: a section per pair of consecutive releases,
 * newest first, each with its counts and its changes grouped by operation (or GraphQL schema
 * coordinate), the groups with a breaking change first and each group's breaking changes
 * first, each group linked to its page in the later release (the earlier one for a removed
 * operation). Plain data: the template, the twin and the tests read it.
 */
import type { ApiChange } from '../api-diff/rules.ts';

/** Where an operation's page is in one release (`GET /carts` or `Query.cart` → route and hash), when the site has it. */
export type OperationPages = (operation: string) => string | undefined;

/** Two consecutive releases and what changed between them. */
export interface ReleaseDiff {
  /** The earlier release's name: `1.0`. */
  from: string;
  /** The later release's name: `2.0`. */
  to: string;
  /** In api-diff's order: an operation's changes next to each other. */
  changes: readonly ApiChange[];
  /** Operation pages in the later release, and in the earlier one (where a removed operation's page is). */
  pages: { to: OperationPages; from: OperationPages };
}

/** One operation's changes in one release. */
export interface OperationGroup {
  /** As api-diff names it: `POST /carts`, `Cart.total`. */
  operation: string;
  /** `POST` for a REST operation (shown as its badge); absent for a GraphQL coordinate. */
  method?: string;
  /** What the heading shows after the method: the path, or the coordinate. */
  target: string;
  /** Route (and `#hash`) of its page, without the base URL; absent when the site has none. */
  route?: string;
  breaking: number;
  /** Breaking changes first, each kind in api-diff's order. */
  changes: ApiChange[];
}

/** The changes from one release to the next. */
export interface ReleaseSection {
  /** The heading's id: `1.0-to-2.0`. */
  anchor: string;
  /** `1.0 → 2.0`. */
  title: string;
  breaking: number;
  nonBreaking: number;
  /** Groups with a breaking change first, then the others, each kind in api-diff's order. */
  groups: OperationGroup[];
}

/** `v1.2.0` → `v1.2.0`, `Release 2` → `release-2`: a version name as part of an id. */
const slug = (name: string): string => name.toLowerCase().replace(/[^a-z0-9._]+/g, '-').replace(/^-+|-+$/g, '') || 'release';

const REST_OPERATION = /^([A-Z]+) (\/.*)$/;

/** Breaking first; otherwise the order given (Array.prototype.sort is stable). */
const breakingFirst = <T>(items: T[], breaking: (item: T) => boolean): T[] => items.sort((a, b) => Number(breaking(b)) - Number(breaking(a)));

function operationGroups(diff: ReleaseDiff): OperationGroup[] {
  const byOperation = new Map<string, ApiChange[]>();
  for (const change of diff.changes) byOperation.set(change.operation, [...(byOperation.get(change.operation) ?? []), change]);
  const groups = [...byOperation].map(([operation, changes]): OperationGroup => {
    const rest = REST_OPERATION.exec(operation);
    const removed = changes.some((change) => change.rule === 'operation-removed');
    const route = (removed ? diff.pages.from : diff.pages.to)(operation);
    const breaking = changes.filter((change) => change.level === 'breaking').length;
    return { operation, ...(rest ? { method: rest[1]!, target: rest[2]! } : { target: operation }), ...(route !== undefined ? { route } : {}), breaking, changes: breakingFirst(changes, (change) => change.level === 'breaking') };
  });
  return breakingFirst(groups, (group) => group.breaking > 0);
}

/** The page's sections, one per release diff (given newest first); anchors unique on the page. */
export function changelogSections(diffs: readonly ReleaseDiff[]): ReleaseSection[] {
  const used = new Set<string>();
  return diffs.map((diff) => {
    const base = `${slug(diff.from)}-to-${slug(diff.to)}`;
    let anchor = base;
    for (let n = 2; used.has(anchor); n++) anchor = `${base}-${n}`;
    used.add(anchor);
    const breaking = diff.changes.filter((change) => change.level === 'breaking').length;
    return { anchor, title: `${diff.from} → ${diff.to}`, breaking, nonBreaking: diff.changes.length - breaking, groups: operationGroups(diff) };
  });
}

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The section's summary line, as `docsgen api-diff` ends: `2 breaking changes, 3 non-breaking, in 4 operations` (`No changes`). */
export function sectionSummary(section: Pick<ReleaseSection, 'breaking' | 'nonBreaking' | 'groups'>): string {
  if (!section.groups.length) return 'No changes';
  const count = section.groups.length;
  const where = section.groups[0]!.method ? plural(count, 'operation') : `${count} ${count === 1 ? 'type or field' : 'types and fields'}`;
  return `${plural(section.breaking, 'breaking change')}, ${section.nonBreaking} non-breaking, in ${where}`;
}
