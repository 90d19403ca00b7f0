import type { IncomingMessage, ServerResponse } from 'node:http';
import type { OutputFile } from '../build/write-output.ts';
import { checkRequest, contentType, refuse, SECURITY_HEADERS } from '../serve/static-handler.ts';
import { fileText } from './changed-pages.ts';
import type { EarlyPages } from './early-pages.ts';
import { BUILD_ERROR_PAGE, EVENTS_PATH, withReloadClient } from './reload-client.ts';

/** What the dev server's builds leave for its requests to serve. */
export interface DevState {
  /** The last good build's files; empty until a build of the whole site succeeds. */
  files: Map<string, OutputFile>;
  /** The search index of the served build, made on the first request for it. */
  searchIndex: (() => { files: Map<string, Uint8Array> }) | undefined;
  /** The error overlay's message while the site does not build. */
  lastError: string | undefined;
  /** The first build of the whole site: requests for pages not built ahead of it wait for it. */
  initial: Promise<void>;
  /** Host headers the server answers to, and its origin, once it listens. */
  allowed: Set<string>;
  origin: string;
  /** The event streams of the pages open in browsers. */
  clients: Set<ServerResponse>;
}

export function createDevState(): DevState {
  return { files: new Map(), searchIndex: undefined, lastError: undefined, initial: new Promise(() => undefined), allowed: new Set(), origin: '', clients: new Set() };
}

/** Tell every open page: `reload` (with routes), `css`, `error` (the overlay) or `ok`. */
export function sendEvent(state: DevState, event: string, data: unknown): void {
  for (const client of state.clients) client.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

function openEventStream(state: DevState, request: IncomingMessage, response: ServerResponse): void {
  // The event stream is for this server's own pages only.
  const from = request.headers.origin;
  if (from !== undefined && from !== state.origin) return refuse(response, { status: 403, reason: 'foreign origin' });
  response.writeHead(200, { ...SECURITY_HEADERS, 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
  response.write(': connected\n\n');
  if (state.lastError !== undefined) response.write(`event: error\ndata: ${JSON.stringify({ message: state.lastError })}\n\n`);
  state.clients.add(response);
  request.on('close', () => state.clients.delete(response));
}

async function respondWithFile(request: IncomingMessage, response: ServerResponse, name: string, file: OutputFile, status: number, early?: EarlyPages): Promise<void> {
  let body = await fileText(file);
  if (name.endsWith('.html')) {
    // A page built ahead of the whole site is remembered, so that build reloads it if it differs.
    early?.served.set(name, { contents: body });
    body = withReloadClient(String(body));
  }
  response.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': contentType(name), 'Cache-Control': 'no-store' });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/**
 * The dev server's requests: the reload event stream, pages built ahead of the whole site
 * while it builds, then the served build's files, with the reload client in each page.
 */
export function devRequestHandler(state: DevState, early: EarlyPages): (request: IncomingMessage, response: ServerResponse) => Promise<void> {
  return async (request, response) => {
    try {
      const checked = checkRequest(request, state.allowed);
      if ('status' in checked) return refuse(response, checked);
      const path = checked.segments.join('/');
      if (`/${path}` === EVENTS_PATH) return openEventStream(state, request, response);
      const ahead = early.done ? undefined : await early.file(path);
      if (ahead && !early.done) return await respondWithFile(request, response, ahead[0], ahead[1], 200, early);
      // Listening starts before the first build ends: other requests wait for it.
      await state.initial;
      if (state.files.size === 0) {
        response.writeHead(500, { ...SECURITY_HEADERS, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
        response.end(BUILD_ERROR_PAGE);
        return;
      }
      if (path.startsWith('search/') && state.searchIndex && !state.files.has(path)) {
        for (const [name, contents] of state.searchIndex().files) state.files.set(name, { contents });
        state.searchIndex = undefined;
      }
      // `/a` and `/a/` are both served, from `a/index.html` or, with `trailingSlash: false`, `a.html`.
      const candidates = [path, path ? `${path}/index.html` : 'index.html', ...(path ? [`${path}.html`] : [])];
      const found = candidates.map((candidate) => [candidate, state.files.get(candidate)] as const).find(([, file]) => file);
      const [name, file] = found ?? ['404.html', state.files.get('404.html')];
      if (!file) return refuse(response, { status: 404, reason: 'not found' });
      await respondWithFile(request, response, name, file, found ? 200 : 404);
    } catch {
      refuse(response, { status: 500, reason: 'internal error' });
    }
  };
}
