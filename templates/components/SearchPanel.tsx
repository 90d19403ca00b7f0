import { Fragment, useDeferredValue, useEffect, useState } from 'react';
import type { SearchEngine, SearchHit } from '../../src/search/search-client.ts';
import type { SnippetPart } from '../../src/search/snippet.ts';
import { useSearchEngine } from './use-search-engine.ts';

export interface SearchPanelProps {
  /** URL of the search index. */
  indexUrl: string;
}

/** What the island gives the panel on the client; absent on the server. */
export interface SearchPanelRuntime {
  loadEngine: (indexUrl: string) => Promise<SearchEngine>;
  /** The query in the address (`?q=`), read once hydrated. */
  initialQuery: () => string;
  /** Keep the address's `?q=` in step with the box, so the results can be linked and reloaded. */
  remember: (query: string) => void;
  /** The docs version the reader is in or prefers, searched by default. */
  version?: () => string | undefined;
}

const RESULT_LIMIT = 50;

/**
 * The search page's box and results. On the server (and until its island hydrates) a form that
 * submits `?q=` to the page itself; on the client the results of the query in the address,
 * updated as the reader types: each its page, section, area and a snippet.
 */
export function SearchPanel({ indexUrl, runtime }: SearchPanelProps & { runtime?: SearchPanelRuntime }) {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [engine, setEngine] = useSearchEngine(indexUrl, runtime?.loadEngine);
  const [results, setResults] = useState<{ query: string; hits: SearchHit[] }>({ query: '', hits: [] });
  const [snippets, setSnippets] = useState<Map<string, SnippetPart[]>>(new Map());

  useEffect(() => {
    if (runtime) setQuery(runtime.initialQuery());
  }, [runtime]);

  useEffect(() => {
    if (engine.status !== 'ready') return;
    runtime?.remember(deferredQuery.trim());
    let current = true;
    const version = engine.engine.versions ? (runtime?.version?.() ?? engine.engine.lastVersion) : undefined;
    engine.engine.search(deferredQuery, RESULT_LIMIT, version).then(
      (hits) => current && setResults({ query: deferredQuery, hits }),
      (error: unknown) => current && setEngine({ status: 'failed', message: (error as Error).message }),
    );
    return () => {
      current = false;
    };
  }, [engine, deferredQuery, runtime]);

  useEffect(() => {
    if (engine.status !== 'ready' || !results.hits.length) return;
    let current = true;
    // Snippets are a nicety: results still show without them.
    engine.engine.snippets(results.hits).then((found) => current && setSnippets(found), () => undefined);
    return () => {
      current = false;
    };
  }, [engine, results]);

  const asked = results.query.trim();
  const status =
    engine.status === 'failed'
      ? `Search is unavailable: ${engine.message}`
      : !asked
        ? ''
        : results.hits.length
          ? `${results.hits.length}${results.hits.length === RESULT_LIMIT ? '+' : ''} result${results.hits.length === 1 ? '' : 's'} for “${asked}”`
          : `No results for “${asked}”`;
  return (
    <div className="search-page__panel">
      <form className="search-page__form" role="search" method="get" onSubmit={(event) => {
          // Hydrated, the results follow the box: the form submits only without JavaScript.
          if (runtime) event.preventDefault();
        }}>
        <input
          className="search-page__input"
          type="search"
          name="q"
          placeholder="Search the docs"
          aria-label="Search"
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <button className="search-page__submit" type="submit">
          Search
        </button>
      </form>
      <p className="search-page__status" role="status">
        {status}
      </p>
      <ol className="search-page__results" aria-label="Search results">
        {asked
          ? results.hits.map((hit) => (
              <li key={hit.id} className="search-page__result">
                <a className="search-page__link" href={hit.url}>
                  {hit.heading ? `${hit.title} › ${hit.heading}` : hit.title}
                </a>
                <span className="search-page__area">
                  {hit.area}
                  {hit.version ? ` · ${hit.version}` : ''}
                </span>
                {snippets.get(hit.id)?.length ? (
                  <p className="search-page__snippet">{snippets.get(hit.id)!.map((part, at) => (part.match ? <mark key={at}>{part.text}</mark> : <Fragment key={at}>{part.text}</Fragment>))}</p>
                ) : null}
              </li>
            ))
          : null}
      </ol>
    </div>
  );
}
