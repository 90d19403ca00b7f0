import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dev, type DevServer } from '../../src/dev/dev-server.ts';
import { copySite } from '../helpers.ts';

let server: DevServer;
let cwd: string;
const logged: string[] = [];

beforeAll(async () => {
  cwd = await copySite('components');
  // A component of the monorepo, outside the site folder.
  await mkdir(join(cwd, 'shared'), { recursive: true });
  await writeFile(join(cwd, 'shared', 'Note.tsx'), 'export default function Note() {\n  return <p className="note">Shared note v1</p>;\n}\n');
  await writeFile(join(cwd, 'site', 'pages', 'shared.mdx'), "import Note from '../../shared/Note';\n\n# Shared\n\n<Note />\n");
  server = await dev({ cwd, port: 0, log: (line) => logged.push(line) });
  await fetch(server.url + '/');
  // The first page is answered before the whole site is built: edits start after that build.
  await server.settled();
});

afterAll(async () => {
  await server?.close();
});

describe('docsgen dev with components', () => {
  it('re-renders only the pages that import an edited component', async () => {
    const before = logged.length;
    await writeFile(join(cwd, 'site', 'components', 'Greeting.jsx'), 'export function Greeting({ name }) {\n  return <p className="greeting">Welcome, {name}!</p>;\n}\n');
    // The watcher reports an edit late on a loaded machine: wait for its rebuild, not a fixed time.
    await expect.poll(() => logged.slice(before).some((line) => line.startsWith('rebuilt'))).toBe(true);
    expect(logged.slice(before).find((line) => line.startsWith('rebuilt'))).toMatch(/\(1 page changed\)$/);
    expect(await (await fetch(server.url + '/')).text()).toContain('<p class="greeting">Welcome, <!-- -->Ada<!-- -->!</p>');
  });

  it('watches components outside the site folder that pages import', async () => {
    expect(await (await fetch(server.url + '/shared')).text()).toContain('Shared note v1');
    await writeFile(join(cwd, 'shared', 'Note.tsx'), 'export default function Note() {\n  return <p className="note">Shared note v2</p>;\n}\n');
    await expect.poll(async () => (await (await fetch(server.url + '/shared')).text()).includes('Shared note v2')).toBe(true);
  });

  it('shows a component that does not compile in the overlay, and recovers when it is fixed', async () => {
    const file = join(cwd, 'site', 'components', 'Greeting.jsx');
    await writeFile(file, 'export function Greeting({ name }) {\n  return <p>{name</p>;\n}\n');
    await expect.poll(() => logged.at(-1)).toMatch(/^site\/components\/Greeting\.jsx:2:\d+ error /);
    await writeFile(file, 'export function Greeting({ name }) {\n  return <p className="greeting">Hi, {name}!</p>;\n}\n');
    await expect.poll(async () => (await (await fetch(server.url + '/')).text()).includes('Hi, <!-- -->Ada')).toBe(true);
  });
});
