import { describe, expect, it } from 'vitest';
import type { CloseCombatOutcome } from './close-combat/chain';
import { MORALE_RESULTS, type MoraleResultKey } from './data/morale';
import type { FireOutcome } from './fire/chain';
import type { MoraleRoll } from './morale/check';
import { cwbsStanding } from './standing';

function morale(key: MoraleResultKey): MoraleRoll {
  const result = MORALE_RESULTS.find((r) => r.key === key);
  if (!result) throw new Error(key);
  return { result, roll: 33 };
}

const fire = (casualties: number, stragglers: number, check?: MoraleResultKey, lowAmmo = false): FireOutcome => ({
  kind: 'fire',
  key: '',
  label: '',
  roll: 7,
  result: casualties > 0 ? { kind: 'loss', points: casualties } : { kind: 'none' },
  lowAmmo,
  lossBeforeRounding: casualties,
  casualties,
  stragglers,
  ...(check ? { morale: morale(check) } : {}),
  leaders: [],
});

const close = (winner: 'attacker' | 'defender', additional?: MoraleResultKey): CloseCombatOutcome => ({
  kind: 'closeCombat',
  key: '',
  label: '',
  winner,
  decidedBy: 'odds',
  ...(additional ? { additional: morale(additional) } : {}),
});

const s = (o: FireOutcome | CloseCombatOutcome) => cwbsStanding(o) ?? Number.NaN;

describe('CWBS outcomes ranked for the attacker', () => {
  it('ranks fire by the target’s losses, then its morale result in the table’s order, then the firers’ Low Ammo', () => {
    expect(s(fire(1, 0))).toBe(s(fire(0, 1)));
    expect(s(fire(1, 0, 'noEffect'))).toBeGreaterThan(s(fire(0, 0, 'routedBack2')));
    expect(s(fire(0, 0, 'routedBack2'))).toBeGreaterThan(s(fire(0, 0, 'shaken')));
    expect(s(fire(0, 0))).toBe(s(fire(0, 0, 'noEffect')));
    expect(s(fire(0, 0, 'shaken', true))).toBeLessThan(s(fire(0, 0, 'shaken')));
    expect(s(fire(0, 0, 'shaken', true))).toBeGreaterThan(s(fire(0, 0, 'noEffect')));
  });

  it('ranks close combat by who wins, then the defender’s additional check', () => {
    expect(s(close('attacker'))).toBeGreaterThan(s(close('defender')));
    expect(s(close('attacker', 'routedBack2'))).toBeGreaterThan(s(close('attacker', 'shaken')));
    expect(s(close('attacker', 'bloodLust'))).toBeGreaterThan(s(close('defender')));
  });
});
