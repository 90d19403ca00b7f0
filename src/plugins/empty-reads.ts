/**
 * The empty files a plugin's method read while it ran. A site whose media are placeholders (a
 * font of zero bytes) makes a plugin that parses them throw deep inside a parser ("Offset is
 * outside the bounds of the DataView" from a font library): with the empty files it read known,
 * that failure is a file the plugin needs being unreadable, a warning naming it (plugin-errors.ts),
 * not the plugin's bug. Node's `fs` reads are observed while a method runs, in its async context
 * only, so plugins running at once are told apart.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';

const reads = new AsyncLocalStorage<Set<string>>();
let observing = false;

/** A read's path as a string (a file descriptor or URL is not a file a message can name). */
const pathOf = (path: unknown): string | undefined => (typeof path === 'string' ? path : path instanceof URL ? path.pathname : undefined);

/** Note `path` when what was read of it is empty and a method is running. */
function note(path: unknown, data: unknown): void {
  const store = reads.getStore();
  const shown = store && pathOf(path);
  if (shown && (typeof data === 'string' || Buffer.isBuffer(data)) && data.length === 0) store.add(shown);
}

/** Wrap `fs.readFileSync`, `fs.readFile` and `fs.promises.readFile` once, to note empty reads (the wrappers do nothing else). */
function observe(): void {
  if (observing) return;
  observing = true;
  const readFileSync = fs.readFileSync;
  fs.readFileSync = function (this: unknown, ...args: Parameters<typeof readFileSync>) {
    const data = readFileSync.apply(this, args);
    note(args[0], data);
    return data;
  } as typeof readFileSync;
  const readFilePromise = fs.promises.readFile;
  fs.promises.readFile = async function (this: unknown, ...args: Parameters<typeof readFilePromise>) {
    const data = await readFilePromise.apply(this, args);
    note(args[0], data);
    return data;
  } as typeof readFilePromise;
  const readFile = fs.readFile;
  fs.readFile = function (this: unknown, ...args: unknown[]) {
    const callback = args.at(-1);
    if (typeof callback === 'function') args[args.length - 1] = (error: unknown, data: unknown) => (error || note(args[0], data), callback(error, data));
    return (readFile as (...rest: unknown[]) => void).apply(this, args);
  } as typeof readFile;
  // A plugin's `import { readFileSync } from 'node:fs'` sees the wrappers too.
  syncBuiltinESMExports();
}

/** Run `method`, noting the empty files it reads into `into`. */
export function withEmptyReads<T>(into: Set<string>, method: () => T): T {
  observe();
  return reads.run(into, method);
}
