import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, normalize } from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { build } from '../../src/build/build.ts';
import { copySite } from '../helpers.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium-args.ts';
import { holdClipboard, usesClipboard } from './clipboard-lock.ts';
import { PageTurns, type OpenedPage, type PageSettings } from './page-turns.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.xsl': 'application/xslt+xml; charset=utf-8',
};

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
/** Where `serveFolder` serves axe-core. */
const AXE_PATH = '/__axe-core.min.js';

/** Serve a build folder on 127.0.0.1 the way static hosts do: `/a` → `a/index.html`, else 404.html. */
export interface ServeControls {
  /** Paths requested, in order. */
  requests: string[];
  /** Path → milliseconds to wait before answering. */
  delays: Map<string, number>;
  /** Paths answered with a 500. */
  failing: Set<string>;
}

export async function serveFolder(root: string): Promise<{ url: string; close: () => Promise<void> } & ServeControls> {
  const controls: ServeControls = { requests: [], delays: new Map(), failing: new Set() };
  const server: Server = createServer(async (request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://x').pathname;
    if (pathname === AXE_PATH) {
      // Cached by the browser, so a context compiles axe-core once, not once per page (see axeEverywhere).
      response.writeHead(200, { 'content-type': TYPES['.js']!, 'cache-control': 'max-age=3600' });
      createReadStream(AXE).pipe(response);
      return;
    }
    controls.requests.push(pathname);
    const delay = controls.delays.get(pathname);
    if (delay) await new Promise((done) => setTimeout(done, delay));
    if (controls.failing.has(pathname)) {
      response.writeHead(500).end('failure');
      return;
    }
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    for (const candidate of [join(root, path), join(root, path, 'index.html')]) {
      const info = await stat(candidate).catch(() => undefined);
      if (info?.isFile()) {
        response.writeHead(200, { 'content-type': TYPES[extname(candidate)] ?? 'application/octet-stream' });
        createReadStream(candidate).pipe(response);
        return;
      }
    }
    response.writeHead(404, { 'content-type': TYPES['.html']! });
    createReadStream(join(root, '404.html')).pipe(response);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address() as { port: number };
  return { url: `http://127.0.0.1:${address.port}`, close: () => new Promise((done) => server.close(() => done())), ...controls };
}

/**
 * How long a context waits for an element: the suite's `expect.poll` timeout, because a CI
 * machine under load answers a click in well over Playwright's usual few seconds.
 */
export const BROWSER_WAIT = 15_000;

/** Debian's Chromium, never a downloaded browser (see DESIGN.md). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** Chromium for one test file: a connection to the run's (see test/global-setup.ts), else a browser of its own. */
function fileChromium(): Promise<Browser> {
  const endpoint = inject('chromiumEndpoint');
  return endpoint ? chromium.connect(endpoint) : launchChromium();
}

/** What a browser test file has: its site served, Chromium, and a page per test (see PageTurns). */
export interface BrowserSite {
  browser: Browser;
  url: string;
  server: ServeControls;
  /** A page for one test at `path` of the site (none: a blank page), reset as a fresh context's would be; `close` gives it back. */
  open: (path?: string, settings?: PageSettings) => Promise<OpenedPage>;
  /** A page in a context of its own, for what stays with a context (an init script, a clock, JavaScript off); `close` closes the context. */
  openAlone: (options?: BrowserContextOptions) => Promise<OpenedPage>;
  /** Give back a page of `open` or `openAlone` (its `close`), for tests that keep only the page. */
  done: (page: Page) => Promise<void>;
}

/**
 * Build a fixture site, serve it and give the tests of one file Chromium; the server and the
 * file's connection (its contexts with it) are closed after them. The returned object is filled in before the first test runs.
 */
export function browserOnFixture(fixture: string, prepare?: (cwd: string) => Promise<void>): BrowserSite {
  return browserOnBuild(async () => {
    const cwd = await copySite(fixture);
    await prepare?.(cwd);
    await build({ cwd });
    return join(cwd, 'build');
  });
}

/** Like `browserOnFixture`, for any build: `produce` builds a site and returns its output folder. */
export function browserOnBuild(produce: () => Promise<string>): BrowserSite {
  const turns = new PageTurns(() => site.browser, () => site.url, BROWSER_WAIT);
  const closers = new WeakMap<Page, () => Promise<void>>();
  /** The clipboard locks this file's open pages hold (see clipboard-lock.ts). */
  const clipboardHolds = new Set<() => Promise<void>>();
  const clipboardFor = async (permissions: readonly string[] | undefined): Promise<() => Promise<void>> => {
    const runDir = inject('runDir');
    // A browser of the file's own has a clipboard of its own.
    if (!usesClipboard(permissions) || !inject('chromiumEndpoint') || !runDir) return async () => {};
    const release = await holdClipboard(runDir);
    clipboardHolds.add(release);
    return async () => {
      clipboardHolds.delete(release);
      await release();
    };
  };
  const opened = (page: OpenedPage, release: () => Promise<void>): OpenedPage => {
    const close = async (): Promise<void> => {
      try {
        await page.close();
      } finally {
        await release();
      }
    };
    closers.set(page.page, close);
    return { ...page, close };
  };
  const site: BrowserSite = {
    open: async (path, settings) => {
      const release = await clipboardFor(settings?.permissions);
      const page = opened(await turns.open(settings), release);
      if (path !== undefined) await page.page.goto(site.url + path);
      return page;
    },
    openAlone: async (options) => {
      const release = await clipboardFor(options?.permissions);
      const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
      context.setDefaultTimeout(BROWSER_WAIT);
      return opened({ page: await context.newPage(), context, close: () => context.close() }, release);
    },
    done: (page) => closers.get(page)!(),
  } as BrowserSite;
  let server: Awaited<ReturnType<typeof serveFolder>> | undefined;
  beforeAll(async () => {
    server = await serveFolder(await produce());
    site.url = server.url;
    site.server = server;
    site.browser = await fileChromium();
  });
  // A test that failed before giving its page back still lets the other files copy.
  afterEach(async () => {
    await Promise.all([...clipboardHolds].map((release) => release()));
  });
  afterAll(async () => {
    await turns.close();
    await site.browser?.close();
    await server?.close();
  });
  return site;
}

interface Violation {
  id: string;
  nodes: Array<{ target: string[]; failureSummary: string }>;
}

/** What a test does on the page before axe looks at it (opens a menu…). */
export type PagePreparation = (page: Page) => Promise<void>;

/**
 * The rules whose outcome a colour mode can change. On the pages checked here the modes
 * differ in colours only (the stylesheet reads the theme; of the scripts only a Mermaid
 * diagram's, drawn again in the dark theme, does), so dark mode is checked for these and light
 * mode for every rule: colour contrast is most of a run, the other rules would find the same.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** axe-core's violations on the page (axe-core added to it), one line per element: `rule-id selector: why`. */
async function axeViolations(page: Page, rules?: readonly string[]): Promise<string[]> {
  // Only violations are read: axe-core then details no passing or inapplicable check (1.2 s against 1.4 s on /reference/config).
  // Without the elements' selectors (~10 % of a run); a page with violations is looked at again to name them.
  const run = (selectors: boolean): Promise<Violation[]> =>
    page.evaluate(
      async ({ selectors, rules }) => {
        const options = { resultTypes: ['violations'], selectors, ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}) };
        return (await (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe.run(document, options)).violations;
      },
      { selectors, rules },
    );
  let found = await run(false);
  if (found.length) found = await run(true);
  return found.flatMap((violation) => violation.nodes.map((node) => `${violation.id} ${node.target.join(' ')}: ${node.failureSummary.split('\n').slice(1, 2).join('').trim()}`));
}

/** Two animation frames: the client's layout observers (overflowing tables take a tab stop) have run. */
const afterLayout = (page: Page): Promise<unknown> => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/**
 * axe-core on a page (served by `serveFolder`) in light and dark mode, on a phone and a
 * desktop: every rule in light mode, the colour rules in dark mode (see COLOUR_RULES). Each
 * mode is a fresh load at phone width, then the same page widened to a desktop's, as a reader
 * resizing the window sees it: one load and one axe-core per mode. With `prepare`
 * (a menu opened) each look is a fresh load, as the menu may not outlive a resize. One context
 * for all: its cache keeps axe-core's compiled script.
 */
export async function axeEverywhere(browser: Browser, url: string, prepare?: PagePreparation): Promise<Array<{ mode: string; width: number; violations: string[] }>> {
  const found: Array<{ mode: string; width: number; violations: string[] }> = [];
  const context = await browser.newContext();
  // The colour mode a reader chose, as the head script reads it before first paint; the cookie says which.
  await context.addInitScript(() => {
    const chosen = /(?:^|; )axe-mode=(\w+)/.exec(document.cookie)?.[1];
    if (chosen) localStorage.setItem('preferredColorMode', chosen);
  });
  const page = await context.newPage();
  for (const mode of ['light', 'dark'] as const) {
    await context.addCookies([{ name: 'axe-mode', value: mode, url }]);
    for (const [look, width] of [412, 1280].entries()) {
      await page.setViewportSize({ width, height: 850 });
      if (look === 0 || prepare) {
        await page.goto(url, { waitUntil: 'load' });
        await page.addScriptTag({ url: AXE_PATH });
      }
      // A page from the cache can fire `load` before its first frame; a resize lays out again: look once the layout has settled.
      await afterLayout(page);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
      await prepare?.(page);
      found.push({ mode, width, violations: await axeViolations(page, mode === 'dark' ? COLOUR_RULES : undefined) });
    }
  }
  await context.close();
  return found;
}
