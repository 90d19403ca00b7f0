import { Fragment, useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { groupHits } from '../../src/search/group-hits.ts';
import type { SearchEngine, SearchHit } from '../../src/search/search-client.ts';
import type { SnippetPart } from '../../src/search/snippet.ts';
import { useSearchEngine } from './use-search-engine.ts';
import type { SiteModel } from '../../src/render/models.ts';
import { interpolate, selectPlural } from '../../src/shared/message-format.ts';
import { translate, type LocaleMessages } from '../translate.ts';

/** The search box's strings in the page's locale: the dialog renders in the browser, from the island's props. */
export interface SearchLabels {
  button: string;
  dialog: string;
  placeholder: string;
  input: string;
  cancel: string;
  allVersions: string;
  results: string;
  /** The number of results read to screen readers, in plural forms: `{count} result|{count} results`. */
  resultCount: string;
  bestMatch: string;
  recent: string;
  hint: string;
  loading: string;
  unavailable: string;
  noResults: string;
  select: string;
  navigate: string;
  close: string;
}

/** The search box's labels in the site's locale (see SearchLabels). */
export function searchLabels(site: LocaleMessages): SearchLabels {
  return {
    button: translate(site, 'theme.SearchBar.label', 'Search'),
    dialog: translate(site, 'theme.SearchModal.dialogLabel', 'Search the docs'),
    placeholder: translate(site, 'theme.SearchModal.searchBox.placeholderText', 'Search docs'),
    input: translate(site, 'theme.SearchModal.searchBox.searchInputLabel', 'Search'),
    cancel: translate(site, 'theme.SearchModal.searchBox.cancelButtonText', 'Cancel'),
    allVersions: translate(site, 'theme.SearchModal.allVersions', 'All versions'),
    results: translate(site, 'theme.SearchModal.resultsLabel', 'Search results'),
    // Its form is chosen in the browser, where the count is known.
    resultCount: translate(site, 'theme.SearchModal.resultsCount', '{count} result|{count} results'),
    bestMatch: translate(site, 'theme.SearchModal.bestMatchTitle', 'Best match'),
    recent: translate(site, 'theme.SearchModal.startScreen.recentSearchesTitle', 'Recent searches'),
    hint: translate(site, 'theme.SearchModal.startScreen.hint', 'Type to search the docs and the API reference.'),
    loading: translate(site, 'theme.SearchModal.loadingText', 'Loading the search index…'),
    unavailable: translate(site, 'theme.SearchModal.errorScreen.titleText', 'Search is unavailable:'),
    noResults: translate(site, 'theme.SearchModal.noResultsScreen.noResultsText', 'No results for'),
    select: translate(site, 'theme.SearchModal.footer.selectText', 'to select'),
    navigate: translate(site, 'theme.SearchModal.footer.navigateText', 'to navigate'),
    close: translate(site, 'theme.SearchModal.footer.closeText', 'to close'),
  };
}

export interface SearchProps {
  /** URL of the search index (loaded when the dialog first opens). */
  indexUrl: string;
  labels: SearchLabels;
  /** The page's language, for the form of the number of results. */
  lang: string;
}

/** The props of the search box of a page of `site`. */
export function searchProps(site: Pick<SiteModel, 'messages' | 'locale'>, indexUrl: string): SearchProps {
  return { indexUrl, labels: searchLabels(site), lang: site.locale };
}

/** What the island gives the component on the client; absent on the server. */
export interface SearchRuntime {
  loadEngine: (indexUrl: string) => Promise<SearchEngine>;
  recent: { read: () => RecentSearch[]; add: (entry: RecentSearch) => void };
  /** Called once with a function that opens the dialog (keyboard shortcuts, first click). */
  onReady: (open: () => void) => void;
  /** The docs version the reader is in or prefers, searched by default (the last one when none). */
  version?: () => string | undefined;
}

export interface RecentSearch {
  title: string;
  heading: string;
  url: string;
}

const RESULT_LIMIT = 20;

function SearchIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <path fill="currentColor" d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3Zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10Z" />
    </svg>
  );
}

/**
 * The header search box: a button on the server and until first use; on the client (an
 * island) it opens a dialog with results as you type, grouped by area. A combobox with a
 * listbox of links, so a result click is an ordinary link (client navigation included).
 */
export function Search({ indexUrl, labels, lang, runtime }: SearchProps & { runtime?: SearchRuntime }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => runtime?.onReady(() => setOpen(true)), [runtime]);
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  return (
    <>
      {/* The name comes from the content, not aria-label: a label that does not contain the
          visible text ("Search", "Ctrl", "K") fails WCAG 2.5.3 (axe label-content-name-mismatch). */}
      <button ref={button} type="button" className="search-button" aria-keyshortcuts="Control+K Meta+K" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <SearchIcon />
        <span className="search-button__label">{labels.button}</span>
        <span className="sr-only"> (Ctrl+K)</span>
        <span className="search-button__keys" aria-hidden="true">
          <kbd className="search-button__key search-button__key--ctrl">Ctrl</kbd>
          {/* An entity, not the character: one non-Latin-1 character on every page makes V8 hold and encode the whole page as UTF-16. */}
          <kbd className="search-button__key search-button__key--meta" dangerouslySetInnerHTML={{ __html: '&#x2318;' }} />
          <kbd className="search-button__key">K</kbd>
        </span>
      </button>
      {open && runtime ? createPortal(<SearchDialog indexUrl={indexUrl} labels={labels} lang={lang} runtime={runtime} onClose={close} />, document.body) : null}
    </>
  );
}

interface Option {
  key: string;
  url: string;
  title: string;
  heading: string;
  hit?: SearchHit;
}

function SearchDialog({ indexUrl, labels, lang, runtime, onClose }: SearchProps & { runtime: SearchRuntime; onClose: () => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [engine, setEngine] = useSearchEngine(indexUrl, runtime.loadEngine);
  const [active, setActive] = useState(0);
  const [snippets, setSnippets] = useState<Map<string, SnippetPart[]>>(new Map());
  const [recent] = useState(() => runtime.recent.read());

  useEffect(() => {
    input.current?.focus();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
    };
  }, []);

  const [allVersions, setAllVersions] = useState(false);
  const versioned = engine.status === 'ready' && engine.engine.versions !== undefined;
  // The hits shown and the query they answer: a search fetches index files, so hits arrive later than keystrokes.
  const [results, setResults] = useState<{ query: string; hits: SearchHit[] }>({ query: '', hits: [] });
  const hits = results.hits;
  useEffect(() => {
    if (engine.status !== 'ready') return;
    let current = true;
    const version = engine.engine.versions && !allVersions ? (runtime.version?.() ?? engine.engine.lastVersion) : undefined;
    engine.engine.search(deferredQuery, RESULT_LIMIT, version).then(
      (found) => current && setResults({ query: deferredQuery, hits: found }),
      (error: unknown) => current && setEngine({ status: 'failed', message: (error as Error).message }),
    );
    return () => {
      current = false;
    };
  }, [engine, deferredQuery, allVersions, runtime]);
  const answered = results.query === query;

  useEffect(() => {
    setActive(0);
    if (engine.status !== 'ready' || !hits.length) return;
    let current = true;
    engine.engine.snippets(hits).then(
      (found) => current && setSnippets(found),
      // Snippets are a nicety: results still show without them.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [engine, hits]);

  // The top results, then the rest grouped by area (see groupHits).
  const groups = useMemo(() => {
    const byArea = new Map<string, Option[]>();
    if (!query.trim()) {
      if (recent.length) byArea.set(labels.recent, recent.map((entry) => ({ key: `recent-${entry.url}`, ...entry })));
      return byArea;
    }
    for (const [area, group] of groupHits(hits, labels.bestMatch)) byArea.set(area, group.map((hit) => ({ key: hit.id, url: hit.url, title: hit.title, heading: hit.heading, hit })));
    return byArea;
  }, [hits, query, recent, labels]);
  const options = useMemo(() => [...groups.values()].flat(), [groups]);
  const activeOption = options[Math.min(active, options.length - 1)];
  const optionId = (index: number): string => `${id}-option-${index}`;

  useEffect(() => {
    if (activeOption) document.getElementById(optionId(options.indexOf(activeOption)))?.scrollIntoView({ block: 'nearest' });
  });

  const choose = (option: Option): void => {
    runtime.recent.add({ title: option.title, heading: option.heading, url: option.url });
    onClose();
  };

  const onKeyDown = (event: ReactKeyboardEvent): void => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length) setActive((index) => (index + (event.key === 'ArrowDown' ? 1 : -1) + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      // A click on the option's link: client navigation and the recent list handle it like a mouse click.
      if (activeOption) document.getElementById(optionId(options.indexOf(activeOption)))?.click();
    } else if (event.key === 'Tab') {
      // The input is the dialog's only stop: focus stays inside while it is open.
      event.preventDefault();
    }
  };

  let index = -1;
  const status: ReactNode =
    engine.status === 'loading' ? (
      <p className="search-dialog__status">{labels.loading}</p>
    ) : engine.status === 'failed' ? (
      <p className="search-dialog__status" role="alert">
        {labels.unavailable} {engine.message}
      </p>
    ) : query.trim() && answered && !hits.length ? (
      <p className="search-dialog__status">
        {labels.noResults} “{query.trim()}”
      </p>
    ) : !query.trim() && !recent.length ? (
      <p className="search-dialog__status">{labels.hint}</p>
    ) : null;
  const resultCount = (count: number): string => interpolate(selectPlural(labels.resultCount, count, lang), { count });

  return (
    <div className="search-modal" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div className="search-dialog" role="dialog" aria-modal="true" aria-label={labels.dialog} onKeyDown={onKeyDown}>
        <form className="search-dialog__form" role="search" onSubmit={(event) => event.preventDefault()}>
          <SearchIcon />
          <input
            ref={input}
            className="search-dialog__input"
            type="search"
            placeholder={labels.placeholder}
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="go"
            role="combobox"
            aria-label={labels.input}
            aria-expanded={options.length > 0}
            aria-controls={`${id}-results`}
            aria-autocomplete="list"
            {...(activeOption ? { 'aria-activedescendant': optionId(options.indexOf(activeOption)) } : {})}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          {versioned ? (
            <label className="search-dialog__versions">
              <input type="checkbox" checked={allVersions} onChange={(event) => setAllVersions(event.target.checked)} /> {labels.allVersions}
            </label>
          ) : null}
          <button type="button" className="search-dialog__close" onClick={onClose}>
            {labels.cancel}
          </button>
        </form>
        <div id={`${id}-results`} className="search-dialog__results" role="listbox" aria-label={labels.results} aria-busy={engine.status === 'loading' || !answered}>
          {[...groups].map(([area, entries]) => (
            <div key={area} role="group" aria-labelledby={`${id}-${area}`} className="search-group">
              <div id={`${id}-${area}`} className="search-group__label" role="presentation">
                {area}
              </div>
              {entries.map((option) => {
                index++;
                const selected = option === activeOption;
                const position = index;
                return (
                  <a
                    key={option.key}
                    id={optionId(position)}
                    role="option"
                    aria-selected={selected}
                    tabIndex={-1}
                    className={`search-result${selected ? ' search-result--active' : ''}`}
                    href={option.url}
                    onMouseMove={() => !selected && setActive(position)}
                    onClick={() => choose(option)}
                  >
                    <span className="search-result__title">
                      {option.heading ? (
                        <>
                          <span className="search-result__page">{option.title}</span>
                          <span aria-hidden="true"> › </span>
                          {option.heading}
                        </>
                      ) : (
                        option.title
                      )}
                      {option.hit?.version ? <span className="search-result__version">{option.hit.version}</span> : null}
                    </span>
                    {option.hit && snippets.get(option.hit.id)?.length ? (
                      <span className="search-result__snippet">
                        {snippets.get(option.hit.id)!.map((part, at) => (part.match ? <mark key={at}>{part.text}</mark> : <Fragment key={at}>{part.text}</Fragment>))}
                      </span>
                    ) : null}
                  </a>
                );
              })}
            </div>
          ))}
        </div>
        {status}
        {/* Announced to screen readers as results change. */}
        <p className="sr-only" aria-live="polite">
          {engine.status === 'ready' && query.trim() && answered ? resultCount(hits.length) : ''}
        </p>
        <div className="search-dialog__footer" aria-hidden="true">
          <span>
            <kbd>↵</kbd> {labels.select}
          </span>
          <span>
            <kbd>↑</kbd>
            <kbd>↓</kbd> {labels.navigate}
          </span>
          <span>
            <kbd>esc</kbd> {labels.close}
          </span>
        </div>
      </div>
    </div>
  );
}
