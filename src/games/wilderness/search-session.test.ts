import { describe, expect, it } from 'vitest';
import { searchSession } from '../../desk/search-session';
import { examplePhase } from '../test-example-phase';

describe('a Wilderness search’s session', () => {
  it('counts the attacks the rules refuse, and says which was first and why, by its field', async () => {
    const request = await examplePhase('wilderness');
    // A strength the rules refuse: every attack with that unit is refused, at its field.
    const units = request.units.map((u) => (u.id === 'v' ? { ...u, strength: -3 } : u));
    const session = searchSession();
    const done = await session.weighPhase({ ...request, units }, () => undefined);
    expect(done.refused).toBeGreaterThan(0);
    expect(done.first?.units).toContain('v');
    expect(done.first?.error.path).toMatch(/^attackers\.\d+\.strength$/);
  });
});
