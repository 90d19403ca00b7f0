/**
 * The site's client components, generated per build by bundle-client.ts: island module id
 * → a lazy import of the component's file. Empty for sites without any.
 */
declare module 'docsgen:user-islands' {
  export const USER_ISLANDS: Record<string, () => Promise<Record<string, unknown>>>;
}
