import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { relative, resolve } from 'node:path';
import { DocsgenError } from '../diagnostics/diagnostic.ts';
import { allowedHostsFor, checkRequest, isHashedAsset, refuse, resolveFile, sendFile } from './static-handler.ts';
import { listen } from '../shared/listen.ts';

export interface ServeOptions {
  /** The finished build to serve; `build` by default. */
  dir?: string;
  cwd?: string;
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** Extra Host header names to answer to (e.g. a tunnel's name). */
  allowedHosts?: string[];
}

export interface RunningServer {
  /** The address of the site's home page, its base URL included (`http://127.0.0.1:3000/docs/`). */
  url: string;
  port: number;
  close: () => Promise<void>;
}

/** The stylesheet every page of a build links, whose folder tells the path the build was made for. */
const STYLESHEET = /<link rel="stylesheet" href="(\/[^"]*?)assets\/css\/styles(?:\.[0-9a-f]+)?\.css"/;

/**
 * The path a build expects to be served under (`/docs/` for `baseUrl: /docs/`), read from the
 * stylesheet link of its 404 page or home page: the build folder alone says it, whichever
 * config made it. `/` when neither page tells.
 */
export async function buildBaseUrl(root: string): Promise<string> {
  for (const page of ['404.html', 'index.html']) {
    const html = await readFile(resolve(root, page), 'utf8').catch(() => '');
    const found = STYLESHEET.exec(html);
    if (found) return found[1]!;
  }
  return '/';
}

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(302, { Location: location, 'Cache-Control': 'no-store' });
  response.end();
}

/**
 * Serve a finished build the way a production host would: content types, 404.html with
 * status 404, immutable caching for hashed assets, and the request checks of the dev
 * server (Host, cross-site, path traversal, dotfiles, symlinks out).
 */
export async function serve(options: ServeOptions = {}): Promise<RunningServer> {
  const cwd = options.cwd ?? process.cwd();
  const root = resolve(cwd, options.dir ?? 'build');
  if (!(await stat(root).catch(() => undefined))?.isDirectory()) {
    throw new DocsgenError(`Nothing to serve at ${relative(cwd, root) || '.'}`, {
      exitCode: 2,
      diagnostics: [{ code: 'serve/missing-build', severity: 'error', message: `There is no build at \`${relative(cwd, root) || '.'}\``, file: relative(cwd, root) || '.', hint: 'run `docsgen build` first, or pass the folder with `--dir`' }],
    });
  }
  // Served under its base URL, as Docusaurus's `serve` does: its pages' links and stylesheet
  // name `/docs/…`, and a request outside it is sent to the home page.
  const base = (await buildBaseUrl(root)).split('/').filter(Boolean);
  const basePath = base.map((segment) => `${encodeURIComponent(segment)}/`).join('');
  const host = options.host ?? '127.0.0.1';
  let allowed = new Set<string>();
  const server: Server = createServer(async (request, response) => {
    try {
      const checked = checkRequest(request, allowed);
      if ('status' in checked) return refuse(response, checked);
      if (base.some((segment, index) => checked.segments[index] !== segment)) return redirect(response, `/${basePath}`);
      const segments = checked.segments.slice(base.length);
      const file = await resolveFile(root, segments);
      if (file) return sendFile(request, response, file, { immutable: isHashedAsset(segments) });
      const notFound = await resolveFile(root, ['404.html']);
      if (notFound) return sendFile(request, response, notFound, { status: 404 });
      return refuse(response, { status: 404, reason: 'not found' });
    } catch {
      return refuse(response, { status: 500, reason: 'internal error' });
    }
  });
  const port = await listen(server, options.port ?? 3000, host);
  allowed = allowedHostsFor(host, port, options.allowedHosts);
  const shown = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shown}:${port}${basePath ? `/${basePath}` : ''}`,
    port,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

