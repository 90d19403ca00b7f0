/**
 * The recipes of the deploy guide (docs/pages/guides/deploy.md) work as written. Each one is
 * read from the page by its code block's title, never copied here, so the page and this test
 * cannot drift: a small site is built with the workflow's own build command, and every
 * recipe is checked against that real build — nginx is started with the page's server block.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmod, cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { load } from 'js-yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, runDocsgen, tempDir, writeFiles } from '../helpers.ts';

const page = await readFile(join(repoRoot, 'docs', 'pages', 'guides', 'deploy.md'), 'utf8');

/** The code block of the page with this `title="…"`. */
function block(title: string): string {
  for (const match of page.matchAll(/^(`{3,})[^\n]*?\btitle="([^"]+)"[^\n]*\n([\s\S]*?)^\1[ \t]*$/gm)) {
    if (match[2] === title) return match[3]!;
  }
  throw new Error(`deploy.md has no code block titled "${title}"`);
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A content-hashed name, as docsgen writes them: `styles.c914988c.css`, `main.5WFKKALD.js.map`. */
const HASHED_NAME = /\.[0-9A-Za-z]{8}\.[0-9a-z]+(?:\.map)?$/;

const svg = (fill: string): string => `<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><rect width="16" height="16" fill="${fill}"/></svg>\n`;

/** A small site with every kind of output file: pages, a blog, an API reference, images, component CSS and media, static files. */
const SITE: Record<string, string> = {
  // Source maps on: the guide's cache headers cover them too.
  'config.yaml': 'title: Acme Docs\nurl: https://docs.acme.example\ncomponents:\n  sourceMaps: true\nopenapi:\n  file: api/openapi.yaml\n  route: /api\n',
  'pages/index.md': '---\ntitle: Acme Docs\n---\nStart with [setup](./guides/setup.md).\n',
  'pages/guides/setup.md': '---\ntitle: Setup\n---\n## Install\n\n![Diagram](./diagram.svg)\n',
  'pages/guides/diagram.svg': svg('#336699'),
  'pages/guides/badges.mdx': "---\ntitle: Badges\n---\nimport Badge from '@site/src/components/Badge';\n\n<Badge label=\"New\" />\n",
  'src/components/Badge.tsx': "import './badge.css';\nimport icon from './icon.svg';\n\nexport default function Badge({ label }: { label: string }) {\n  return <span className=\"badge\"><img src={icon} alt=\"\" width={16} height={16} /> {label}</span>;\n}\n",
  'src/components/badge.css': '.badge { font-weight: bold; }\n',
  'src/components/icon.svg': svg('#993366'),
  'blog/2025-01-02-hello.md': '---\ntitle: Hello\n---\nFirst post.\n',
  'api/openapi.yaml': "openapi: 3.1.0\ninfo: { title: Acme API, version: 1.0.0 }\nservers: [{ url: 'https://api.acme.example' }]\npaths:\n  /things:\n    get:\n      summary: List things\n      responses:\n        '200': { description: OK }\n",
  'static/img/icon.svg': svg('#669933'),
};

let project: string;
let out: string;
/** Every file of the build, as paths relative to it (`assets/css/styles.c914988c.css`). */
let files: string[];
/** The command the GitHub Actions workflow builds with (`npx docsgen build`). */
let buildCommand: string;
/** The folder the workflow publishes (`build`). */
let published: string;

type Step = { uses?: string; run?: string; with?: Record<string, unknown>; id?: string };
type Workflow = { on: Record<string, unknown>; permissions: Record<string, string>; jobs: Record<string, { 'runs-on': string; needs?: string | string[]; steps: Step[]; environment?: { name: string } }> };
const workflow = (): Workflow => load(block('.github/workflows/docs.yml')) as Workflow;

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(entries.map((entry) => (entry.isDirectory() ? listFiles(dir, `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`])));
  return nested.flat().sort();
}

const isHashed = (path: string): boolean => path.startsWith('assets/');
/** The site's own files: what docsgen's record of the build is not. */
const siteFiles = (): string[] => files.filter((path) => path !== '.docsgen-output');
/** Each page as the URLs a reader may type: `/guides/setup` and `/guides/setup/`. */
const pageUrls = (): string[] =>
  files
    .filter((path) => path.endsWith('index.html'))
    .flatMap((path) => {
      const route = `/${path.slice(0, -'index.html'.length)}`;
      return route === '/' ? ['/'] : [route, route.slice(0, -1)];
    });

beforeAll(async () => {
  project = await tempDir();
  await writeFiles(join(project, 'site'), { ...SITE, 'static/_headers': block('site/static/_headers') });
  const steps = workflow().jobs['build']!.steps;
  buildCommand = steps.find((step) => step.run?.includes('docsgen build'))!.run!;
  published = String(steps.find((step) => step.uses?.startsWith('actions/upload-pages-artifact@'))!.with!['path']);
  // The workflow's command as CI runs it; `npx docsgen` is this CLI.
  const [npx, docsgen, ...args] = buildCommand.split(/\s+/);
  expect([npx, docsgen]).toEqual(['npx', 'docsgen']);
  const result = await runDocsgen(args, { cwd: project });
  expect(result.code, result.stderr).toBe(0);
  out = join(project, published);
  files = await listFiles(out);
});

describe('the deploy guide: what is content-hashed', () => {
  it('the build has every kind of file, and every file under assets/ has a content-hashed name', () => {
    const assets = files.filter(isHashed);
    for (const kind of [/^assets\/css\/styles\./, /^assets\/css\/components\./, /^assets\/js\/main\./, /^assets\/js\/chunk\..*\.js\.map$/, /^assets\/images\/diagram\./, /^assets\/media\/icon\./]) {
      expect(assets.some((path) => kind.test(path)), String(kind)).toBe(true);
    }
    for (const path of assets) expect(path).toMatch(HASHED_NAME);
    // Nothing outside assets/ is named by its content: the index's parts keep their names.
    expect(files.filter((path) => !isHashed(path) && HASHED_NAME.test(path))).toEqual([]);
    for (const path of ['404.html', 'sitemap.xml', 'robots.txt', 'blog/rss.xml', 'api/openapi.yaml', 'search/index.json', 'img/icon.svg']) expect(files).toContain(path);
  });

  it('a file under assets/ never changes its content under the same name', async () => {
    // Another build with a changed image, component stylesheet and media file, and new theme colours.
    const other = await tempDir();
    await cp(join(project, 'site'), join(other, 'site'), { recursive: true });
    await writeFiles(join(other, 'site'), {
      'config.yaml': `${SITE['config.yaml']}theme:\n  colors:\n    primary: '#0b5cad'\n`,
      'pages/guides/diagram.svg': svg('#112233'),
      'src/components/badge.css': '.badge { font-style: italic; }\n',
      'src/components/icon.svg': svg('#445566'),
    });
    const result = await runDocsgen(['build'], { cwd: other });
    expect(result.code, result.stderr).toBe(0);
    const otherFiles = await listFiles(join(other, 'build'));
    const before = new Set(files.filter(isHashed));
    const changed = otherFiles.filter((path) => isHashed(path) && !before.has(path));
    for (const kind of [/^assets\/css\/styles\./, /^assets\/css\/components\./, /^assets\/images\/diagram\./, /^assets\/media\/icon\./]) {
      expect(changed.some((path) => kind.test(path)), String(kind)).toBe(true);
    }
    for (const path of otherFiles.filter((path) => before.has(path))) {
      expect(Buffer.compare(await readFile(join(out, path)), await readFile(join(other, 'build', path))), path).toBe(0);
    }
  });
});

/** The headers a Netlify or Cloudflare Pages `_headers` file gives a path; repeated names are joined, as both hosts do. */
function headersFileFor(text: string, path: string): Record<string, string> {
  const rules: Array<{ pattern: RegExp; headers: Array<[string, string]> }> = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const source = line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/:[A-Za-z]\w*/g, '[^/]+');
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [] });
    } else {
      const [, name, value] = /^\s+([^:]+):\s*(.*)$/.exec(line) ?? [];
      if (!name || !rules.length) throw new Error(`not a _headers line: ${line}`);
      rules.at(-1)!.headers.push([name.toLowerCase(), value!.trim()]);
    }
  }
  const result: Record<string, string> = {};
  for (const rule of rules.filter((candidate) => candidate.pattern.test(path))) {
    for (const [name, value] of rule.headers) result[name] = result[name] ? `${result[name]}, ${value}` : value;
  }
  return result;
}

describe('the deploy guide: _headers (Netlify, Cloudflare Pages)', () => {
  it('static/_headers is copied to the root of the output', async () => {
    expect(await readFile(join(out, '_headers'), 'utf8')).toBe(block('site/static/_headers'));
  });

  it('caches every content-hashed file for a year, and nothing else', async () => {
    const text = await readFile(join(out, '_headers'), 'utf8');
    for (const path of siteFiles()) {
      const cacheControl = headersFileFor(text, `/${path}`)['cache-control'];
      if (isHashed(path)) expect(cacheControl, path).toBe(IMMUTABLE);
      // Everything else keeps the host's default, which revalidates.
      else expect(cacheControl, path).toBeUndefined();
    }
    for (const url of pageUrls()) expect(headersFileFor(text, url)['cache-control'], url).toBeUndefined();
  });
});

/** A Vercel `source` pattern (path-to-regexp: literals, `(regex)` groups, `:name` parameters) as a RegExp. */
function vercelSource(source: string): RegExp {
  let pattern = '';
  for (let i = 0; i < source.length; ) {
    const char = source[i]!;
    if (char === '(') {
      const end = source.indexOf(')', i);
      pattern += source.slice(i, end + 1);
      i = end + 1;
    } else if (char === ':') {
      const name = /^:\w+/.exec(source.slice(i))![0];
      i += name.length;
      const modifier = /^[*+?]/.exec(source.slice(i))?.[0];
      if (modifier) i += 1;
      pattern += modifier === '*' ? '(?:[^/]+(?:/[^/]+)*)?' : modifier === '+' ? '[^/]+(?:/[^/]+)*' : modifier === '?' ? '(?:[^/]+)?' : '[^/]+';
    } else {
      if ('{}*+?'.includes(char)) throw new Error(`vercel.json: unsupported pattern syntax in ${source}`);
      pattern += char.replace(/[.^$|[\]\\]/g, '\\$&');
      i += 1;
    }
  }
  return new RegExp(`^${pattern}$`);
}

describe('the deploy guide: vercel.json', () => {
  type VercelConfig = { buildCommand: string; outputDirectory: string; installCommand?: string; headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }> };
  const config = (): VercelConfig => JSON.parse(block('vercel.json')) as VercelConfig;

  it('parses, builds with the same command and publishes the folder the build writes', () => {
    expect(config().buildCommand).toBe(buildCommand);
    expect(config().outputDirectory).toBe(published);
    expect(config().installCommand).toBe('npm ci');
  });

  it('caches every content-hashed file for a year, and nothing else', () => {
    const cacheControl = (path: string): string | undefined =>
      config()
        .headers.filter((rule) => vercelSource(rule.source).test(path))
        .flatMap((rule) => rule.headers.filter((header) => header.key.toLowerCase() === 'cache-control').map((header) => header.value))
        .at(-1);
    for (const path of siteFiles()) {
      if (isHashed(path)) expect(cacheControl(`/${path}`), path).toBe(IMMUTABLE);
      else expect(cacheControl(`/${path}`), path).toBeUndefined();
    }
    for (const url of pageUrls()) expect(cacheControl(url), url).toBeUndefined();
  });
});

describe('the deploy guide: GitHub Pages, Netlify and Cloudflare Pages', () => {
  it('the workflow parses and runs the commands the page says', () => {
    const parsed = workflow();
    expect(Object.keys(parsed.on)).toContain('push');
    expect(parsed.permissions).toMatchObject({ pages: 'write', 'id-token': 'write' });
    const build = parsed.jobs['build']!;
    const uses = build.steps.map((step) => step.uses?.replace(/@.*/, '') ?? step.run);
    expect(uses).toEqual(['actions/checkout', 'actions/setup-node', 'npm ci', 'npx docsgen build', 'actions/upload-pages-artifact']);
    const node = build.steps.find((step) => step.uses?.startsWith('actions/setup-node@'))!.with!['node-version'];
    expect(Number(String(node).split('.')[0])).toBeGreaterThanOrEqual(20);
    // The artifact is the folder that command wrote.
    expect(existsSync(join(project, published, 'index.html'))).toBe(true);
    const deploy = parsed.jobs['deploy']!;
    expect(deploy.needs).toBe('build');
    expect(deploy.environment?.name).toBe('github-pages');
    expect(deploy.steps.map((step) => step.uses?.replace(/@.*/, ''))).toEqual(['actions/deploy-pages']);
    for (const step of [...build.steps, ...deploy.steps]) if (step.uses) expect(step.uses).toMatch(/^[\w-]+\/[\w-]+@v\d+$/);
  });

  it('netlify.toml and the Cloudflare Pages settings build with the same command and publish the same folder', () => {
    const toml = block('netlify.toml');
    expect(toml).toMatch(/^\[build\]$/m);
    expect(/^\s*command = "([^"]*)"$/m.exec(toml)?.[1]).toBe(buildCommand);
    expect(/^\s*publish = "([^"]*)"$/m.exec(toml)?.[1]).toBe(published);
    expect(Number(/^\s*NODE_VERSION = "(\d+)/m.exec(toml)?.[1])).toBeGreaterThanOrEqual(20);
    expect(page).toContain(`| Build command | \`${buildCommand}\` |`);
    expect(page).toContain(`| Build output directory | \`${published}\` |`);
  });
});

describe('the deploy guide: S3 and CloudFront', () => {
  it('the CloudFront Function maps every page URL to its index.html and leaves files alone', () => {
    const handler = runInNewContext(`${block('cloudfront-function.js')}\nhandler`) as (event: { request: { uri: string } }) => { uri: string };
    const rewrite = (uri: string): string => handler({ request: { uri } }).uri;
    for (const url of pageUrls()) {
      const file = rewrite(url).slice(1);
      expect(files, `${url} → ${file}`).toContain(file);
    }
    // _headers is for Netlify and Cloudflare Pages; an S3 upload may leave it out.
    for (const path of siteFiles().filter((file) => !file.endsWith('index.html') && file !== '_headers')) expect(rewrite(`/${path}`)).toBe(`/${path}`);
    // An unknown page becomes a key S3 does not have: the distribution's error page answers.
    expect(files).not.toContain(rewrite('/no/such/page').slice(1));
  });

  it('the upload script sends hashed files first with a year of caching, every other file with no-cache, and not .docsgen-output', () => {
    const script = block('deploy-s3.sh').replace(/\\\n\s*/g, ' ');
    expect(script).toContain(buildCommand);
    const syncs = script
      .split('\n')
      .filter((line) => line.trim().startsWith('aws s3 sync '))
      .map((line) => (line.match(/'[^']*'|"[^"]*"|\S+/g) ?? []).map((word) => word.replace(/^(['"])(.*)\1$/, '$2')));
    expect(syncs).toHaveLength(2);
    // aws s3 sync: every file is included, then each filter in order decides; `*` matches `/` too.
    const glob = (pattern: string): RegExp => new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.')}$`);
    const uploads = (args: string[], path: string): boolean => {
      let included = true;
      args.forEach((arg, index) => {
        if ((arg === '--exclude' || arg === '--include') && glob(args[index + 1]!).test(path)) included = arg === '--include';
      });
      return included;
    };
    const cacheControl = (args: string[]): string => args[args.indexOf('--cache-control') + 1]!;
    const [first, second] = syncs as [string[], string[]];
    expect(first.slice(0, 4)).toEqual(['aws', 's3', 'sync', 'build/']);
    expect(second.slice(0, 4)).toEqual(['aws', 's3', 'sync', 'build/']);
    expect(cacheControl(first)).toBe(IMMUTABLE);
    expect(cacheControl(second)).toBe('no-cache');
    expect(first).not.toContain('--delete');
    expect(second).toContain('--delete');
    for (const path of files) {
      const by = syncs.filter((args) => uploads(args, path)).map(cacheControl);
      if (path === '.docsgen-output') expect(by, path).toEqual([]);
      else expect(by, path).toEqual([isHashed(path) ? IMMUTABLE : 'no-cache']);
    }
  });
});

/** An nginx binary: on the PATH, or where Debian puts it (outside a non-root user's PATH). */
function findNginx(): string | undefined {
  for (const candidate of [process.env['NGINX_PATH'], 'nginx', '/usr/sbin/nginx']) {
    if (candidate && spawnSync(candidate, ['-v']).status === 0) return candidate;
  }
  return undefined;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

describe('the deploy guide: nginx, for real', () => {
  let nginx: ChildProcess | undefined;
  let base: string;
  let logs = '';

  beforeAll(async () => {
    const binary = findNginx();
    if (!binary) throw new Error('nginx is not installed: `apt-get install -y nginx-light` (.ci/run installs it)');
    const port = await freePort();
    const dir = await tempDir();
    // nginx's workers drop root for `nobody`, who must be able to read the build.
    await chmod(project, 0o755);
    await chmod(dir, 0o755);
    const server = block('/etc/nginx/conf.d/docs.conf');
    expect(server).toMatch(/^\s*listen 80;$/m);
    expect(server).toMatch(/^\s*root \/var\/www\/docs;$/m);
    await writeFile(join(dir, 'docs.conf'), server.replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`).replace(/^(\s*)root \/var\/www\/docs;$/m, `$1root ${out};`));
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${join(dir, name)};`).join('\n');
    await mkdir(join(dir, 'logs'));
    await writeFile(
      join(dir, 'nginx.conf'),
      `worker_processes 1;\ndaemon off;\npid ${join(dir, 'nginx.pid')};\nerror_log ${join(dir, 'logs', 'error.log')};\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  default_type application/octet-stream;\n  access_log off;\n${temp}\n  include ${join(dir, 'docs.conf')};\n}\n`,
    );
    nginx = spawn(binary, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'logs', 'error.log')], { stdio: ['ignore', 'pipe', 'pipe'] });
    nginx.stdout!.on('data', (chunk: Buffer) => (logs += chunk.toString()));
    nginx.stderr!.on('data', (chunk: Buffer) => (logs += chunk.toString()));
    base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 10_000;
    for (;;) {
      if (nginx.exitCode !== null) throw new Error(`nginx exited (${nginx.exitCode}): ${logs}${await readFile(join(dir, 'logs', 'error.log'), 'utf8').catch(() => '')}`);
      if (await fetch(`${base}/`).then(() => true, () => false)) break;
      if (Date.now() > deadline) throw new Error(`nginx did not answer: ${logs}`);
      await new Promise((done) => setTimeout(done, 50));
    }
  });

  afterAll(async () => {
    if (!nginx || nginx.exitCode !== null) return;
    const exited = new Promise((done) => nginx!.once('exit', done));
    nginx.kill('SIGTERM');
    await exited;
  });

  const get = (path: string) => fetch(`${base}${path}`, { redirect: 'manual' });

  it('serves the home page and each page with and without a trailing slash, revalidated', async () => {
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/^text\/html/);
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect(await home.text()).toBe(await readFile(join(out, 'index.html'), 'utf8'));
    const html = await readFile(join(out, 'guides', 'setup', 'index.html'), 'utf8');
    expect(html).toContain('<title>Setup | Acme Docs</title>');
    for (const url of ['/guides/setup', '/guides/setup/']) {
      const response = await get(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('cache-control'), url).toBe('no-cache');
      expect(await response.text(), url).toBe(html);
    }
    for (const url of pageUrls()) expect((await get(url)).status, url).toBe(200);
  });

  it('answers a missing page with 404.html and status 404', async () => {
    const response = await get('/no/such/page');
    expect(response.status).toBe(404);
    const body = await response.text();
    expect(body).toBe(await readFile(join(out, '404.html'), 'utf8'));
    expect(body).toContain('Page Not Found');
  });

  it('caches hashed assets for a year, and nothing else', async () => {
    const html = await readFile(join(out, 'guides', 'setup', 'index.html'), 'utf8');
    const stylesheet = /<link rel="stylesheet" href="(\/assets\/css\/styles\.[^"]+)"/.exec(html)![1]!;
    const script = /<script type="module" src="(\/assets\/js\/main\.[^"]+)"/.exec(html)![1]!;
    for (const asset of [stylesheet, script, ...siteFiles().filter(isHashed).map((path) => `/${path}`)]) {
      const response = await get(asset);
      expect(response.status, asset).toBe(200);
      expect(response.headers.get('cache-control'), asset).toBe(IMMUTABLE);
    }
    expect((await get(stylesheet)).headers.get('content-type')).toMatch(/^text\/css/);
    for (const path of siteFiles().filter((file) => !isHashed(file))) {
      const response = await get(`/${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
    }
    expect((await get('/.docsgen-output')).status).toBe(404);
  });
});
