/**
 * Whether an error a plugin threw is the network being unreachable (no DNS, refused, reset,
 * timed out), as Node's fetch, undici, node-fetch, axios and `http` report it, and which host
 * it was trying to reach. Such a plugin is left out with a warning instead of failing the build
 * (see plugin-errors.ts): a site builds offline with everything that does not need the network.
 */

/** `errno` codes of a connection that could not be made or was lost: the network, not the plugin. */
const NETWORK_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'ETIMEDOUT', 'ENETUNREACH', 'ENETDOWN', 'EHOSTUNREACH', 'EHOSTDOWN']);
/** undici's codes for the same (its argument and usage errors, also `UND_ERR_*`, are the plugin's own). */
const UNDICI_NETWORK_CODES = /^UND_ERR_(?:CONNECT_TIMEOUT|HEADERS_TIMEOUT|BODY_TIMEOUT|SOCKET|CLOSED)$/;
/** node-fetch's FetchError types of a request that never got an answer. */
const FETCH_ERROR_TYPES = new Set(['system', 'request-timeout', 'body-timeout']);

export type Link = { name?: unknown; message?: unknown; code?: unknown; type?: unknown; hostname?: unknown; host?: unknown; address?: unknown; path?: unknown; cause?: unknown; errors?: unknown };

/** The error and every error it wraps (`cause`, an AggregateError's `errors`, as Node's happy-eyeballs connect throws), each once. */
export function errorChain(error: unknown): Link[] {
  const seen = new Set<unknown>();
  const links: Link[] = [];
  const visit = (value: unknown): void => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    const link = value as Link;
    links.push(link);
    visit(link.cause);
    if (Array.isArray(link.errors)) link.errors.forEach(visit);
  };
  visit(error);
  return links;
}

/** The link's code when it is one of a network failure. */
function networkCode(link: Link): string | undefined {
  const code = typeof link.code === 'string' ? link.code : undefined;
  return code && (NETWORK_CODES.has(code) || UNDICI_NETWORK_CODES.test(code)) ? code : undefined;
}

function isNetworkLink(link: Link): boolean {
  if (networkCode(link)) return true;
  // Node's fetch wraps every failure to get a response in `TypeError: fetch failed`; an HTTP error status is not one.
  if (link.name === 'TypeError' && link.message === 'fetch failed') return true;
  return link.name === 'FetchError' && typeof link.type === 'string' && FETCH_ERROR_TYPES.has(link.type);
}

/** The host the failed request was for: the resolver's `hostname`, a URL in a message (node-fetch's "request to https://…"), or the refused address. */
function hostOf(links: readonly Link[]): string | undefined {
  for (const link of links) if (typeof link.hostname === 'string' && link.hostname) return link.hostname;
  for (const link of links) if (typeof link.host === 'string' && link.host) return link.host;
  for (const link of links) {
    const url = typeof link.message === 'string' ? /\bhttps?:\/\/([^/\s:?#]+)/.exec(link.message) : null;
    if (url) return url[1];
  }
  for (const link of links) if (typeof link.address === 'string' && link.address) return link.address;
  return undefined;
}

/** When `error` is the network being unreachable: that, with the host and the code (`ENOTFOUND`) when the error names them; else undefined. */
export function networkFailure(error: unknown): { host?: string; code?: string } | undefined {
  const links = errorChain(error);
  if (!links.some(isNetworkLink)) return undefined;
  const host = hostOf(links);
  const code = links.map(networkCode).find(Boolean);
  return { ...(host ? { host } : {}), ...(code ? { code } : {}) };
}
