/**
 * A document of blocks and inline syntax the fast parser reads, in random nestings, with the
 * edge cases of each (emphasis flanking, wrapped code spans, trailing spaces, loose lists,
 * references to definitions there are and are not):
 * a search for the documents where its tree and micromark's part. Deterministic per seed.
 */
export function randomDocument(seed: number): string {
  let state = seed;
  const random = (): number => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const words = ['foo', 'bar', 'x_y', '2*3', '(paren)', 'end.', 'é', '🎉', '"q"', '#', '!', ']', '-', '*', '_', '\\*', 'x\\y', '`x`', '``a ` b``', '` c `', '*em*', '**strong**', '_em_', '__strong__', '*a **b** c*', '**a *b* c**', '[link](./a.md)', '[l *e*](/x "t")', '![alt](i.png)', 'a*b*c', 'a_b_c', '*(x)*', '*foo*bar', '_foo_bar', '* a *', '&amp;', '&#42;x&#42;', '&nosuch;', 'a & b', '*&copy;*', '[ref]', '[Ref  One]', '[t][ref]', '[ref][]', '[none]', '[x][none]', '[*e* ref]', '[*a]*', '~/x', '@me', '(@team)', 'me@x.io'];
  const inline = (): string => Array.from({ length: 1 + Math.floor(random() * 6) }, () => pick(words)).join(pick([' ', ' ', '']));
  const paragraph = (indent: string): string =>
    Array.from({ length: 1 + Math.floor(random() * 3) }, (_, line) => (line ? indent + pick(['', '', ' ', '   ', '     ']) : '') + inline() + pick(['', '', '  ', ' '])).join('\n');
  const table = (indent: string): string => {
    const columns = 1 + Math.floor(random() * 3);
    const row = (): string => `${random() < 0.7 ? '| ' : ''}${Array.from({ length: columns }, () => (random() < 0.1 ? '' : inline().replaceAll('|', ''))).join(' | ')}${random() < 0.7 ? ' |' : ''}${pick(['', ' '])}`;
    const delimiter = `|${Array.from({ length: columns }, () => pick(['---', ':--', '--:', ':-:'])).join('|')}|`;
    return [row(), delimiter, ...Array.from({ length: Math.floor(random() * 3) }, row)].join(`\n${indent}`);
  };
  const block = (depth: number, indent: string): string => {
    const kind = random();
    if (kind < 0.3) return paragraph(indent);
    if (kind < 0.4) return `${pick(['#', '##', '###'])} ${inline()}`;
    if (kind < 0.5) {
      const fence = pick(['```', '~~~', '````']);
      const lines = [inline(), '', '  indented', '```x'].slice(0, 1 + Math.floor(random() * 4));
      return `${fence}${pick(['', 'ts', 'js title="a b"'])}\n${lines.map((line) => (line ? indent + line : pick(['', indent]))).join('\n')}\n${indent}${fence}`;
    }
    if (kind < 0.56) return pick(['---', '***', '___']);
    if (kind < 0.64) return table(indent);
    if (kind < 0.68 && depth < 2) {
      const quoted = blocks(depth + 1, '');
      return quoted
        .split('\n')
        .map((line, index) => `${index ? indent : ''}${line ? pick(['> ', '>']) + line : pick(['>', '> '])}`)
        .join('\n');
    }
    if (kind < 0.72 && depth < 2) {
      const colons = pick([':::', '::::']);
      return `${colons}${pick(['note', 'tip'])}${pick(['', '[Title *x*]', ' Title'])}\n${indent}${blocks(depth + 1, indent)}\n${indent}${colons}`;
    }
    if (depth < 3) {
      const ordered = random() < 0.4;
      const marker = ordered ? pick(['1.', '1)']) : pick(['-', '*', '+']);
      const space = pick([' ', ' ', '  ']);
      const items = Array.from({ length: 1 + Math.floor(random() * 3) }, (_, index) => {
        const written = ordered ? `${index + 1}${marker.slice(-1)}` : marker;
        return written + space + blocks(depth + 1, indent + ' '.repeat(written.length + space.length));
      });
      return items.join(`\n${pick(['', '', '\n'])}${indent}`);
    }
    return paragraph(indent);
  };
  const blocks = (depth: number, indent: string): string =>
    Array.from({ length: 1 + Math.floor(random() * (depth ? 2 : 5)) }, () => block(depth, indent)).join(`\n${pick(['', '\n', '\n', '\n\n'])}${indent}`);
  // Definitions of some of the labels above, at the end as pages write them, or none.
  const definitions = pick(['', '', '\n\n[ref]: /r\n[ref one]: /o "T"', '\n\n[*E* ref]: ./e.md\n\n[REF]: /twice']);
  return `${blocks(0, '')}${definitions}\n`;
}
