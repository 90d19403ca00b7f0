/**
 * The changelog page of a GraphQL reference with `changelog:` releases: the schema as the
 * reference reads it, then each release, newest first, compared pair by pair with api-diff's
 * GraphQL half (graphql-inspector). Each coordinate links to its page in the reference; a type
 * or field the current schema no longer has is named without a link.
 */
import type { GraphQLSchema } from 'graphql';
import type { GraphqlConfig } from '../config/site-config.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { ReferenceGroup } from '../graphql/reference-kinds.ts';
import { joinRoute, siteLink } from '../routes/doc-route.ts';
import type { CompiledPage } from '../types.ts';
import { changelogOutline, changelogPage } from './changelog-page.ts';
import { CHANGELOG_SEGMENT } from './changelog-plan.ts';
import { releaseComparer, type Release } from './compare-releases.ts';
import type { ChangelogContext } from './fill-changelogs.ts';
import { graphqlCoordinatePages } from './operation-pages.ts';
import { configuredReleases } from './read-release.ts';
import { releaseDiffs } from './release-diffs.ts';

/** The name of the schema itself on its changelog page, without `versionLabel`. */
const CURRENT_LABEL = 'Current';

export interface GraphqlChangelogInput {
  reference: GraphqlConfig;
  /** The schema as read (SDL or introspection JSON), its path and how messages name it. */
  schema: { text: string; path: string; file: string; built: GraphQLSchema };
  groups: readonly ReferenceGroup[];
  context: ChangelogContext;
}

/** The reference's changelog page and twin (none in a one-page build of another page), or undefined when it lists no release. */
export async function graphqlChangelog(input: GraphqlChangelogInput): Promise<{ page: CompiledPage; twin?: string; diagnostics: Diagnostic[] } | undefined> {
  const { reference, schema, context } = input;
  const releases = reference.changelog ?? [];
  if (!releases.length) return undefined;
  const target = { id: `graphql/${reference.id}/${CHANGELOG_SEGMENT}`, route: joinRoute(reference.route, CHANGELOG_SEGMENT), file: schema.file, apiTitle: reference.title };
  if (context.onlyRoute !== undefined && context.onlyRoute !== target.route) return { page: changelogOutline(target), diagnostics: [] };
  return context.timer.time('changelog', async () => {
    const diagnostics: Diagnostic[] = [];
    const comparer = releaseComparer(context);
    const current: Release = { label: reference.versionLabel ?? CURRENT_LABEL, fallbackLabel: CURRENT_LABEL, text: schema.text, name: schema.file, path: schema.path, pages: graphqlCoordinatePages(schema.built, input.groups) };
    const read = configuredReleases(context, diagnostics);
    const older = (await Promise.all(releases.map(read))).filter((release): release is Release => release !== undefined);
    const diffs = await releaseDiffs([current, ...older], comparer);
    const { page, twin } = changelogPage({ ...target, diffs, withBase: (route) => siteLink(context.config, route), site: context.config });
    return { page, ...(context.config.llms.twins ? { twin } : {}), diagnostics: [...diagnostics, ...comparer.diagnostics] };
  });
}
