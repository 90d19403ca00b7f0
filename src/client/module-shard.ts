/** The shard of the browser bundle's registry that loads a partial given to an island (see bundle-client.ts): two hex digits of its id (`m1a2b3c4d` → `1a`). */
export const moduleShard = (id: string): string => id.slice(1, 3);
