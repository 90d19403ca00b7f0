import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { request } from 'undici';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { LinkToCheck } from './links.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

interface CacheEntry {
  ok: boolean;
  status?: number;
  reason?: string;
  checkedAt: number;
}

async function probe(url: string, timeoutMs: number): Promise<{ ok: boolean; status?: number; reason?: string }> {
  const attempt = async (method: 'HEAD' | 'GET'): Promise<number> => {
    const response = await request(url, { method, signal: AbortSignal.timeout(timeoutMs), headers: { 'user-agent': 'docsgen link checker' } });
    await response.body.dump();
    return response.statusCode;
  };
  try {
    let status = await attempt('HEAD');
    // Many servers answer HEAD wrongly (405, 403, 404); only GET tells for sure.
    if (status >= 400) status = await attempt('GET');
    return status < 400 ? { ok: true, status } : { ok: false, status, reason: `HTTP ${status}` };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return { ok: false, reason: (error as { code?: string }).code ?? cause?.code ?? (error as Error).name };
  }
}

/**
 * Check external http(s) links: HEAD then GET, a few at a time, each with a timeout;
 * results are cached for a day. Problems are warnings: other people's sites go down.
 */
export async function checkExternalLinks(links: readonly LinkToCheck[], options: { cacheFile: string; timeoutMs?: number; concurrency?: number; now?: number }): Promise<Diagnostic[]> {
  const now = options.now ?? Date.now();
  const cache: Record<string, CacheEntry> = JSON.parse(await readFile(options.cacheFile, 'utf8').catch(() => '{}')) as Record<string, CacheEntry>;
  const external = links.filter((link) => /^https?:\/\//i.test(link.url));
  const urls = [...new Set(external.map((link) => link.url.split('#')[0]!))];
  const pending = urls.filter((url) => !(cache[url] && now - cache[url].checkedAt < DAY_MS));
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < pending.length) {
      const url = pending[next++]!;
      cache[url] = { ...(await probe(url, options.timeoutMs ?? 10_000)), checkedAt: now };
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency ?? 8, pending.length) }, worker));
  if (pending.length) {
    // A cache that cannot be written (read-only checkout) only costs probes next time.
    const tmp = `${options.cacheFile}.${process.pid}.tmp`;
    await mkdir(dirname(options.cacheFile), { recursive: true })
      .then(() => writeFile(tmp, JSON.stringify(cache)))
      .then(() => rename(tmp, options.cacheFile))
      .catch(() => undefined);
  }
  return external.flatMap((link): Diagnostic[] => {
    const entry = cache[link.url.split('#')[0]!];
    if (!entry || entry.ok) return [];
    return [{ code: 'links/external-broken', severity: 'warning', message: `External link \`${link.url}\` failed: ${entry.reason ?? 'unknown error'}`, file: link.file, ...(link.line ? { line: link.line, column: link.column ?? 1 } : {}) }];
  });
}
