import type { DiagnosticCode } from './codes.ts';

export type { DiagnosticCode };

/** How serious a diagnostic is: errors fail the run, warnings are reported only. */
export type Severity = 'error' | 'warning';

/** One problem found in the user's content or config, kept as data until the CLI prints it. */
export interface Diagnostic {
  /** Stable kebab-case id with a stage prefix, e.g. `config/unknown-key`, `mdx/parse-error`: one of codes.ts, which documents each. */
  code: DiagnosticCode;
  severity: Severity;
  /** One sentence: what is wrong, naming the thing in backticks, and what was expected. */
  message: string;
  /** Path of the source file as shown to the user (relative to the working directory). */
  file: string;
  /** 1-based line counted from the top of the file, front matter included. */
  line?: number;
  /** 1-based column. */
  column?: number;
  /** What to do about it, when the message alone does not say. */
  hint?: string;
  /** A few lines of the source around the position, for the code frame. */
  source?: string;
}

/** A failure that stops the run: carries diagnostics (user errors) rather than a stack trace. */
export class DocsgenError extends Error {
  readonly diagnostics: Diagnostic[];
  /** Exit code the CLI uses: 1 for content/build failures, 2 for usage and config errors. */
  readonly exitCode: 1 | 2;

  constructor(message: string, options: { diagnostics?: Diagnostic[]; exitCode?: 1 | 2; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'DocsgenError';
    this.diagnostics = options.diagnostics ?? [];
    this.exitCode = options.exitCode ?? 1;
  }
}

/** True when any diagnostic is an error. */
export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error');
}

/** Sort by file, then position, so reports read top to bottom. */
export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort(
    (a, b) =>
      a.file.localeCompare(b.file) ||
      (a.line ?? 0) - (b.line ?? 0) ||
      (a.column ?? 0) - (b.column ?? 0) ||
      a.message.localeCompare(b.message),
  );
}

/** Rows of editDistance, reused: a suggestion for a broken link compares it with every route. */
let distanceRows = [new Int32Array(0), new Int32Array(0), new Int32Array(0)];

/**
 * Edit distance counting a swap of two neighbours as one edit (optimal string alignment), or
 * Infinity when it exceeds `limit`: suggestions only care about close ones. Only the cells
 * within `limit` of the diagonal are computed (a cell further off is more than `limit` away),
 * in reused rows: GitHub's 44 broken links against its 2,464 routes took 45 ms instead of 204.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return Infinity;
  const n = b.length;
  const cap = Math.min(Math.floor(limit), a.length + n);
  // Stands for every value above `cap`: no cell above it can lead to one within it.
  const over = cap + 1;
  if (distanceRows[0]!.length < n + 2) distanceRows = [0, 1, 2].map(() => new Int32Array(2 * (n + 2)));
  let [before, previous, current] = distanceRows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= n; j++) previous[j] = j <= cap ? j : over;
  previous[n + 1] = over;
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - cap);
    const to = Math.min(n, i + cap);
    current[from - 1] = from === 1 && i <= cap ? i : over;
    let best = current[from - 1]!;
    const ai = a.charCodeAt(i - 1);
    const aBefore = i > 1 ? a.charCodeAt(i - 2) : -1;
    for (let j = from; j <= to; j++) {
      const bj = b.charCodeAt(j - 1);
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (ai === bj ? 0 : 1));
      if (j > 1 && ai === b.charCodeAt(j - 2) && aBefore === bj) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < best) best = value;
    }
    current[to + 1] = over;
    if (best > cap) return Infinity;
    [before, previous, current] = [previous, current, before];
  }
  return previous[n]! <= cap ? previous[n]! : Infinity;
}

/** Character counts of didYouMean's input (a candidate's are taken away while it is measured), by code unit modulo 128. */
const bag = new Int32Array(128);

/**
 * A lower bound of the edit distance from cheap counts (each edit changes at most one count
 * up and one down; folding code units into 128 buckets only lowers it). Most candidates are
 * ruled out by it: 500 broken links against 1000 routes took 6.8 s of edit distances.
 */
function bagDistance(candidate: string): number {
  for (let i = 0; i < candidate.length; i++) bag[candidate.charCodeAt(i) & 127]!--;
  let more = 0;
  let fewer = 0;
  for (let i = 0; i < 128; i++) {
    const count = bag[i]!;
    if (count > 0) more += count;
    else fewer -= count;
  }
  for (let i = 0; i < candidate.length; i++) bag[candidate.charCodeAt(i) & 127]!++;
  return Math.max(more, fewer);
}

/** The closest candidate to `input`, if it is close enough to be a likely typo. */
export function didYouMean(input: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  const lowered = input.toLowerCase();
  const tolerance = Math.max(1, Math.floor(input.length / 3));
  bag.fill(0);
  for (let i = 0; i < lowered.length; i++) bag[lowered.charCodeAt(i) & 127]!++;
  for (const candidate of candidates) {
    const limit = Math.min(tolerance, bestDistance);
    const loweredCandidate = candidate.toLowerCase();
    if (Math.abs(loweredCandidate.length - lowered.length) > limit || bagDistance(loweredCandidate) > limit) continue;
    const distance = editDistance(lowered, loweredCandidate, limit);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return bestDistance <= tolerance ? best : undefined;
}

/** Diagnostics of `code` with the same message in many places as one, at the first, saying how many times on how many pages. */
export function collapseRepeated(diagnostics: readonly Diagnostic[], code: DiagnosticCode): Diagnostic[] {
  const groups = new Map<string, Diagnostic[]>();
  for (const diagnostic of diagnostics) if (diagnostic.code === code) groups.set(diagnostic.message, [...(groups.get(diagnostic.message) ?? []), diagnostic]);
  const kept = new Set([...groups.values()].map((group) => group[0]!));
  return diagnostics.flatMap((diagnostic) => {
    if (diagnostic.code !== code) return [diagnostic];
    if (!kept.has(diagnostic)) return [];
    const group = groups.get(diagnostic.message)!;
    if (group.length === 1) return [diagnostic];
    const pages = new Set(group.map((each) => each.file)).size;
    const where = pages === group.length ? `on ${pages} pages` : `${group.length} times on ${pages} page${pages === 1 ? '' : 's'}`;
    return [{ ...diagnostic, message: `${diagnostic.message} (${where})` }];
  });
}
