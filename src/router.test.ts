import { describe, expect, it } from 'vitest';
import { type Route, parseRoute, routePath } from './router';

describe('routes', () => {
  const routes: Route[] = [{ name: 'home' }, { name: 'desk', gameId: 'a b/c' }, { name: 'desk', gameId: 'g1', activity: 'phase' }, { name: 'desk', gameId: 'g1', activity: 'turn' }, { name: 'desk', gameId: 'g1', activity: 'record' }, { name: 'tables' }, { name: 'tables', gameId: 'g1' }, { name: 'tables', gameId: 'g1', chart: 'crt-5-8' }, { name: 'report', gameId: 'g1' }, { name: 'report', gameId: 'g1', turn: 12 }, { name: 'message', gameId: 'g1' }];
  it('round-trip through their paths', () => {
    for (const route of routes) expect(parseRoute(routePath(route))).toEqual(route);
  });
  it('name an unknown path as not found', () => {
    expect(parseRoute('/nowhere/at/all')).toEqual({ name: 'not-found', path: '/nowhere/at/all' });
    expect(parseRoute('/games/g1/report/0')).toEqual({ name: 'not-found', path: '/games/g1/report/0' });
    expect(parseRoute('/games/g1/combat')).toEqual({ name: 'not-found', path: '/games/g1/combat' });
    expect(parseRoute('/games/g1/report/x')).toEqual({ name: 'not-found', path: '/games/g1/report/x' });
  });
});
