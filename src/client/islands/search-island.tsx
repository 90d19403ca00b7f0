/** The search island: loaded with React on the first search (click, Ctrl/Cmd+K or `/`). */
import { Search, type RecentSearch, type SearchProps, type SearchRuntime } from '../../../templates/components/Search.tsx';
import { loadEngine } from '../../search/search-client.ts';
import { safeStorage } from '../storage.ts';
import { followedVersion } from '../versions.ts';
import { hydrateIsland } from './hydrate.tsx';

const RECENT_KEY = 'docsgen.search.recent';
const RECENT_LIMIT = 5;

function readRecent(): RecentSearch[] {
  try {
    const parsed: unknown = JSON.parse(safeStorage().getItem(RECENT_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((entry): entry is RecentSearch => typeof entry?.url === 'string' && typeof entry?.title === 'string').slice(0, RECENT_LIMIT) : [];
  } catch {
    return [];
  }
}

function addRecent(entry: RecentSearch): void {
  const entries = [entry, ...readRecent().filter((other) => other.url !== entry.url)].slice(0, RECENT_LIMIT);
  safeStorage().setItem(RECENT_KEY, JSON.stringify(entries));
}

/** Hydrate the search box; resolves with a function that opens its dialog. */
export function mount(element: HTMLElement, props: SearchProps): Promise<() => void> {
  return new Promise((resolve) => {
    const runtime: SearchRuntime = { loadEngine, recent: { read: readRecent, add: addRecent }, onReady: resolve, version: followedVersion };
    hydrateIsland(element, <Search {...props} runtime={runtime} />);
  });
}
