/**
 * `clsx`, for Docusaurus components when the site has not installed it (every create-docusaurus
 * template imports it): class names from strings, numbers, arrays and `{name: condition}` objects.
 */
type ClassValue = string | number | bigint | boolean | null | undefined | ClassValue[] | Record<string, unknown>;

export function clsx(...values: ClassValue[]): string {
  const out: string[] = [];
  for (const value of values) {
    if (!value) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') out.push(String(value));
    else if (Array.isArray(value)) {
      const inner = clsx(...value);
      if (inner) out.push(inner);
    } else if (typeof value === 'object') {
      for (const [name, on] of Object.entries(value)) if (on) out.push(name);
    }
  }
  return out.join(' ');
}

export default clsx;
