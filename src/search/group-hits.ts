/**
 * How the search dialog lays out its hits: grouped under their area, groups in the order
 * of their best hit. Pure, so the query-set test measures the order a reader sees.
 */
export interface AreaHit {
  area: string;
}

/** Hits grouped by area, each group in rank order, groups in the order of their best hit. */
export function groupHits<T extends AreaHit>(hits: readonly T[]): Map<string, T[]> {
  const byArea = new Map<string, T[]>();
  for (const hit of hits) {
    let group = byArea.get(hit.area);
    if (!group) byArea.set(hit.area, (group = []));
    group.push(hit);
  }
  return byArea;
}

/** The hits in the order the dialog lists them. */
export const displayOrder = <T extends AreaHit>(hits: readonly T[]): T[] => [...groupHits(hits).values()].flat();
