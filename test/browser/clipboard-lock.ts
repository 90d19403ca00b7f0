import { mkdir, rmdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Headless Chromium keeps one clipboard per browser process, and the run's test files share one
 * browser (test/global-setup.ts): a test that copies and then reads the clipboard could read what
 * a test in another worker copied in between. Such a test holds this lock, a folder made in the
 * run's folder (mkdir either makes it or fails, atomically, across processes), while its page is open.
 */
const POLL_MS = 25;
/** A lock older than any test may run was left by a worker that died holding it. */
const STALE_MS = 120_000;

export async function holdClipboard(runDir: string): Promise<() => Promise<void>> {
  const lock = join(runDir, 'clipboard.lock');
  for (;;) {
    try {
      await mkdir(lock);
      let held = true;
      return async () => {
        if (!held) return;
        held = false;
        await rmdir(lock).catch(() => undefined);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const made = (await stat(lock).catch(() => undefined))?.mtimeMs;
      if (made !== undefined && Date.now() - made > STALE_MS) await rmdir(lock).catch(() => undefined);
      else await new Promise((done) => setTimeout(done, POLL_MS));
    }
  }
}

/** Whether a page granted these permissions can read or write the clipboard. */
export const usesClipboard = (permissions: readonly string[] | undefined): boolean =>
  permissions?.some((permission) => permission.startsWith('clipboard')) ?? false;
