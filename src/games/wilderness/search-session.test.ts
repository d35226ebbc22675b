import { describe, expect, it } from 'vitest';
import { exampleLayout, phaseRequest } from '../../desk/example-phase';
import { searchSession } from '../../desk/search-session';
import { GAME_PLUGINS } from '..';

/** The Wilderness desk's documented combat laid out as a small phase, as the desk's search is asked to weigh it. */
async function examplePhase() {
  const { desk } = await GAME_PLUGINS.wilderness.rules();
  const layout = desk && exampleLayout(desk);
  if (!desk || !layout) throw new Error('the example lays out as a phase');
  return phaseRequest('wilderness', desk, layout, 60_000);
}

describe('a Wilderness search’s session', () => {
  it('counts the attacks the rules refuse, and says which was first and why, by its field', async () => {
    const request = await examplePhase();
    // A strength the rules refuse: every attack with that unit is refused, at its field.
    const units = request.units.map((u) => (u.id === 'v' ? { ...u, strength: -3 } : u));
    const session = searchSession();
    const done = await session.weighPhase({ ...request, units }, () => undefined);
    expect(done.refused).toBeGreaterThan(0);
    expect(done.first?.units).toContain('v');
    expect(done.first?.error.path).toMatch(/^attackers\.\d+\.strength$/);
  });
});
