/**
 * The diffs of an API's releases, newest first: each release compared with the next newer one
 * that could be read. A release that cannot be read (reported where config.yaml lists it) is
 * left out, so the page still shows the others; a newer one that cannot be read ends the list.
 * A release the site has no reference of (a `changelog:` one) links its operations to their
 * pages in the oldest release the site has, where they are documented last.
 */
import type { ReleaseDiff } from './changelog-sections.ts';
import type { Release, ReleaseComparer } from './compare-releases.ts';

/** A release's name on the page: as configured, else as its document states, else its fallback. */
const labelOf = (release: Release, stated: string | undefined): string => release.label ?? stated ?? release.fallbackLabel;

export async function releaseDiffs(releases: readonly Release[], comparer: ReleaseComparer): Promise<ReleaseDiff[]> {
  const diffs: ReleaseDiff[] = [];
  let sitePages = releases[0]?.pages;
  const pagesOf = (release: Release): Release['pages'] => (release.at && sitePages ? sitePages : release.pages);
  let [newer] = releases;
  for (const older of releases.slice(1)) {
    if (!newer) break;
    const compared = await comparer.compare(older, newer);
    if (!compared) {
      if (comparer.failed.has(newer)) break;
      continue;
    }
    const to = pagesOf(newer);
    if (!older.at) sitePages = older.pages;
    diffs.push({ from: labelOf(older, compared.versions.from), to: labelOf(newer, compared.versions.to), changes: compared.changes, pages: { from: pagesOf(older), to } });
    newer = older;
  }
  return diffs;
}
