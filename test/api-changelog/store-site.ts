/**
 * A site whose REST API has a version (`versionOf`) and an older release (`changelog:`), and
 * whose GraphQL schema has an older release: the documents are api-diff's own fixtures, so the
 * changelog pages can be checked against `docsgen api-diff` on the same pairs.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fixturesDir, makeSite } from '../helpers.ts';

const diffFixture = (name: string): Promise<string> => readFile(join(fixturesDir, 'api-diff', name), 'utf8');

/** The oldest release, only in `changelog:`: `GET /categories` did not exist yet. */
const STORE_V0 = `openapi: 3.0.3
info: { title: Kassa Store API, version: 0.9.0 }
paths:
  /carts:
    get:
      summary: List carts
      responses: { '200': { description: The carts } }
`;

const CONFIG = `title: Store
url: https://store.test
openapi:
  - id: store
    file: api/store-v2.yaml
    route: /store-api
    versionLabel: '2.0'
    changelog:
      - version: 0.9
        source: api/store-v0.yaml
  - id: store-v1
    file: api/store-v1.yaml
    route: /store-api/v1
    versionOf: store
    versionLabel: '1.0'
graphql:
  schema: api/store.graphql
  route: /graphql
  title: Store GraphQL API
  versionLabel: '2.0'
  changelog:
    - version: '1.0'
      source: api/store-v1.graphql
`;

const PAGES: Record<string, string> = {
  'pages/index.md': '# Store\n\nWhat [changed in 2.0](/store-api/changelog#1.0-to-2.0), and [in the GraphQL API](/graphql/changelog#1.0-to-2.0), [not in 4.0](/store-api/changelog#3.0-to-4.0).\n',
};

/** Write the site into a temporary project folder and return it. */
export async function makeStoreSite(): Promise<string> {
  return makeSite({
    ...PAGES,
    'api/store-v2.yaml': await diffFixture('store-v2.yaml'),
    'api/store-v1.yaml': await diffFixture('store-v1.yaml'),
    'api/store-v0.yaml': STORE_V0,
    'api/store.graphql': await diffFixture('store-v2.graphql'),
    'api/store-v1.graphql': await diffFixture('store-v1.graphql'),
  }, CONFIG);
}
