/**
 * How the search dialog lays out its hits: the best one first, then the rest grouped
 * under their area, groups in the order of their best hit. Grouping alone could list the
 * best hit's group-mates, however weak, before a strong hit of another area; the best
 * hit itself is never moved. Pure, so the query-set test measures the order a reader sees.
 */
export interface AreaHit {
  area: string;
}

/** How many hits are listed first, ungrouped (the "show the best hit first"). */
export const TOP_HITS = 1;
export const TOP_LABEL = 'Best match';

/** Label → hits, in the order the dialog lists them; the best hit under `topLabel` (the locale's "Best match"). */
export function groupHits<T extends AreaHit>(hits: readonly T[], topLabel = TOP_LABEL): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  if (hits.length > TOP_HITS) groups.set(topLabel, hits.slice(0, TOP_HITS));
  for (const hit of hits.length > TOP_HITS ? hits.slice(TOP_HITS) : hits) {
    let group = groups.get(hit.area);
    if (!group) groups.set(hit.area, (group = []));
    group.push(hit);
  }
  return groups;
}

/** The hits in the order the dialog lists them. */
export const displayOrder = <T extends AreaHit>(hits: readonly T[]): T[] => [...groupHits(hits).values()].flat();
