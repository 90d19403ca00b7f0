/** Where `JSON.parse` failed, from V8's message (`… at position 42` or `(line 3 column 5)`). */
export function syntaxErrorOffset(message: string, text: string): number {
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  if (lineColumn) {
    const lines = text.split('\n').slice(0, Number(lineColumn[1]) - 1);
    return lines.reduce((sum, line) => sum + line.length + 1, 0) + Number(lineColumn[2]) - 1;
  }
  const position = /at position (\d+)/.exec(message);
  if (position) return Number(position[1]);
  return /Unexpected end of JSON input/.test(message) ? text.trimEnd().length : 0;
}
