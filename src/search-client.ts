import { proxy, releaseProxy, wrap } from 'comlink';
import type { PhaseRequest, SearchProgress, SearchSession } from './desk/search-session';
import type { GameId } from './engine/core/source';
import { GAME_PLUGINS } from './games/index';
import { TAKE_THE_HEX } from './plan/success';

/** A search's session as the page calls it: each method answered later, from the search's worker. */
export type AsyncSession = { readonly [K in keyof SearchSession]: (...args: Parameters<SearchSession[K]>) => Promise<Awaited<ReturnType<SearchSession[K]>>> };

/**
 * A search's own worker: its session; `done` once a search is over (the worker, its code warm, waits
 * for the next one), and `end` to cancel whatever it is doing (the worker is ended at once).
 */
export interface SearchWorker {
  readonly session: AsyncSession;
  done(): void;
  end(): void;
}

/** The game the last search was prepared for: the next worker loads its rules and warms up on it too. */
let lastGame: GameId | undefined;

/** What each step of a worker's warm-up waits for first: in the app, until no tap is being answered (a roll's result held up by the worker's work). */
type Pause = () => Promise<void>;
let lastPause: Pause = () => Promise.resolve();

/** How many copies of a game's example troop the worker's warm-up adds to its example phase. */
const WARM_UP_UNITS = 5;

function spawn(): { readonly worker: SearchWorker; ready: Promise<void>; readonly remote: AsyncSession; warmed?: GameId } {
  const worker = new Worker(new URL('../workers/search.worker.ts', import.meta.url), { type: 'module', name: 'search' });
  const remote = wrap<SearchSession>(worker);
  const spawned = {
    remote,
    worker: {
      session: remote,
      done() {
        // Kept for the next search, holding nothing, unless another is already waiting.
        if (spare) return this.end();
        void remote.forget();
        spare = { ...spawned, ready: Promise.resolve() };
      },
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
  return spawned;
}

/** A worker started ahead of the next search: loading the engine and a game's rules takes longer than most searches. */
let spare: (ReturnType<typeof spawn> & { warmed?: GameId }) | undefined;

/**
 * Runs a small search of `game`'s documented combat in the worker, so the code a search runs is warm
 * (compiled) before the player's first search; the worker forgets it.
 */
async function warmUp(remote: AsyncSession, game: GameId, pause: Pause): Promise<void> {
  const desk = (await GAME_PLUGINS[game].rules()).desk;
  // The example's layout pulls in the map's code: fetched here, at idle, never with the first screen.
  const { examplePhase } = await import('./desk/example-phase');
  const request = desk && examplePhase(game, desk, WARM_UP_UNITS);
  if (!desk || !request) return;
  try {
    await pause();
    await remote.weighPhase(request, proxy(() => undefined));
    await pause();
    await remote.best('exchange', desk.planSuccess ?? TAKE_THE_HEX);
  } catch {
    // A warm-up that fails (a chart not entered yet) has warmed what it ran.
  }
}

/**
 * Starts the next search's worker now, if none is waiting, with `game`'s rules loaded and warm in it;
 * resolves once it is ready. Each step of the warm-up waits for `pause` first: the worker's work
 * would hold up a roll being answered meanwhile.
 */
export function prepareSearch(game: GameId | undefined = lastGame, pause: Pause = lastPause): Promise<void> {
  lastPause = pause;
  const ready = (spare ??= spawn());
  if (game !== undefined && ready.warmed !== game) {
    lastGame = game;
    ready.warmed = game;
    const { remote } = ready;
    ready.ready = ready.ready.then(pause).then(() => remote.ready(game)).then(() => warmUp(remote, game, pause));
  }
  return ready.ready;
}

/** A worker for one search: the one started ahead (or kept from the last search), if there is one. */
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
      forget: async () => session.forget(),
      best: async (...args) => session.best(...args),
      strongest: async (...args) => session.strongest(...args),
    },
    done: () => undefined,
    end: () => undefined,
  };
}
