import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { readOptional } from '../read-optional.ts';

export interface FetchSpecOptions {
  /** Remote document URL; undefined builds from the cache (the local document) only. */
  url?: string;
  /** Absolute path of the cached copy, also the committed document. */
  cachePath: string;
  /** Path shown in messages. */
  cacheFile: string;
  /** Total deadline per attempt, across connect, headers and body (ms). */
  timeoutMs: number;
  /** Retries after the first attempt, on network errors, 5xx and 429. */
  retries: number;
  /** Largest accepted body (bytes). */
  maxBytes: number;
  /** Hosts a redirect may lead to besides the document's own. */
  allowedHosts: string[];
  /** Skip the network. */
  offline: boolean;
  /** A failed fetch fails the build instead of falling back to the cache. */
  strictRemote: boolean;
  /**
   * Checks a downloaded body before it may replace the cache (parses and looks like
   * OpenAPI); returns an error message or undefined.
   */
  validate: (text: string) => string | undefined;
  /** What the document is, in messages: `OpenAPI document` unless said. */
  label?: string;
  /** For tests: the clock and the wait between retries. */
  sleep?: (ms: number) => Promise<void>;
}

/** Stored beside the cache: where it came from, for conditional requests and messages. */
export interface CacheMeta {
  url: string;
  etag?: string;
  lastModified?: string;
  fetchedAt: string;
}

export interface FetchedSpec {
  /** The document text to compile, or undefined when there is none at all. */
  text?: string;
  /** `network` (downloaded now), `not-modified` (304), `cache` (fallback or offline), `local` (no URL). */
  origin: 'network' | 'not-modified' | 'cache' | 'local';
  diagnostics: Diagnostic[];
}

class FetchFailure extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

const metaPath = (cachePath: string): string => `${cachePath}.meta.json`;

/** Write through a temporary file and rename, so a crash never leaves half a cache; the first download makes the cache's folder. */
async function writeAtomic(path: string, contents: string): Promise<void> {
  const tmp = `${path}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  await mkdir(dirname(path), { recursive: true });
  try {
    await writeFile(tmp, contents);
    await rename(tmp, path);
  } finally {
    await rm(tmp, { force: true });
  }
}

function describeAge(iso: string | undefined): string {
  if (!iso) return 'of unknown age';
  const minutes = Math.round((Date.now() - Date.parse(iso)) / 60_000);
  if (!Number.isFinite(minutes)) return 'of unknown age';
  if (minutes < 90) return `${minutes} minute${minutes === 1 ? '' : 's'} old`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} hours old`;
  return `${Math.round(hours / 24)} days old`;
}

function retryAfter(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isFinite(date) ? Math.max(0, date - Date.now()) : undefined;
}

/** Errors that no retry fixes soon: the host does not resolve, or the machine is offline. */
function isPermanentNetworkError(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ENETUNREACH' || code === 'EAI_NONAME';
}

/**
 * One GET with a total deadline, a size cap and manual redirects (http(s) only, same host
 * unless allow-listed). Resolves to the body, or `undefined` on 304.
 */
async function getOnce(url: string, meta: CacheMeta | undefined, options: FetchSpecOptions): Promise<{ text?: string; etag?: string; lastModified?: string }> {
  // Loaded on the first download: offline builds and `docsgen dev` never need it.
  const { request } = await import('./http-request.ts');
  const origin = new URL(url);
  const signal = AbortSignal.timeout(options.timeoutMs);
  let current = origin;
  for (let redirects = 0; ; redirects++) {
    const headers: Record<string, string> = { accept: 'application/json, application/yaml, text/yaml;q=0.9, */*;q=0.5', 'user-agent': 'docsgen' };
    if (meta && meta.url === url && current.href === origin.href) {
      if (meta.etag) headers['if-none-match'] = meta.etag;
      if (meta.lastModified) headers['if-modified-since'] = meta.lastModified;
    }
    let response;
    try {
      response = await request(current, { method: 'GET', headers, signal, headersTimeout: options.timeoutMs, bodyTimeout: options.timeoutMs });
    } catch (error) {
      if (signal.aborted) throw new FetchFailure(`no complete response within ${options.timeoutMs / 1000} s`, true);
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const reason = (error as { code?: string }).code ?? cause?.code ?? (error as Error).message;
      throw new FetchFailure(`network error (${reason})`, !isPermanentNetworkError(error));
    }
    const { statusCode } = response;
    if (statusCode >= 300 && statusCode < 400 && statusCode !== 304) {
      await response.body.dump();
      const location = response.headers.location;
      const target = typeof location === 'string' ? new URL(location, current) : undefined;
      if (!target || !/^https?:$/.test(target.protocol)) throw new FetchFailure(`redirect to a non-http(s) location (${String(location)}) refused`, false);
      if (target.host !== origin.host && !options.allowedHosts.includes(target.host)) {
        throw new FetchFailure(`redirect to another host (${target.host}) refused; add it to \`openapi.allowedHosts\` to allow it`, false);
      }
      if (redirects >= 5) throw new FetchFailure('too many redirects', false);
      current = target;
      continue;
    }
    if (statusCode === 304) {
      await response.body.dump();
      return {};
    }
    if (statusCode === 429) {
      await response.body.dump();
      throw new FetchFailure('HTTP 429 Too Many Requests', true, retryAfter(response.headers['retry-after']));
    }
    if (statusCode >= 400) {
      await response.body.dump();
      throw new FetchFailure(`HTTP ${statusCode}`, statusCode >= 500);
    }
    const length = Number(response.headers['content-length']);
    if (Number.isFinite(length) && length > options.maxBytes) {
      await response.body.dump();
      throw new FetchFailure(`the document is ${length} bytes, over the ${options.maxBytes}-byte limit`, false);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of response.body) {
        size += (chunk as Buffer).length;
        if (size > options.maxBytes) {
          response.body.destroy();
          throw new FetchFailure(`the document is over the ${options.maxBytes}-byte limit`, false);
        }
        chunks.push(chunk as Buffer);
      }
    } catch (error) {
      if (error instanceof FetchFailure) throw error;
      if (signal.aborted) throw new FetchFailure(`no complete response within ${options.timeoutMs / 1000} s`, true);
      throw new FetchFailure(`the response broke off (${(error as Error).message})`, true);
    }
    const etag = response.headers.etag;
    const lastModified = response.headers['last-modified'];
    return {
      text: Buffer.concat(chunks).toString('utf8'),
      ...(typeof etag === 'string' ? { etag } : {}),
      ...(typeof lastModified === 'string' ? { lastModified } : {}),
    };
  }
}

/**
 * Get the OpenAPI document: download it (conditionally, with retries) and refresh the cache
 * when it validates, else fall back to the cache with a warning. Never waits longer than
 * the deadline per attempt; never replaces the cache with something that is not OpenAPI.
 */
export async function fetchSpec(options: FetchSpecOptions): Promise<FetchedSpec> {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)));
  const cached = await readOptional(options.cachePath);
  if (!options.url) return cached === undefined ? { origin: 'local', diagnostics: [missing(options, undefined)] } : { text: cached, origin: 'local', diagnostics: [] };

  const metaText = await readOptional(metaPath(options.cachePath));
  let meta: CacheMeta | undefined;
  try {
    meta = metaText ? (JSON.parse(metaText) as CacheMeta) : undefined;
  } catch {
    meta = undefined;
  }
  const fallback = (reason: string): FetchedSpec => {
    if (cached === undefined) return { origin: 'cache', diagnostics: [missing(options, reason)] };
    const message = `Could not fetch the ${options.label ?? 'OpenAPI document'} from ${options.url}: ${reason}`;
    if (options.strictRemote) {
      return { origin: 'cache', diagnostics: [{ code: 'openapi/fetch-failed', severity: 'error', message, file: options.cacheFile, hint: 'the build is strict about the remote document (`--strict-remote`); fix the connection or drop the flag to build from the cached copy' }] };
    }
    return {
      text: cached,
      origin: 'cache',
      diagnostics: [{ code: 'openapi/using-cache', severity: 'warning', message, file: options.cacheFile, hint: `built from the cached copy (${meta && meta.url === options.url ? describeAge(meta.fetchedAt) : 'committed, never refreshed from this URL'}); use \`--offline\` to skip the download` }],
    };
  };
  if (options.offline) {
    return cached === undefined ? { origin: 'cache', diagnostics: [missing(options, 'offline: the network is not used')] } : { text: cached, origin: 'cache', diagnostics: [] };
  }

  let lastError: FetchFailure | undefined;
  for (let attempt = 0; attempt <= options.retries; attempt++) {
    if (attempt > 0) await sleep(Math.min(lastError?.retryAfterMs ?? 250 * 2 ** (attempt - 1), options.timeoutMs));
    try {
      const result = await getOnce(options.url, cached === undefined ? undefined : meta, options);
      if (result.text === undefined) return { text: cached!, origin: 'not-modified', diagnostics: [] };
      const invalid = options.validate(result.text);
      if (invalid) return fallback(`the response is not a valid ${options.label ?? 'OpenAPI document'} (${invalid}); the cache was left as it was`);
      await writeAtomic(options.cachePath, result.text);
      const newMeta: CacheMeta = {
        url: options.url,
        fetchedAt: new Date().toISOString(),
        ...(result.etag ? { etag: result.etag } : {}),
        ...(result.lastModified ? { lastModified: result.lastModified } : {}),
      };
      await writeAtomic(metaPath(options.cachePath), `${JSON.stringify(newMeta, null, 2)}\n`);
      return { text: result.text, origin: 'network', diagnostics: [] };
    } catch (error) {
      if (!(error instanceof FetchFailure)) throw error;
      lastError = error;
      if (!error.retryable) break;
    }
  }
  return fallback(lastError?.message ?? 'unknown error');
}

function missing(options: FetchSpecOptions, reason: string | undefined): Diagnostic {
  return {
    code: 'openapi/no-document',
    severity: 'error',
    message: options.url
      ? `No ${options.label ?? 'OpenAPI document'}: ${options.url} could not be fetched${reason ? ` (${reason})` : ''} and there is no cached copy at ${options.cacheFile}`
      : `No ${options.label ?? 'OpenAPI document'} at ${options.cacheFile}`,
    file: options.cacheFile,
    hint: options.url ? 'check the URL and the connection, or commit a copy of the document at the cache path' : 'set `openapi.file` to the document, or `openapi.url` to download it (kept in `openapi.cache`)',
  };
}
