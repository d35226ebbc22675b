import { type Remote, releaseProxy, wrap } from 'comlink';
import type { SearchSession } from './plan/search-session';

/** A search's own worker: its session, and how to end it (which cancels whatever it is doing). */
export interface SearchWorker {
  readonly session: Remote<SearchSession>;
  end(): void;
}

/** Starts a worker for one search. */
export function startSearch(): SearchWorker {
  const worker = new Worker(new URL('../workers/search.worker.ts', import.meta.url), { type: 'module', name: 'search' });
  const session = wrap<SearchSession>(worker);
  return {
    session,
    end() {
      session[releaseProxy]();
      worker.terminate();
    },
  };
}
