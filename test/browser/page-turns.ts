import type { Browser, BrowserContext, Page } from 'playwright-core';

/** How a test's page starts: what a fresh context's options would set. */
export interface PageSettings {
  viewport?: { width: number; height: number };
  reducedMotion?: 'reduce' | 'no-preference';
  colorScheme?: 'light' | 'dark';
  /** Permissions granted to the site (`clipboard-read`…). */
  permissions?: string[];
}

/** A page a test has, its context (for another tab, cookies), and how to give it back. */
export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  close: () => Promise<void>;
}

const DEFAULT_VIEWPORT = { width: 1280, height: 800 };

/**
 * The pages of one test file's tests. A fresh context and page per test cost about 0.7 s of
 * Chromium's time more than loading a page in one already open (a renderer process started and
 * torn down, measured over ten visits), and the suite makes hundreds. The tests of a file take
 * turns on one page in one context instead, given back as a fresh one would be: no cookies,
 * storage, permissions, listeners, routes or other tabs, the default viewport and media. A page a failed test
 * never gave back is not reused.
 */
export class PageTurns {
  private context: BrowserContext | undefined;
  private idle: Page | undefined;

  constructor(
    private readonly browser: () => Browser,
    /** The origin the file's site is served from: its storage is cleared between turns. */
    private readonly origin: () => string,
    /** How long a locator waits. */
    private readonly timeout: number,
  ) {}

  async open(settings: PageSettings = {}): Promise<OpenedPage> {
    this.context ??= await this.browser().newContext({ viewport: DEFAULT_VIEWPORT });
    this.context.setDefaultTimeout(this.timeout);
    const page = this.idle ?? (await this.context.newPage());
    this.idle = undefined;
    await page.setViewportSize(settings.viewport ?? DEFAULT_VIEWPORT);
    await page.emulateMedia({ reducedMotion: settings.reducedMotion ?? 'no-preference', colorScheme: settings.colorScheme ?? 'light' });
    if (settings.permissions) await this.context.grantPermissions(settings.permissions, { origin: this.origin() });
    return { page, context: this.context, close: () => this.giveBack(page) };
  }

  private async giveBack(page: Page): Promise<void> {
    const context = this.context!;
    await Promise.all(context.pages().filter((other) => other !== page).map((other) => other.close()));
    page.removeAllListeners();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    // Session storage belongs to the tab: it outlives a navigation, so it is cleared from the site's page.
    if (page.url().startsWith(this.origin())) await page.evaluate(() => sessionStorage.clear()).catch(() => undefined);
    await page.goto('about:blank');
    await context.clearCookies();
    await context.clearPermissions();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin: this.origin(), storageTypes: 'all' });
    await cdp.detach();
    if (this.idle) await page.close();
    else this.idle = page;
  }

  async close(): Promise<void> {
    await this.context?.close();
    this.context = undefined;
    this.idle = undefined;
  }
}
