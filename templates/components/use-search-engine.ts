import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import type { SearchEngine } from '../../src/search/search-client.ts';

export type EngineState = { status: 'loading' } | { status: 'ready'; engine: SearchEngine } | { status: 'failed'; message: string };

/**
 * The engine of a search index, loaded once the component runs in the browser (`loadEngine` is
 * absent on the server, where it stays `loading`). The setter lets a failed search say so.
 */
export function useSearchEngine(indexUrl: string, loadEngine: ((indexUrl: string) => Promise<SearchEngine>) | undefined): [EngineState, Dispatch<SetStateAction<EngineState>>] {
  const [engine, setEngine] = useState<EngineState>({ status: 'loading' });
  useEffect(() => {
    if (!loadEngine) return;
    let current = true;
    loadEngine(indexUrl).then(
      (loaded) => current && setEngine({ status: 'ready', engine: loaded }),
      (error: unknown) => current && setEngine({ status: 'failed', message: (error as Error).message }),
    );
    return () => {
      current = false;
    };
  }, [indexUrl, loadEngine]);
  return [engine, setEngine];
}
