/** Code block languages checked as GraphQL: apart from the checker, so a site without them does not load `graphql`. */
export const GRAPHQL_LANGS: ReadonlySet<string> = new Set(['graphql', 'gql']);
