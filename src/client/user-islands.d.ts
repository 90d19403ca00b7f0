/**
 * The site's client components, generated per build by bundle-client.ts: island module id
 * → a lazy import of the component's file. Empty for sites without any.
 */
declare module 'docsgen:user-islands' {
  export const USER_ISLANDS: Record<string, () => Promise<Record<string, unknown>>>;
  /** The Markdown files given to islands, by the first two hex digits of their id (see module-shard.ts): each shard a lazy module of lazy imports. */
  export const MODULE_SHARDS: Record<string, () => Promise<{ MODULES: Record<string, () => Promise<Record<string, unknown>>> }>>;
}

/**
 * The client modules of the site's plugins (`getClientModules`) and config (`clientModules`),
 * generated per build by bundle-client.ts: each module as imported, in order. Empty for sites
 * without any.
 */
declare module 'docsgen:client-modules' {
  export const CLIENT_MODULES: ReadonlyArray<Record<string, unknown>>;
}

/** The site's `mermaid` package when it draws diagrams (`markdown.mermaid`), else null (see bundle-client.ts). */
declare module 'docsgen:mermaid' {
  const mermaid: { initialize(config: Record<string, unknown>): void; render(id: string, text: string): Promise<{ svg: string }> } | null;
  export default mermaid;
}
