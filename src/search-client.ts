import { releaseProxy, wrap } from 'comlink';
import type { SearchSession } from './desk/search-session';

/** A search's session as the page calls it: each method answered later, from the search's worker. */
export type AsyncSession = { readonly [K in keyof SearchSession]: (...args: Parameters<SearchSession[K]>) => Promise<Awaited<ReturnType<SearchSession[K]>>> };

/** A search's own worker: its session, and how to end it (which cancels whatever it is doing). */
export interface SearchWorker {
  readonly session: AsyncSession;
  end(): void;
}

function spawn(): { readonly worker: SearchWorker; readonly ready: Promise<void> } {
  const worker = new Worker(new URL('../workers/search.worker.ts', import.meta.url), { type: 'module', name: 'search' });
  const remote = wrap<SearchSession>(worker);
  return {
    worker: {
      session: remote,
      end() {
        remote[releaseProxy]();
        worker.terminate();
        // The next search's worker loads once this one is over, not while it runs.
        setTimeout(() => void prepareSearch(), 0);
      },
    },
    // Answered once the worker has loaded the engine.
    ready: remote.ready().then(() => undefined),
  };
}

/** A worker started ahead of the next search: loading the engine takes longer than most searches. */
let spare: ReturnType<typeof spawn> | undefined;

/** Starts the next search's worker now, if none is waiting; resolves once it is ready. */
export function prepareSearch(): Promise<void> {
  spare ??= spawn();
  return spare.ready;
}

/** A worker for one search: the one started ahead, if there is one; ending it starts the next. */
export function startSearch(): SearchWorker {
  const taken = spare ?? spawn();
  spare = undefined;
  return taken.worker;
}

/** A search run by the page itself, for a desk given no worker to start (the desk's tests). */
export async function inPageSearch(): Promise<SearchWorker> {
  const session = (await import('./desk/search-session')).searchSession();
  return {
    session: {
      ready: async () => session.ready(),
      weighPhase: async (...args) => session.weighPhase(...args),
      goOn: async () => session.goOn(),
      best: async (...args) => session.best(...args),
      strongest: async (...args) => session.strongest(...args),
    },
    end: () => undefined,
  };
}
