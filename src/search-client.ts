import { releaseProxy, wrap } from 'comlink';
import type { SearchSession } from './plan/search-session';

/** A search's session as the page calls it: each method answered later, from the search's worker. */
export type AsyncSession = { readonly [K in keyof SearchSession]: (...args: Parameters<SearchSession[K]>) => Promise<ReturnType<SearchSession[K]>> };

/** A search's own worker: its session, and how to end it (which cancels whatever it is doing). */
export interface SearchWorker {
  readonly session: AsyncSession;
  end(): void;
}

/** Starts a worker for one search. */
export function startSearch(): SearchWorker {
  const worker = new Worker(new URL('../workers/search.worker.ts', import.meta.url), { type: 'module', name: 'search' });
  const remote = wrap<SearchSession>(worker);
  return {
    session: remote,
    end() {
      remote[releaseProxy]();
      worker.terminate();
    },
  };
}
