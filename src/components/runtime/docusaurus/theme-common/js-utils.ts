/** The array helpers `@docusaurus/theme-common` exports, which site components use on their own data. */

/** Every item that an earlier item equals (by `equal`, else `===`): each repeat, not the first. */
export function duplicates<T>(items: readonly T[], equal: (a: T, b: T) => boolean = (a, b) => a === b): T[] {
  return items.filter((item, index) => items.findIndex((other) => equal(other, item)) !== index);
}

/** The items without repeats (by identity), in their first order. */
export function uniq<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

/** The items by the key each gives, in their order. */
export function groupBy<K extends PropertyKey, T>(items: Iterable<T>, keyOf: (item: T, index: number) => K): Partial<Record<K, T[]>> {
  const groups: Partial<Record<K, T[]>> = {};
  let index = 0;
  for (const item of items) (groups[keyOf(item, index++)] ??= []).push(item);
  return groups;
}
