/**
 * Results of a pure function of a string, kept across a build's pages: an OpenAPI document
 * repeats a description or an example on many of them. Everything is forgotten once
 * `entries` results or `chars` characters of keys and results are kept, so a long
 * `docsgen dev` session does not grow it without end.
 */
export function boundedMemo<T extends string | undefined>(limits: { entries: number; chars: number }): (key: string, compute: () => T) => T {
  const kept = new Map<string, T>();
  let chars = 0;
  return (key, compute) => {
    if (kept.has(key)) return kept.get(key) as T;
    if (kept.size >= limits.entries || chars >= limits.chars) {
      kept.clear();
      chars = 0;
    }
    const value = compute();
    kept.set(key, value);
    chars += key.length + (value?.length ?? 0);
    return value;
  };
}
