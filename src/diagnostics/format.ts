import pc from 'picocolors';
import type { Diagnostic } from './diagnostic.ts';

type Colors = Pick<typeof pc, 'red' | 'yellow' | 'dim' | 'bold' | 'cyan'>;

const plain: Colors = { red: String, yellow: String, dim: String, bold: String, cyan: String };

/**
 * Format one diagnostic as `file:line:col severity message  code`, then an optional hint line
 * and a code frame.
 */
export function formatDiagnostic(diagnostic: Diagnostic, options: { colors?: Colors; frame?: boolean } = {}): string {
  const c = options.colors ?? plain;
  const location = [diagnostic.file, diagnostic.line, diagnostic.line === undefined ? undefined : diagnostic.column ?? 1]
    .filter((part) => part !== undefined)
    .join(':');
  const severity = diagnostic.severity === 'error' ? c.red('error') : c.yellow('warning');
  const lines = [`${c.bold(location)} ${severity} ${diagnostic.message}  ${c.dim(diagnostic.code)}`];
  if (diagnostic.hint) lines.push(`  ${c.cyan('hint:')} ${diagnostic.hint}`);
  if (options.frame !== false && diagnostic.source !== undefined && diagnostic.line !== undefined) {
    lines.push(codeFrame(diagnostic.source, diagnostic.line, diagnostic.column ?? 1, c));
  }
  return lines.join('\n');
}

/**
 * Where each line of the last text framed starts. A third-party document can be 30 MB and
 * have hundreds of warnings; scanning it from the top for each frame took seconds.
 */
let indexed: { source: string; starts: number[] } | undefined;

function lineStarts(source: string): number[] {
  if (indexed?.source !== source) {
    const starts = [0];
    for (let at = source.indexOf('\n'); at !== -1; at = source.indexOf('\n', at + 1)) starts.push(at + 1);
    indexed = { source, starts };
  }
  return indexed.starts;
}

/** Lines `first`..`last` (1-based) of a text. */
function linesOf(source: string, first: number, last: number): string[] {
  const starts = lineStarts(source);
  const out: string[] = [];
  for (let n = first; n <= Math.min(last, starts.length); n++) {
    const end = n < starts.length ? starts[n]! - 1 : source.length;
    out.push(source.slice(starts[n - 1], end).replace(/\r$/, ''));
  }
  return out;
}

/** Characters of a line shown around the column: a minified document is one line of megabytes. */
const FRAME_WIDTH = 100;

/** Two lines of context around `line`, with a caret under `column`; long lines are cut around it. */
export function codeFrame(source: string, line: number, column: number, c: Colors = plain): string {
  const first = Math.max(1, line - 2);
  const shown = linesOf(source, first, line + 1);
  const last = first + shown.length - 1;
  const width = String(last).length;
  // The same window of columns for every line, so the caret stays under its character.
  const from = column > FRAME_WIDTH ? column - 1 - Math.floor(FRAME_WIDTH / 2) : 0;
  const clip = (text: string): string => (from > 0 ? '…' : '') + text.slice(from, from + FRAME_WIDTH) + (text.length > from + FRAME_WIDTH ? '…' : '');
  const out: string[] = [];
  shown.forEach((text, index) => {
    const n = first + index;
    const marker = n === line ? '>' : ' ';
    out.push(c.dim(`  ${marker} ${String(n).padStart(width)} | `) + clip(text));
    if (n === line) {
      const pad = (from > 0 ? ' ' : '') + text.slice(from, Math.max(from, column - 1)).replace(/[^\t]/g, ' ');
      out.push(c.dim(`    ${' '.repeat(width)} | `) + pad + c.red('^'));
    }
  });
  return out.join('\n');
}

/**
 * Warnings of one code shown in full: past these, a site migrated from another generator (whose
 * samples and images were never checked) would scroll its few errors away under hundreds of
 * warnings of one kind.
 */
export const WARNINGS_SHOWN_PER_CODE = 10;

/**
 * What a terminal shows of `diagnostics`, in their order: every error, the first warnings of
 * each code, then one line per code counting the warnings left out, saying how to see them
 * (`showAll`); `all` shows every one.
 */
export function formatDiagnosticList(diagnostics: readonly Diagnostic[], options: { colors?: Colors; all?: boolean; showAll?: string } = {}): string[] {
  const c = options.colors ?? plain;
  const shown = new Map<string, number>();
  const left = new Map<string, { count: number; files: Set<string> }>();
  const out: string[] = [];
  for (const diagnostic of diagnostics) {
    if (!options.all && diagnostic.severity === 'warning') {
      const count = shown.get(diagnostic.code) ?? 0;
      if (count >= WARNINGS_SHOWN_PER_CODE) {
        const entry = left.get(diagnostic.code) ?? { count: 0, files: new Set<string>() };
        entry.count++;
        entry.files.add(diagnostic.file);
        left.set(diagnostic.code, entry);
        continue;
      }
      shown.set(diagnostic.code, count + 1);
    }
    out.push(formatDiagnostic(diagnostic, { colors: c }));
  }
  for (const [code, { count, files }] of left) {
    out.push(`${c.yellow(`… ${count} more ${code} warning${count === 1 ? '' : 's'}`)} in ${files.size} file${files.size === 1 ? '' : 's'} ${c.dim(`(${options.showAll ?? '--verbose shows every warning'})`)}`);
  }
  return out;
}

/** The closing summary line, e.g. `✖ 2 errors, 1 warning`. */
export function formatSummary(diagnostics: readonly Diagnostic[], colors: Colors = plain): string {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.length - errors;
  const parts: string[] = [];
  if (errors) parts.push(`${errors} error${errors === 1 ? '' : 's'}`);
  if (warnings) parts.push(`${warnings} warning${warnings === 1 ? '' : 's'}`);
  if (!parts.length) return '';
  return errors ? colors.red(`✖ ${parts.join(', ')}`) : colors.yellow(`⚠ ${parts.join(', ')}`);
}
