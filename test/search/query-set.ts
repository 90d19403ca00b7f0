/** The Kassa query set and how a ranking of it is scored (shared by the test and the Pagefind comparison). */
import { readFileSync } from 'node:fs';

export interface KassaQuery {
  query: string;
  /** The section that answers the query, decided from the content before running any engine. */
  best: string;
  /** Other sections a reader would be content to land on. */
  acceptable?: string[];
  why?: string;
}

export const kassaQueries: KassaQuery[] = JSON.parse(readFileSync(new URL('./kassa-queries.json', import.meta.url), 'utf8')) as KassaQuery[];

export interface QueryScore {
  query: string;
  /** 1-based rank of the best answer, 0 when it is not listed. */
  rank: number;
  top3: boolean;
  first: string | undefined;
}

export interface SetScore {
  bestFirst: number;
  top3: number;
  mrr: number;
  count: number;
  scores: QueryScore[];
}

/** Scores each query's result URLs (in the order shown) against its answers. */
export function scoreQuerySet(results: (query: KassaQuery) => string[]): SetScore {
  const scores = kassaQueries.map((entry): QueryScore => {
    const urls = results(entry);
    const good = new Set([entry.best, ...(entry.acceptable ?? [])]);
    return { query: entry.query, rank: urls.indexOf(entry.best) + 1, top3: urls.slice(0, 3).some((url) => good.has(url)), first: urls[0] };
  });
  return {
    bestFirst: scores.filter((score) => score.rank === 1).length,
    top3: scores.filter((score) => score.top3).length,
    mrr: scores.reduce((sum, score) => sum + (score.rank ? 1 / score.rank : 0), 0) / scores.length,
    count: scores.length,
    scores,
  };
}

/** One line per figure, for the test log and the README. */
export const formatScore = (score: SetScore): string =>
  `best first ${score.bestFirst}/${score.count} (${((100 * score.bestFirst) / score.count).toFixed(0)} %), top 3 ${score.top3}/${score.count} (${((100 * score.top3) / score.count).toFixed(0)} %), MRR ${score.mrr.toFixed(2)}`;
