import { proxy, releaseProxy, wrap } from 'comlink';
import type { PhaseRequest, SearchProgress, SearchSession } from './desk/search-session';
import type { GameId } from './engine/core/source';

/** A search's session as the page calls it: each method answered later, from the search's worker. */
export type AsyncSession = { readonly [K in keyof SearchSession]: (...args: Parameters<SearchSession[K]>) => Promise<Awaited<ReturnType<SearchSession[K]>>> };

/** A search's own worker: its session, and how to end it (which cancels whatever it is doing). */
export interface SearchWorker {
  readonly session: AsyncSession;
  end(): void;
}

/** The game the last search was prepared for: the next worker loads its rules ahead too. */
let lastGame: GameId | undefined;

function spawn(): { readonly worker: SearchWorker; ready: Promise<void>; readonly remote: AsyncSession } {
  const worker = new Worker(new URL('../workers/search.worker.ts', import.meta.url), { type: 'module', name: 'search' });
  const remote = wrap<SearchSession>(worker);
  return {
    remote,
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

/** A worker started ahead of the next search: loading the engine and a game's rules takes longer than most searches. */
let spare: ReturnType<typeof spawn> | undefined;

/** Starts the next search's worker now, if none is waiting, with `game`'s rules loaded in it; resolves once it is ready. */
export function prepareSearch(game: GameId | undefined = lastGame): Promise<void> {
  const ready = (spare ??= spawn());
  if (game !== undefined) {
    lastGame = game;
    const { remote } = ready;
    ready.ready = ready.ready.then(() => remote.ready(game)).then(() => undefined);
  }
  return ready.ready;
}

/** A worker for one search: the one started ahead, if there is one; ending it starts the next. */
export function startSearch(): SearchWorker {
  const taken = spare ?? spawn();
  spare = undefined;
  return taken.worker;
}

/** Weighs a phase's attacks in a search's worker, `progress` told how far it has got (called across from the worker). */
export function weighPhase(worker: SearchWorker, request: PhaseRequest, progress: (p: SearchProgress) => void): Promise<SearchProgress> {
  return worker.session.weighPhase(request, proxy(progress));
}

/** A search run by the page itself, for a desk given no worker to start (the desk's tests). */
export async function inPageSearch(): Promise<SearchWorker> {
  const session = (await import('./desk/search-session')).searchSession();
  return {
    session: {
      ready: async (...args) => session.ready(...args),
      weighPhase: async (...args) => session.weighPhase(...args),
      goOn: async () => session.goOn(),
      best: async (...args) => session.best(...args),
      strongest: async (...args) => session.strongest(...args),
    },
    end: () => undefined,
  };
}
