/**
 * Pages' parsed trees, kept for the other locales of one build. A page whose compile cannot
 * serve other locales as a template (a remark plugin reads its links, which differ by locale:
 * see locale-answers.ts) compiles again in each, but its text, and so its parse, is the same:
 * micromark reads it once. Kept serialised, off the JavaScript heap (no work for the garbage
 * collector), and dropped when the page turns out to be a template after all.
 */
import { deserialize, serialize } from 'node:v8';
import type { ParsedMarkdown } from './parse-markdown.ts';

type Parsed = Extract<ParsedMarkdown, { tree: unknown }>;

/** What compiling one page reads and keeps of its parse (see CompileMarkdownOptions.sharedParse). */
export interface SharedParse {
  get: () => Parsed | undefined;
  set: (parsed: Parsed) => void;
}

const keyOf = (body: string, format: string): string => `${format}\0${body}`;

/** One build's parses with one set of plugins, by the page's format and text. */
export class SharedParses {
  readonly #parses = new Map<string, Buffer>();
  /** How many compiles read a kept parse (`--profile`). */
  reused = 0;

  /** The parse of the page of `body` (as it was read, a copy of its own), and where to keep it once read. */
  of(body: string, format: string): SharedParse {
    const key = keyOf(body, format);
    return {
      get: () => {
        const kept = this.#parses.get(key);
        if (!kept) return undefined;
        this.reused++;
        return deserialize(kept) as Parsed;
      },
      set: (parsed) => void this.#parses.set(key, serialize(parsed)),
    };
  }

  /** Forget a page's parse: it serves the other locales whole. */
  drop(body: string, format: string): void {
    this.#parses.delete(keyOf(body, format));
  }
}
