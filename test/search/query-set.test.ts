import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { displayOrder } from '../../src/search/group-hits.ts';
import { createEngine } from '../../src/search/search-client.ts';
import type { SearchManifest } from '../../src/search/search-options.ts';
import { repoRoot, text } from '../helpers.ts';
import { formatScore, kassaQueries, scoreQuerySet } from './query-set.ts';

describe('the Kassa query set', async () => {
  const result = await build({ cwd: repoRoot, write: false, offline: true });
  const manifest = JSON.parse(text(result.files, 'search/index.json')) as SearchManifest;
  const engine = await createEngine(manifest, {
    shard: async (shard) => JSON.parse(text(result.files, `search/shard-${shard}.json`)),
    text: async (shard, chunk) => JSON.parse(text(result.files, `search/text-${shard}-${chunk}.json`)) as string[],
  });
  // The order the dialog lists the results in (its limit, its grouping), so this measures what a reader sees.
  const score = scoreQuerySet(({ query }) => displayOrder(engine.search(query, 20)).map((hit) => hit.url));

  it('has at least 40 queries, each answer a section the index has', () => {
    expect(kassaQueries.length).toBeGreaterThanOrEqual(40);
    const indexed = new Set(
      manifest.shards.flatMap((_, shard) => Object.values((JSON.parse(text(result.files, `search/shard-${shard}.json`)) as { storedFields: Record<string, { u: string }> }).storedFields).map((fields) => fields.u)),
    );
    expect(kassaQueries.flatMap((entry) => [entry.best, ...(entry.acceptable ?? [])]).filter((url) => !indexed.has(url))).toEqual([]);
  });

  it('puts the best answer first and in the top 3 often enough', () => {
    console.log(`Kassa query set: ${formatScore(score)}`);
    for (const entry of score.scores.filter((entry) => entry.rank !== 1)) console.log(`  ${entry.query}: best at ${entry.rank || '-'}, first ${entry.first}${entry.top3 ? '' : ' (no good answer in the top 3)'}`);
    // Today's figures as floors (39/55 first, 49/55 in the top 3); issue #25 asks for 85 % and 97 %.
    expect(score.bestFirst / score.count).toBeGreaterThanOrEqual(0.7);
    expect(score.top3 / score.count).toBeGreaterThanOrEqual(0.85);
  });
});
