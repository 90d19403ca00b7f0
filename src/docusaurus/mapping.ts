/**
 * Shared pieces of the Docusaurus config mapping: the note type (a warning before it is
 * located), value guards, and the rule for keys docsgen does not carry over.
 */

/** Something the mapping could not carry over, at a key path of the Docusaurus config. */
export interface MappingNote {
  /** Key path in the Docusaurus config, e.g. `['themeConfig', 'algolia']`. */
  path: string[];
  /** A string literal to locate instead of the key (a plugin or theme name). */
  literal?: string;
  message: string;
  /** What docsgen does instead. */
  hint: string;
}

/** A plain object (not an array, not null). */
export type Obj = Record<string, unknown>;

export const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);
export const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
export const bool = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined);
/** A number, or the number a CSS length (`32px`) starts with, as Docusaurus's logo sizes may be written. */
export const num = (value: unknown): number | undefined => {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' ? Number.parseFloat(value) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : undefined;
};

/** An object without its undefined values, so the YAML written from it holds only what is set. */
export function defined<T extends Obj>(object: T): Partial<T> {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** A Docusaurus path under `static/` (`img/logo.svg`) as docsgen's root-relative path (`/img/logo.svg`); URLs as written. */
export function staticPath(path: string): string {
  return /^(?:[a-z][a-z0-9+.-]*:|\/)/i.test(path) ? path : `/${path.replace(/^\.\//, '')}`;
}

/** Collects notes for one mapping run. */
export class Notes {
  readonly list: MappingNote[] = [];

  add(path: string[], message: string, hint: string, literal?: string): void {
    this.list.push({ path, message, hint, ...(literal !== undefined ? { literal } : {}) });
  }

  /**
   * One note for each key of `value` that is neither mapped nor without effect on the output:
   * `known` lists the keys the caller handles, `silent` the keys that change nothing docsgen writes.
   */
  unmapped(value: Obj, path: string[], known: readonly string[], silent: readonly string[] = []): void {
    for (const [key, inner] of Object.entries(value)) {
      if (known.includes(key) || silent.includes(key) || inner === undefined) continue;
      if (Array.isArray(inner) && inner.length === 0) continue;
      const name = [...path, key].join('.');
      this.add([...path, key], `\`${name}\` is not read by docsgen`, 'docsgen builds the site without it');
    }
  }
}
