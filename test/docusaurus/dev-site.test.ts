import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dev, type DevServer } from '../../src/dev/dev-server.ts';
import { copySite } from '../helpers.ts';

let server: DevServer;
let cwd: string;
const logged: string[] = [];

beforeAll(async () => {
  cwd = await copySite('docusaurus-classic');
  server = await dev({ cwd, siteDir: 'site', port: 0, log: (line) => logged.push(line) });
});

afterAll(async () => {
  await server?.close();
});

const page = async (path: string): Promise<{ status: number; html: string }> => {
  const response = await fetch(server.url + path);
  return { status: response.status, html: await response.text() };
};

/** Edit a file of the project and wait for the rebuild it starts. */
async function edit(path: string, update: (text: string) => string): Promise<void> {
  const file = join(cwd, 'site', path);
  const before = logged.length;
  await writeFile(file, update(await readFile(file, 'utf8')));
  // On a loaded machine the watcher reports the edit late: wait for its rebuild, not a fixed time.
  await expect.poll(() => logged.slice(before).some((line) => line.startsWith('rebuilt'))).toBe(true);
  await server.settled();
}

describe('docsgen dev --site <docusaurus project>', () => {
  it('serves the project\'s routes, and an edit to a doc reaches its page', async () => {
    const before = await page('/docs/intro');
    expect(before.status).toBe(200);
    expect(before.html).toMatch(/Beacon watches (?:<!-- -->)?3(?:<!-- -->)? ships\./);
    await edit('docs/intro.md', (text) => text.replace('export const ships = 3;', 'export const ships = 4;'));
    expect((await page('/docs/intro')).html).toMatch(/Beacon watches (?:<!-- -->)?4(?:<!-- -->)? ships\./);
  });

  it('an edit to sidebars.ts reaches the sidebar', async () => {
    await edit('sidebars.ts', (text) => text.replace("'Installing'", "'Setting up'"));
    const html = (await page('/docs/intro')).html;
    expect(html).toContain('Setting up');
    expect(html).not.toContain('Installing');
  });
});
