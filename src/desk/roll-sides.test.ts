import { describe, expect, it } from 'vitest';
import type { UnitRecord } from '../store/records';
import { rollSides } from './roll-sides';

const unit = (id: string, side: string): UnitRecord => ({ id, gameId: 'g', name: id, side, type: 'infantry', strength: 4, state: {} });
const units = new Map([unit('u1', 'union'), unit('u2', 'union'), unit('c1', 'confederate'), unit('c2', 'confederate')].map((u) => [u.id, u]));

describe('the sides of a roll at the desk', () => {
  it('ranks the roll for the attackers’ side, against the defenders’', () => {
    expect(rollSides({ attackers: ['u1', 'u2'], defenders: ['c1'] }, units)).toEqual({ for: 'union', against: 'confederate' });
    expect(rollSides({ attackers: ['c2'], defenders: ['u2', 'u1'] }, units)).toEqual({ for: 'confederate', against: 'union' });
  });

  it('names no side against when there are no defenders, they are mixed, or on the attackers’ own side', () => {
    expect(rollSides({ attackers: ['u1'], defenders: [] }, units)).toEqual({ for: 'union' });
    expect(rollSides({ attackers: ['u1'], defenders: ['c1', 'u2'] }, units)).toEqual({ for: 'union' });
    expect(rollSides({ attackers: ['u1'], defenders: ['u2'] }, units)).toEqual({ for: 'union' });
  });

  it('names no sides at all when the attackers are mixed, missing or not found', () => {
    expect(rollSides({ attackers: ['u1', 'c1'], defenders: ['c2'] }, units)).toBeUndefined();
    expect(rollSides({ attackers: [], defenders: ['c2'] }, units)).toBeUndefined();
    expect(rollSides({ attackers: ['u1', 'gone'], defenders: ['c2'] }, units)).toBeUndefined();
  });
});
