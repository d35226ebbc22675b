/** What a player does at a game's desk, each activity at a path of its own under the game's. */
export const DESK_ACTIVITIES = ['combat', 'phase', 'turn', 'record'] as const;
export type DeskActivityName = (typeof DESK_ACTIVITIES)[number];

/** The app's screens, addressed by path so a deep link opens the right one, online or offline. */
export type Route =
  | { readonly name: 'home' }
  /** A game's desk: the combat (the game's own path), the phase, the turn or the record. */
  | { readonly name: 'desk'; readonly gameId: string; readonly activity?: DeskActivityName }
  | { readonly name: 'tables'; readonly gameId?: string; readonly chart?: string }
  /** A game's after-action report: one turn, or the whole campaign when no turn is given. */
  | { readonly name: 'report'; readonly gameId: string; readonly turn?: number }
  /** A message of a game played at a distance, opened from its link: the game's desk, the message (in the address's hash) ready to take in. */
  | { readonly name: 'message'; readonly gameId: string }
  | { readonly name: 'not-found'; readonly path: string };

export function parseRoute(path: string): Route {
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts.length === 0) return { name: 'home' };
  if (parts[0] === 'tables' && parts.length === 1) return { name: 'tables' };
  if (parts[0] === 'games' && parts[1] !== undefined) {
    if (parts.length === 2) return { name: 'desk', gameId: parts[1] };
    const activity = DESK_ACTIVITIES.find((a) => a === parts[2]);
    if (parts.length === 3 && activity && activity !== 'combat') return { name: 'desk', gameId: parts[1], activity };
    if (parts.length === 3 && parts[2] === 'tables') return { name: 'tables', gameId: parts[1] };
    if (parts.length === 3 && parts[2] === 'report') return { name: 'report', gameId: parts[1] };
    if (parts.length === 3 && parts[2] === 'message') return { name: 'message', gameId: parts[1] };
    if (parts.length === 4 && parts[2] === 'report' && /^[1-9]\d{0,4}$/.test(parts[3] ?? '')) return { name: 'report', gameId: parts[1], turn: Number(parts[3]) };
    // A chart slot to enter, e.g. /games/<id>/tables/crt: the desk sends the player there for a chart it needs.
    if (parts.length === 4 && parts[2] === 'tables' && parts[3] !== undefined) return { name: 'tables', gameId: parts[1], chart: parts[3] };
  }
  return { name: 'not-found', path };
}

export function routePath(route: Route): string {
  switch (route.name) {
    case 'home':
      return '/';
    case 'desk':
      return `/games/${encodeURIComponent(route.gameId)}${route.activity && route.activity !== 'combat' ? `/${route.activity}` : ''}`;
    case 'tables':
      if (route.gameId === undefined) return '/tables';
      return `/games/${encodeURIComponent(route.gameId)}/tables${route.chart === undefined ? '' : `/${encodeURIComponent(route.chart)}`}`;
    case 'report':
      return `/games/${encodeURIComponent(route.gameId)}/report${route.turn === undefined ? '' : `/${route.turn}`}`;
    case 'message':
      return `/games/${encodeURIComponent(route.gameId)}/message`;
    case 'not-found':
      return route.path;
  }
}

export const NAVIGATE_EVENT = 'adj-navigate';

/** Moves to a route without reloading; the app listens for NAVIGATE_EVENT and popstate. */
export function navigate(route: Route): void {
  const path = routePath(route);
  if (path !== location.pathname) history.pushState(null, '', path);
  window.dispatchEvent(new Event(NAVIGATE_EVENT));
}
