import { describe, expect, it } from 'vitest';
import { type Route, parseRoute, routePath } from './router';

describe('routes', () => {
  const routes: Route[] = [{ name: 'home' }, { name: 'desk', gameId: 'a b/c' }, { name: 'tables' }, { name: 'tables', gameId: 'g1' }, { name: 'tables', gameId: 'g1', chart: 'crt-5-8' }];
  it('round-trip through their paths', () => {
    for (const route of routes) expect(parseRoute(routePath(route))).toEqual(route);
  });
  it('name an unknown path as not found', () => {
    expect(parseRoute('/nowhere/at/all')).toEqual({ name: 'not-found', path: '/nowhere/at/all' });
  });
});
