/** Print api-diff's changes: grouped by operation for people, or as JSON for tools. */
import type pc from 'picocolors';
import type { ApiChange } from './rules.ts';

type Colors = Pick<typeof pc, 'red' | 'green' | 'dim' | 'bold'>;

const plain: Colors = { red: String, green: String, dim: String, bold: String };

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The changes as `--json` prints them: `{ "changes": [{ level, operation, message, rule }] }`. */
export function formatChangesJson(changes: readonly ApiChange[]): string {
  return `${JSON.stringify({ changes: changes.map(({ level, operation, message, rule }) => ({ level, operation, message, rule })) }, null, 2)}\n`;
}

/**
 * The changes under a heading per operation (in the order given, which keeps an operation's
 * changes together), each line led by its level, then a summary line.
 */
export function formatChanges(changes: readonly ApiChange[], colors: Colors = plain): string {
  const groups = new Map<string, ApiChange[]>();
  for (const change of changes) groups.set(change.operation, [...(groups.get(change.operation) ?? []), change]);
  const lines: string[] = [];
  for (const [operation, list] of groups) {
    lines.push(colors.bold(operation));
    for (const change of list) lines.push(`  ${change.level === 'breaking' ? colors.red('breaking    ') : colors.dim('non-breaking')}  ${change.message}`);
    lines.push('');
  }
  const breaking = changes.filter((change) => change.level === 'breaking').length;
  if (!changes.length) lines.push(`${colors.green('✔')} No changes`);
  else {
    const counts = `${plural(breaking, 'breaking change')}, ${changes.length - breaking} non-breaking, in ${plural(groups.size, 'operation')}`;
    lines.push(breaking ? colors.red(`✖ ${counts}`) : `${colors.green('✔')} ${counts}`);
  }
  return `${lines.join('\n')}\n`;
}
