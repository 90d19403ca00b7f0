import { access, mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { serve, type RunningServer } from '../../src/serve/serve.ts';
import { copySite, HOSTILE_HEADERS, HOSTILE_TARGETS, rawRequest, runDocsgen } from '../helpers.ts';

let server: RunningServer;
let host: string;
let siteCwd: string;

beforeAll(async () => {
  const cwd = await copySite('basic');
  siteCwd = cwd;
  await build({ cwd });
  // Secrets a server must never hand out: beside the build, inside it as a dotfile, and behind a symlink.
  await writeFile(join(cwd, 'secret.txt'), 'TOP SECRET');
  await writeFile(join(cwd, 'build', '.env'), 'API_KEY=SECRET');
  await mkdir(join(cwd, 'build', 'docs'), { recursive: true });
  await symlink(join(cwd, 'secret.txt'), join(cwd, 'build', 'docs', 'link.txt'));
  // A file of the site's own whose name looks hashed: only what docsgen writes under assets/ is.
  await mkdir(join(cwd, 'build', 'js'), { recursive: true });
  await writeFile(join(cwd, 'build', 'js', 'jquery.validate.js'), 'void 0;');
  server = await serve({ cwd, port: 0 });
  host = `127.0.0.1:${server.port}`;
});
afterAll(() => server?.close());

const raw = (target: string, headers: Record<string, string> = { Host: host }, method = 'GET') => rawRequest(server.port, target, headers, method);

describe('docsgen serve', () => {
  it('serves pages, folders as their index, with types and caching like a production host', async () => {
    const page = await raw('/guides/setup');
    expect(page.status).toBe(200);
    expect(page.head).toMatch(/content-type: text\/html; charset=utf-8/i);
    expect(page.head).toMatch(/cache-control: no-cache/i);
    expect(page.body).toContain('<title>Setting up Acme | Acme Docs</title>');
    expect((await raw('/guides/setup/')).status).toBe(200);
    expect((await raw('/guides/setup?x=../../secret.txt')).status).toBe(200);
    const css = await raw((page.body.match(/href="(\/assets\/css\/[^"]+)"/) ?? [])[1]!);
    expect(css.head).toMatch(/content-type: text\/css/i);
    expect(css.head).toMatch(/cache-control: public, max-age=31536000, immutable/i);
    expect((await raw('/js/jquery.validate.js')).head).toMatch(/cache-control: no-cache/i);
    const missing = await raw('/no/such/page');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('Page Not Found');
    expect((await raw('/guides/setup', { Host: host }, 'HEAD')).status).toBe(200);
  });

  it('gzips text for clients that accept it, as static hosts do', async () => {
    const url = `http://${host}`;
    const plain = await fetch(`${url}/guides/setup`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    const html = await plain.text();
    // fetch() asks for gzip and decodes it: the same page, sent compressed.
    const zipped = await fetch(`${url}/guides/setup`);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(await zipped.text()).toBe(html);
  });

  it('marks every response same-origin and nosniff, and sends no CORS headers', async () => {
    for (const target of ['/', '/no/such/page', '/../secret.txt']) {
      const { head } = await raw(target);
      expect(head).toMatch(/cross-origin-resource-policy: same-origin/i);
      expect(head).toMatch(/x-content-type-options: nosniff/i);
      expect(head).not.toMatch(/access-control-allow/i);
    }
  });

  it.each([
    ...HOSTILE_TARGETS,
    ['marker file', '/.docsgen-output', 404] as [string, string, number],
    ['symlink out of the build', '/docs/link.txt', 404] as [string, string, number],
    ['directory without index', '/docs/', 404] as [string, string, number],
  ])('refuses %s (%s)', async (_, target, status) => {
    const response = await raw(target);
    expect(response.status).toBe(status);
    expect(response.body).not.toContain('SECRET');
  });

  it.each(HOSTILE_HEADERS)('refuses a request with %s', async (_, headers, status) => {
    expect((await raw('/', headers as Record<string, string>)).status).toBe(status);
  });

  it('says a port in use is in use, with what to do, and exits with code 2 (serve and dev alike)', async () => {
    for (const command of [['serve'], ['dev']]) {
      const result = await runDocsgen([...command, '--port', String(server.port)], { cwd: siteCwd });
      expect(result.code, command[0]).toBe(2);
      expect(result.stderr).toContain(`error Port ${server.port} on 127.0.0.1 is already in use: stop the server using it, or pass another port with \`--port\` (0 picks a free one)`);
      expect(result.stderr).not.toContain('crashed');
    }
  });

  it('answers to its own names and refuses other methods', async () => {
    expect((await raw('/', { Host: `localhost:${server.port}` })).status).toBe(200);
    expect((await raw('/', { Host: 'localhost' })).status).toBe(200);
    expect((await raw('/', { Host: host }, 'POST')).status).toBe(405);
  });
});

describe('docsgen serve, a build with trailingSlash: false in config.yaml', () => {
  let flat: RunningServer;
  let cwd: string;
  beforeAll(async () => {
    cwd = await copySite('basic');
    const config = join(cwd, 'site', 'config.yaml');
    await writeFile(config, `trailingSlash: false\n${await readFile(config, 'utf8')}`);
    await build({ cwd });
    flat = await serve({ cwd, port: 0 });
  });
  afterAll(() => flat?.close());

  it('writes pages as <route>.html and serves them at /route and /route/, as static hosts do', async () => {
    await expect(access(join(cwd, 'build', 'guides', 'setup.html'))).resolves.toBeUndefined();
    for (const target of ['/guides/setup', '/guides/setup/']) {
      const page = await rawRequest(flat.port, target, { Host: `127.0.0.1:${flat.port}` });
      expect(page.status, target).toBe(200);
      expect(page.body).toContain('<title>Setting up Acme | Acme Docs</title>');
      expect(page.body).toContain('<link rel="canonical" href="https://docs.acme.test/guides/setup"/>');
    }
  });
});

describe('docsgen serve, a build made for a base URL (baseUrl: /docs/)', () => {
  let based: RunningServer;
  beforeAll(async () => {
    const cwd = await copySite('basic');
    const config = join(cwd, 'site', 'config.yaml');
    await writeFile(config, `baseUrl: /docs/\n${await readFile(config, 'utf8')}`);
    await build({ cwd });
    based = await serve({ cwd, port: 0 });
  });
  afterAll(() => based?.close());
  const get = (target: string) => rawRequest(based.port, target, { Host: `127.0.0.1:${based.port}` });

  it('serves it under that path, as Docusaurus serve does, so its stylesheet and links load', async () => {
    expect(based.url).toBe(`http://127.0.0.1:${based.port}/docs/`);
    const page = await get('/docs/guides/setup');
    expect(page.status).toBe(200);
    const stylesheet = (page.body.match(/href="(\/docs\/assets\/css\/styles\.[^"]+)"/) ?? [])[1]!;
    expect((await get(stylesheet)).status).toBe(200);
    expect((await get('/docs/')).body).toContain('<title>');
    const missing = await get('/docs/no/such/page');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('Page Not Found');
  });

  it('sends a request outside the base URL to the home page', async () => {
    for (const target of ['/', '/guides/setup', '/docsx/guides/setup']) {
      const outside = await get(target);
      expect(outside.status, target).toBe(302);
      expect(outside.head, target).toMatch(/^location: \/docs\/$/im);
    }
  });
});
