import { pipeline } from 'node:stream';
import { createGzip } from 'node:zlib';
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.yml': 'application/yaml; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  // A feed's stylesheet (blog.feed.xslt): browsers apply one served as XML.
  '.xsl': 'application/xslt+xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.graphql': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
};

/**
 * A build's `assets/` folder holds only files named by their content (`css/styles.1a2b3c4d.css`,
 * `images/diagram.9f8e7d6c.png`), so they never change and are cached for a year; the deploy
 * recipes give hosts the same rule. Any other file, whatever its name, is revalidated.
 */
export const isHashedAsset = (segments: readonly string[]): boolean => segments.length > 1 && segments[0] === 'assets';

export function contentType(path: string): string {
  return TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/** Headers every response carries, errors included. */
export const SECURITY_HEADERS = {
  'Cross-Origin-Resource-Policy': 'same-origin',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
} as const;

export type Refusal = { status: number; reason: string };

/**
 * Check the request itself (not yet the file): method, Host (DNS rebinding), cross-site
 * fetches, and the request target. Returns the decoded, normalised path segments to serve,
 * or why the request is refused. Decoding happens exactly once, before every check.
 */
export function checkRequest(request: IncomingMessage, allowedHosts: ReadonlySet<string>): { segments: string[] } | Refusal {
  if (request.method !== 'GET' && request.method !== 'HEAD') return { status: 405, reason: 'only GET and HEAD' };
  const host = request.headers.host;
  if (!host) return { status: 400, reason: 'no Host header' };
  if (!allowedHosts.has(host.toLowerCase())) return { status: 403, reason: `Host ${host} is not this server` };
  if (request.headers['sec-fetch-site'] === 'cross-site') return { status: 403, reason: 'cross-site request' };
  if (request.headers.origin === 'null') return { status: 403, reason: 'opaque origin' };
  const target = request.url ?? '';
  // Origin-form only: no absolute-form targets, no fragments, nothing but a path and a query.
  if (!target.startsWith('/') || target.startsWith('//') || target.includes('#') || target.includes('\\')) return { status: 400, reason: 'bad request target' };
  const rawPath = target.split('?')[0]!;
  if (/%(?:2f|5c|00)/i.test(rawPath)) return { status: 400, reason: 'encoded separator or NUL in the path' };
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return { status: 400, reason: 'malformed percent-encoding' };
  }
  // A path that still has escapes after one decoding was encoded twice.
  if (/%[0-9a-f]{2}/i.test(path) || path.includes('\0') || path.includes('\\')) return { status: 400, reason: 'double encoding, NUL or backslash in the path' };
  const segments = path.split('/').slice(1);
  if (segments.slice(0, -1).some((segment) => segment === '')) return { status: 400, reason: 'empty path segment' };
  if (segments.some((segment) => segment === '.' || segment === '..')) return { status: 400, reason: 'dot segment' };
  if (segments.some((segment) => segment.startsWith('.'))) return { status: 404, reason: 'hidden file' };
  return { segments: segments.filter(Boolean) };
}

/** The set of Host header values this server answers to. */
export function allowedHostsFor(host: string, port: number, extra: readonly string[] = []): Set<string> {
  const names = new Set(['127.0.0.1', 'localhost', '[::1]', host.includes(':') && !host.startsWith('[') ? `[${host}]` : host, ...extra]);
  return new Set([...names].flatMap((name) => [name.toLowerCase(), `${name.toLowerCase()}:${port}`]));
}

/**
 * Resolve checked segments to a file inside `root`: a file, a folder's index.html, or `<path>.html`
 * (pages of a `trailingSlash: false` build, as GitHub Pages and Netlify serve them). The
 * real path must stay inside the real root, so symlinks cannot lead out. No listings.
 */
export async function resolveFile(root: string, segments: readonly string[]): Promise<string | undefined> {
  const realRoot = await realpath(root);
  const candidates = [join(realRoot, ...segments), join(realRoot, ...segments, 'index.html'), ...(segments.length ? [`${join(realRoot, ...segments)}.html`] : [])];
  for (const candidate of candidates) {
    const real = await realpath(candidate).catch(() => undefined);
    if (!real || (real !== realRoot && !real.startsWith(realRoot + sep))) continue;
    const info = await stat(real).catch(() => undefined);
    if (info?.isFile()) return real;
  }
  return undefined;
}

export function refuse(response: ServerResponse, refusal: Refusal): void {
  response.writeHead(refusal.status, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(`${refusal.status} ${refusal.reason}\n`);
}

/** Text types, which production hosts send compressed (images and fonts are compressed already). */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|yaml)|image\/svg\+xml)/;

/**
 * Send a file with its content type and caching: a year for hashed assets, revalidation for
 * the rest. Text is gzipped for clients that accept it, as static hosts do: a preview
 * measured with Lighthouse then sees the bytes a reader's browser gets.
 */
export function sendFile(request: IncomingMessage, response: ServerResponse, file: string, { status = 200, immutable = false }: { status?: number; immutable?: boolean } = {}): void {
  const type = contentType(file);
  const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  response.writeHead(status, {
    ...SECURITY_HEADERS,
    'Content-Type': type,
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...(COMPRESSIBLE.test(type) ? { Vary: 'Accept-Encoding' } : {}),
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
  });
  if (request.method === 'HEAD') response.end();
  // The file can vanish between stat and open (a build replacing it): end the
  // response instead of crashing the server on an unhandled stream error.
  else if (gzip) pipeline(createReadStream(file), createGzip(), response, () => undefined);
  else pipeline(createReadStream(file), response, () => undefined);
}
