import { readFile } from 'node:fs/promises';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { withPluginClock } from '../../src/site/plugin-clock.ts';

const HOUR = 3_600_000;
/** setTimeout as the clock found it: a timer no page's clock fires early. */
const realTimeout = globalThis.setTimeout;
const after = (ms: number, value: string): Promise<string> => new Promise((resolve) => setTimeout(() => resolve(value), ms));

describe('withPluginClock', () => {
  it('fires the timers pages wait on once nothing else can happen, earliest deadline first', async () => {
    const fired: string[] = [];
    const results = await withPluginClock((each) =>
      Promise.all([
        each(() => after(2 * HOUR, 'two hours').then((value) => (fired.push(value), value))),
        each(() => after(HOUR, 'one hour').then((value) => (fired.push(value), value))),
      ]),
    );
    expect(results).toEqual(['two hours', 'one hour']);
    expect(fired).toEqual(['one hour', 'two hours']);
  });

  it('waits while a file is being read, and fires no timer the page cleared', async () => {
    const result = await withPluginClock((each) =>
      each(async () => {
        const cleared = setTimeout(() => {
          throw new Error('a cleared timer fired');
        }, HOUR);
        clearTimeout(cleared);
        const raced = await Promise.race([readFile(new URL(import.meta.url), 'utf8').then(() => 'read'), after(HOUR, 'timer')]);
        return [raced, await after(HOUR, 'then the timer')];
      }),
    );
    expect(result).toEqual(['read', 'then the timer']);
  });

  it('waits on a connection a page opens, though one held from before does not count', async () => {
    const server = createServer((socket) => socket.on('error', () => undefined));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const port = (server.address() as AddressInfo).port;
    const opened = async (): Promise<Socket> => {
      const accepted = new Promise<Socket>((done) => server.once('connection', done));
      const socket = connect(port, '127.0.0.1');
      await new Promise((done) => socket.once('connect', done));
      return accepted;
    };
    // Held before the pages, as a dev server holds a browser tab's event stream.
    const before = await opened();
    try {
      const result = await withPluginClock((each) =>
        each(async () => {
          // The page's own request, answered after a while: the page's hour-long backstop must not fire first.
          const answered = opened().then((socket) => new Promise<string>((resolve) => realTimeout(() => (socket.end(), resolve('answered')), 300)));
          return Promise.race([answered, after(HOUR, 'timer')]);
        }),
      );
      expect(result).toBe('answered');
    } finally {
      before.destroy();
      await new Promise((done) => server.close(done));
    }
  });

  it('leaves timers set outside a page alone, and setTimeout as it was after', async () => {
    const own = globalThis.setTimeout;
    let outside: NodeJS.Timeout | undefined;
    let fired = false;
    await withPluginClock(async (each) => {
      outside = setTimeout(() => (fired = true), HOUR);
      await each(() => after(HOUR, 'page'));
    });
    expect(fired).toBe(false);
    clearTimeout(outside);
    expect(globalThis.setTimeout).toBe(own);
  });
});
