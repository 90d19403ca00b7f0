/**
 * `docsgen mcp`: the docs server on stdio (what desktop assistants start), or on streamable
 * HTTP at http://127.0.0.1:<port>/mcp. HTTP is stateless, as the SDK recommends for a server
 * that keeps no per-client state: each POST gets a fresh server and transport.
 * @see https://modelcontextprotocol.io/specification/2025-06-18/basic/transports
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { DocsgenError } from '../diagnostics/diagnostic.ts';
import { createDocsServer } from './docs-server.ts';
import { openSiteFolder, type SiteFolder } from './site-folder.ts';

export interface McpOptions {
  /** The built site's folder (default `build`). */
  dir?: string;
  cwd?: string;
}

export interface RunningMcpServer {
  url: string;
  close(): Promise<void>;
}

/** Serve on stdin/stdout until the client closes the stream. Nothing else may write to stdout. */
export async function runMcpStdio(options: McpOptions = {}): Promise<void> {
  const folder = await openSiteFolder({ dir: options.dir ?? 'build', cwd: options.cwd ?? process.cwd() });
  const server = createDocsServer(folder);
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((done) => {
    transport.onclose = done;
    process.stdin.once('end', done);
  });
  await server.connect(transport);
  await closed;
  await server.close();
}

/** A JSON-RPC error without an id, as the SDK's transport answers requests it cannot take. */
function refuse(response: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }));
}

/**
 * Only this machine's pages may call the server: a Host or Origin of another name is a DNS
 * rebinding attempt (a web page whose domain resolves to 127.0.0.1), refused as the dev server does.
 */
function fromLoopback(request: IncomingMessage, port: number): boolean {
  const local = [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`];
  const origin = request.headers.origin;
  return local.includes(request.headers.host ?? '') && (origin === undefined || local.some((host) => origin === `http://${host}`));
}

async function handle(folder: SiteFolder, request: IncomingMessage, response: ServerResponse, port: number): Promise<void> {
  const path = (request.url ?? '/').split('?')[0];
  if (path !== '/mcp') return refuse(response, 404, 'Not found: the MCP endpoint is /mcp');
  if (!fromLoopback(request, port)) return refuse(response, 403, 'Forbidden: the Host or Origin is not this machine');
  // Stateless: no session to stream to (GET) or end (DELETE).
  if (request.method !== 'POST') return refuse(response, 405, 'Method not allowed: POST JSON-RPC messages to /mcp', { allow: 'POST' });
  const server = createDocsServer(folder);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  response.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(request, response);
}

/** Serve on streamable HTTP at 127.0.0.1:<port> (0 picks a free port). */
export async function runMcpHttp(options: McpOptions & { port: number }): Promise<RunningMcpServer> {
  const folder = await openSiteFolder({ dir: options.dir ?? 'build', cwd: options.cwd ?? process.cwd() });
  let port = options.port;
  const http = createServer((request, response) => {
    handle(folder, request, response, port).catch((error: unknown) => {
      // A bug answers 500 and the server goes on serving the next request.
      if (!response.headersSent) refuse(response, 500, `Internal error: ${(error as Error).message}`);
      else response.destroy();
    });
  });
  await new Promise<void>((listening, failed) => {
    http.once('error', (error: NodeJS.ErrnoException) => failed(error.code === 'EADDRINUSE' ? new DocsgenError(`Port ${options.port} is in use: pass another with --port (0 picks a free one)`, { exitCode: 2 }) : error));
    http.listen(options.port, '127.0.0.1', () => listening());
  });
  port = (http.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    close: () => new Promise((done) => {
      http.closeAllConnections();
      http.close(() => done());
    }),
  };
}
