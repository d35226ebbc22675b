import { describe, expect, it } from 'vitest';
import { searchSession } from './search-session';
import { GAME_IDS } from '../engine/core/source';

const combat = (strength: number) => ({
  format: 1,
  game: GAME_IDS[0],
  kind: 'infantry-combat',
  attackers: [{ name: 'V', strength }],
  defenders: [{ name: 'Heth', strength: 5 }],
  defenderHex: { terrain: 'clear', entrenched: false },
});

describe('a search’s session', () => {
  it('counts the attacks the rules refuse, and says which was first and why, by its field', () => {
    const session = searchSession();
    const answer = session.weigh([
      { target: 0, mask: 1, input: combat(12) },
      { target: 0, mask: 2, input: { ...combat(12), attackers: [{ name: 'V', strength: -3 }] } },
      { target: 1, mask: 1, refused: 'units attack from 1 or 2 hexes' },
    ]);
    expect(answer.refused).toBe(2);
    expect(answer.first?.target).toBe(0);
    expect(answer.first?.mask).toBe(2);
    expect(answer.first?.error.path).toBe('attackers.0.strength');
    expect(session.weigh([{ target: 1, mask: 2, refused: 'from 3 hexes' }])).toEqual({ refused: 1, first: { target: 1, mask: 2, error: { path: '', message: 'from 3 hexes' } } });
    expect(session.weigh([{ target: 1, mask: 3, input: combat(9) }])).toEqual({ refused: 0 });
  });
});
