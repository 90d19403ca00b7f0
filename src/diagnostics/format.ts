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

/** Lines `first`..`last` (1-based) of a text, found without splitting all of it: documents can be 30 MB. */
function linesOf(source: string, first: number, last: number): string[] {
  const out: string[] = [];
  let start = 0;
  for (let n = 1; n <= last && start <= source.length; n++) {
    const end = source.indexOf('\n', start);
    const stop = end === -1 ? source.length : end;
    if (n >= first) out.push(source.slice(start, stop).replace(/\r$/, ''));
    if (end === -1) break;
    start = end + 1;
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
