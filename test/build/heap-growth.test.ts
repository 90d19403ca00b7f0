/**
 * The heap's growth bound is lowered for a large API document or a very large site, process-wide,
 * and never raised again by the other.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const setFlagsFromString = vi.fn();
vi.mock('node:v8', async (original) => ({ ...(await original<typeof import('node:v8')>()), setFlagsFromString }));

describe('heap growth', () => {
  beforeEach(() => {
    vi.resetModules();
    setFlagsFromString.mockClear();
  });

  it('lowers the bound from LARGE_SITE_PAGES pages and for a large document, keeping the lower', async () => {
    const { fitHeapToDocument, fitHeapToPages, LARGE_SITE_PAGES } = await import('../../src/build/heap-growth.ts');
    fitHeapToPages(LARGE_SITE_PAGES - 1);
    fitHeapToDocument(1_999_999);
    expect(setFlagsFromString).not.toHaveBeenCalled();
    fitHeapToDocument(2_000_000);
    fitHeapToPages(LARGE_SITE_PAGES);
    fitHeapToDocument(12_000_000);
    expect(setFlagsFromString.mock.calls).toEqual([['--heap-growing-percent=55'], ['--heap-growing-percent=40']]);
  });

  it('sets it once for a very large site', async () => {
    const { fitHeapToPages } = await import('../../src/build/heap-growth.ts');
    fitHeapToPages(100_000);
    fitHeapToPages(100_000);
    expect(setFlagsFromString.mock.calls).toEqual([['--heap-growing-percent=40']]);
  });
});
