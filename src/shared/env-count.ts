/** A whole number of zero or more from the environment variable `name`, else `fallback` (unset or not such a number). */
export function envCount(name: string, fallback: number): number {
  const configured = Number.parseInt(process.env[name] ?? '', 10);
  return Number.isInteger(configured) && configured >= 0 ? configured : fallback;
}
