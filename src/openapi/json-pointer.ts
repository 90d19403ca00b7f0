/** JSON pointers (`#/paths/~1carts/post`) to and from their segments. */

/** Split `#/paths/~1carts/post` into `['paths', '/carts', 'post']`. */
export function pointerSegments(pointer: string): string[] {
  const path = pointer.replace(/^#/, '');
  if (!path || path === '/') return [];
  return path
    .slice(1)
    .split('/')
    .map((segment) => decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Build `#/a/b~1c` from segments. */
export function toPointer(segments: ReadonlyArray<string | number>): string {
  return `#/${segments.map((segment) => String(segment).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
}
