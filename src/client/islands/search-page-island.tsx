/** The search page's island: hydrated as soon as the page loads, it answers the query in the address. */
import { SearchPanel, type SearchPanelProps, type SearchPanelRuntime } from '../../../templates/components/SearchPanel.tsx';
import { loadEngine } from '../../search/search-client.ts';
import { followedVersion } from '../versions.ts';
import { hydrateIsland } from './hydrate.tsx';

const runtime: SearchPanelRuntime = {
  loadEngine,
  initialQuery: () => new URLSearchParams(window.location.search).get('q') ?? '',
  remember(query) {
    const url = new URL(window.location.href);
    if ((url.searchParams.get('q') ?? '') === query) return;
    if (query) url.searchParams.set('q', query);
    else url.searchParams.delete('q');
    // Replaced, not pushed: typing is not a trail of pages to go back through.
    window.history.replaceState(window.history.state, '', url);
  },
  version: followedVersion,
};

/** Hydrate the search page's box and results; it has nothing to open. */
export function mount(element: HTMLElement, props: SearchPanelProps): Promise<() => void> {
  hydrateIsland(element, <SearchPanel {...props} runtime={runtime} />);
  return Promise.resolve(() => undefined);
}
