import { setFlagsFromString } from 'node:v8';

let guarded = false;

/**
 * Regular expressions docsgen runs come from others too: an OpenAPI schema's `pattern`
 * (examples are checked against it) or a site's content. One with a quantified group inside
 * a quantifier, such as `^([\w.-]*)*$`, backtracks for hours on a value it does not match.
 * Past 50,000 backtracks V8 then finishes the match on its linear-time engine: the same
 * answer, in milliseconds. The flag is the process's (every thread), read when a match runs.
 */
export function guardRegExps(): void {
  if (guarded) return;
  setFlagsFromString('--enable-experimental-regexp-engine-on-excessive-backtracks');
  guarded = true;
}
