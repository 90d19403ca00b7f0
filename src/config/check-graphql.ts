import type { GraphqlInput } from './config-schema.ts';
import type { Reporter } from './check-apis.ts';
import { checkChangelog } from './check-changelog.ts';

const REFERENCE_ID = /^[a-z0-9][a-z0-9_-]*$/;

/**
 * The GraphQL references' keys: each needs a `schema`; in a list each needs an `id` and a
 * `route` of its own (two references on one route would give the same pages twice).
 */
export function checkGraphqlReferences(graphql: { list: boolean; items: GraphqlInput[] }, report: Reporter): void {
  const ids = new Set<string>();
  const routes = new Set<string>();
  graphql.items.forEach((reference, index) => {
    const key = graphql.list ? `graphql[${index}]` : 'graphql';
    const at = graphql.list ? ['graphql', String(index)] : ['graphql'];
    if (reference.schema === undefined) report(at, `Missing required key \`${key}.schema\` (a string)`, 'name the schema file, relative to the site folder: SDL (`.graphql`) or introspection JSON (`.json`)', 'missing-key');
    if (reference.url !== undefined && !/^https?:\/\/[^/]+/.test(reference.url)) report([...at, 'url'], `\`${key}.url\` must be an absolute http(s) URL, got \`${reference.url}\``, 'the schema is downloaded from it and kept at `schema`');
    checkChangelog(reference.changelog, { at, key, report });
    if (!graphql.list) return;
    if (reference.id === undefined) report(at, `Missing required key \`${key}.id\` (a slug)`, 'each schema of the list needs an id, e.g. `id: storefront`', 'missing-key');
    else if (!REFERENCE_ID.test(reference.id)) report([...at, 'id'], `GraphQL reference id \`${reference.id}\` is not allowed`, 'an id is `a-z`, `0-9`, `-` and `_`, starting with a letter or digit');
    else if (ids.has(reference.id)) report([...at, 'id'], `GraphQL reference id \`${reference.id}\` is used twice`, 'give each schema its own `id`');
    else ids.add(reference.id);
    if (reference.route === undefined) report(at, `Missing required key \`${key}.route\` (a string)`, 'each schema of the list needs a route of its own, e.g. `route: /graphql/storefront`', 'missing-key');
    else if (routes.has(reference.route.replace(/^\/+|\/+$/g, ''))) report([...at, 'route'], `Two GraphQL references are on the route \`${reference.route}\``, 'give each schema a route of its own');
    else routes.add(reference.route.replace(/^\/+|\/+$/g, ''));
  });
}
