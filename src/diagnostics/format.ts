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

/** Two lines of context around `line`, with a caret under `column`. */
export function codeFrame(source: string, line: number, column: number, c: Colors = plain): string {
  const sourceLines = source.split(/\r?\n/);
  const first = Math.max(1, line - 2);
  const last = Math.min(sourceLines.length, line + 1);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const text = sourceLines[n - 1] ?? '';
    const marker = n === line ? '>' : ' ';
    out.push(c.dim(`  ${marker} ${String(n).padStart(width)} | `) + text);
    if (n === line) {
      const pad = text.slice(0, Math.max(0, column - 1)).replace(/[^\t]/g, ' ');
      out.push(c.dim(`    ${' '.repeat(width)} | `) + pad + c.red('^'));
    }
  }
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
