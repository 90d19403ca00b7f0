/** `docsgen mcp` driven by the SDK's own client, over stdio (the CLI, spawned) and streamable HTTP. */
import { readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import type { OutputFile } from '../../src/build/write-output.ts';
import { runMcpHttp, type RunningMcpServer } from '../../src/mcp/run-mcp.ts';
import { copySite, rawRequest, repoRoot } from '../helpers.ts';
import { engineFromFiles } from '../search/search-files.ts';

let cwd: string;
let stdio: Client;
let http: Client;
let httpServer: RunningMcpServer;

beforeAll(async () => {
  // Two OpenAPI references (Payments API, Admin API), two guides, search and twins on.
  cwd = await copySite('multi-api');
  await build({ cwd });
  // What the server must never hand out: a file beside the build, and a twin that is a symlink to it.
  await writeFile(join(cwd, 'secret.md'), '# TOP SECRET\n');
  await symlink(join(cwd, 'secret.md'), join(cwd, 'build', 'leak.md'));
  stdio = new Client({ name: 'test', version: '1.0.0' });
  await stdio.connect(new StdioClientTransport({ command: process.execPath, args: [join(repoRoot, 'bin', 'docsgen.js'), 'mcp', '--dir', 'build'], cwd, stderr: 'pipe' }));
  httpServer = await runMcpHttp({ cwd, port: 0 });
  http = new Client({ name: 'test', version: '1.0.0' });
  await http.connect(new StreamableHTTPClientTransport(new URL(httpServer.url)));
}, 120_000);

afterAll(async () => {
  await stdio?.close();
  await http?.close();
  await httpServer?.close();
});

async function call(client: Client, name: string, args: Record<string, unknown>): Promise<{ text: string; isError: boolean }> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const [first] = result.content;
  return { text: first?.type === 'text' ? first.text : '', isError: Boolean(result.isError) };
}

describe.each([
  ['stdio', () => stdio],
  ['streamable HTTP', () => http],
])('docsgen mcp over %s', (_transport, client) => {
  it('lists its four tools', async () => {
    const { tools } = await client().listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['search_docs', 'get_page', 'list_operations', 'get_operation']);
  });

  it('search_docs ranks as the site\'s search box does, with route, title and excerpt', async () => {
    const { text, isError } = await call(client(), 'search_docs', { query: 'create a payment', limit: 5 });
    expect(isError).toBe(false);
    const results = JSON.parse(text) as Array<{ route: string; anchor?: string; title: string; excerpt: string; type: string }>;
    expect(results[0]).toMatchObject({ route: '/payments-api/create-a-payment', title: 'Create a payment', type: 'operation' });
    expect(results.every((result) => typeof result.excerpt === 'string')).toBe(true);
    // The same engine over the same files, as the search tests read them.
    const files = new Map<string, OutputFile>();
    for (const file of await readdir(join(cwd, 'build', 'search'), { recursive: true })) {
      if (file.endsWith('.bin') || file.endsWith('.json')) files.set(`search/${file}`, { contents: await readFile(join(cwd, 'build', 'search', file)) });
    }
    const hits = await engineFromFiles(files).search('create a payment', 5);
    expect(results.map((result) => (result.anchor ? `${result.route}#${result.anchor}` : result.route))).toEqual(hits.map((hit) => hit.url));
  });

  it('get_page returns the Markdown twin, however the route is written', async () => {
    const twin = await readFile(join(cwd, 'build', 'samples.md'), 'utf8');
    for (const route of ['/samples', 'samples', '/samples/', '/samples.md', 'https://docs.payments.test/samples#top']) {
      expect(await call(client(), 'get_page', { route })).toEqual({ text: twin, isError: false });
    }
    expect((await call(client(), 'get_page', { route: '/' })).text).toMatch(/^# Payments Docs\n/);
    expect((await call(client(), 'get_page', { route: '/llms.txt' })).text).toMatch(/^# Payments Docs\n\nEach link leads/);
  });

  it('list_operations lists every operation with its id and reference, or one reference\'s', async () => {
    const all = JSON.parse((await call(client(), 'list_operations', {})).text) as Array<{ id: string; api: string; route: string }>;
    expect(all.map((operation) => operation.id)).toEqual(['GET /webhooks', 'POST /webhooks', 'DELETE /webhooks/{webhookId}', 'GET /payments', 'POST /payments', 'GET /payments/{paymentId}']);
    expect(all[4]).toEqual({ id: 'POST /payments', title: 'Create a payment', route: '/payments-api/create-a-payment', api: 'Payments API' });
    for (const api of ['Payments API', 'payments api', '/payments-api']) {
      const some = JSON.parse((await call(client(), 'list_operations', { api })).text) as Array<{ api: string }>;
      expect(some.map((operation) => operation.api)).toEqual(['Payments API', 'Payments API', 'Payments API']);
    }
  });

  it('get_operation returns the operation\'s complete twin, by id or route', async () => {
    const twin = await readFile(join(cwd, 'build', 'payments-api', 'create-a-payment.md'), 'utf8');
    expect(twin).toContain('## Request body');
    expect(await call(client(), 'get_operation', { id: 'POST /payments' })).toEqual({ text: twin, isError: false });
    expect(await call(client(), 'get_operation', { id: 'post  /payments' })).toEqual({ text: twin, isError: false });
    expect(await call(client(), 'get_operation', { id: '/payments-api/create-a-payment' })).toEqual({ text: twin, isError: false });
  });

  it('answers what does not exist with a tool error naming what does', async () => {
    expect(await call(client(), 'get_page', { route: '/sampels' })).toEqual({ text: 'No page at `/sampels`; did you mean `/samples`?', isError: true });
    expect(await call(client(), 'get_operation', { id: 'POST /paymnts' })).toEqual({ text: 'No operation `POST /paymnts`; did you mean `POST /payments`? (list_operations lists them)', isError: true });
    expect(await call(client(), 'list_operations', { api: 'Paymnts API' })).toEqual({ text: 'No API reference `Paymnts API`; did you mean `Payments API`?', isError: true });
    const far = await call(client(), 'get_page', { route: '/nothing-like-it-at-all' });
    expect(far.isError).toBe(true);
    expect(far.text).toMatch(/^No page at `\/nothing-like-it-at-all`; the site has \d+ pages, among them `\/`, `\/admin-api\/admin-api`/);
  });

  it('refuses to read outside the build folder', async () => {
    for (const route of ['/../secret', '../secret.md', '/..%2f/x', 'C:\\secret', '/a/../../secret']) {
      const result = await call(client(), 'get_page', { route });
      expect(result.isError, route).toBe(true);
      expect(result.text).not.toContain('TOP SECRET');
    }
    expect((await call(client(), 'get_page', { route: '/../secret' })).text).toBe('`/../secret` is not a route of this site: routes are paths inside it, such as `/` or `/guides/setup`, without `..`');
    // The symlink out of the folder is not a page.
    expect(await call(client(), 'get_page', { route: '/leak' })).toMatchObject({ isError: true });
    expect((await call(client(), 'get_page', { route: '/leak' })).text).not.toContain('TOP SECRET');
  });

  it('keeps serving after a malformed call', async () => {
    const bad = await call(client(), 'get_page', { route: 42 });
    expect(bad.isError).toBe(true);
    expect(bad.text).toContain('route');
    await expect(client().callTool({ name: 'no_such_tool', arguments: {} })).resolves.toMatchObject({ isError: true });
    expect((await call(client(), 'get_page', { route: '/samples' })).isError).toBe(false);
  });
});

describe('docsgen mcp over HTTP: requests that are not MCP', () => {
  const port = (): number => Number(new URL(httpServer.url).port);
  const host = (): string => `127.0.0.1:${port()}`;

  it('answers 4xx and goes on serving', async () => {
    expect((await rawRequest(port(), '/', { Host: host() })).status).toBe(404);
    expect((await rawRequest(port(), '/mcp', { Host: host() }, 'GET')).status).toBe(405);
    expect((await rawRequest(port(), '/mcp', { Host: 'evil.example' }, 'POST')).status).toBe(403);
    expect((await rawRequest(port(), '/mcp', { Host: host(), Origin: 'https://evil.example' }, 'POST')).status).toBe(403);
    const garbage = await fetch(httpServer.url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: '{not json' });
    expect(garbage.status).toBe(400);
    const notJson = await fetch(httpServer.url, { method: 'POST', headers: { 'content-type': 'text/plain', accept: 'application/json, text/event-stream' }, body: 'hello' });
    expect(notJson.status).toBe(415);
    expect((await call(http, 'get_page', { route: '/' })).isError).toBe(false);
  });
});

describe('docsgen mcp after a rebuild', () => {
  it('answers from the new build without a restart', async () => {
    // The catalog was read by the calls above: a new page shows it is read again.
    expect((await call(stdio, 'get_page', { route: '/refunds' })).isError).toBe(true);
    await writeFile(join(cwd, 'site', 'pages', 'refunds.md'), '# Refunds\n\nGive the money back.\n');
    await build({ cwd });
    for (const client of [stdio, http]) expect(await call(client, 'get_page', { route: '/refunds' })).toEqual({ text: '# Refunds\n\nGive the money back.\n', isError: false });
  }, 60_000);
});
