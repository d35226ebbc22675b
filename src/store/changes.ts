/**
 * Word between the tabs of one device that a game's saved data changed, so a tab showing it reads
 * it again rather than writing over it from what it read before. Each write announces what it
 * changed once it is saved; a tab hears only the others' announcements: the page keeps one channel
 * for both, and BroadcastChannel does not deliver a message to the channel that sent it.
 */
export type ChangeKind = 'log' | 'units' | 'game';

export interface Change {
  readonly gameId: string;
  readonly kind: ChangeKind;
}

const CHANNEL = 'adjutant-changes';
let shared: BroadcastChannel | undefined;

function channel(): BroadcastChannel {
  shared ??= new BroadcastChannel(CHANNEL);
  return shared;
}

function isChange(data: unknown): data is Change {
  return typeof data === 'object' && data !== null && 'gameId' in data && typeof data.gameId === 'string' && 'kind' in data && (data.kind === 'log' || data.kind === 'units' || data.kind === 'game');
}

/** Tells the other tabs that this game's log, units or record changed. */
export function announce(gameId: string, kind: ChangeKind): void {
  if (typeof BroadcastChannel === 'undefined') return;
  channel().postMessage({ gameId, kind } satisfies Change);
}

/** Calls `heard` with each change another tab announces; returns the function that stops listening. */
export function watchChanges(heard: (change: Change) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const listener = (event: MessageEvent<unknown>) => {
    if (isChange(event.data)) heard(event.data);
  };
  channel().addEventListener('message', listener);
  return () => channel().removeEventListener('message', listener);
}
