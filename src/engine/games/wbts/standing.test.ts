import { describe, expect, it } from 'vitest';
import type { CombatReading, GroundOutcome } from './ground/outcome';
import { wbtsStanding } from './standing';

const reading = (attackerLoss: number, defenderLoss: number, attackerRetreats = false, defenderRetreats = false): CombatReading => ({
  column: '2-1',
  die: 3,
  shift: 0,
  row: 3,
  cell: '',
  attackerStrength: 10,
  defenderStrength: 5,
  attackerLossPercent: 0,
  defenderLossPercent: 0,
  attackerLoss,
  defenderLoss,
  attackerRetreats,
  defenderRetreats,
});
const ground = (combat: CombatReading | null, initiativePassed = true): GroundOutcome => ({
  kind: 'ground',
  key: '',
  label: '',
  initiative: { die: 3, passed: initiativePassed },
  attackerSupply: null,
  defenderSupply: null,
  combat,
});

describe('WBtS outcomes ranked for the attacker', () => {
  it('weighs a ground combat as the leader’s die change does: SP lost over the attacker’s, a retreat half a point', () => {
    expect(wbtsStanding(ground(reading(1, 3)))).toBe(2);
    expect(wbtsStanding(ground(reading(1, 1, true, false)))).toBe(-0.5);
    expect(wbtsStanding(ground(reading(2, 1, false, true)))).toBe(-0.5);
  });

  it('weighs no attack and contact as nothing, and bombardments by their number', () => {
    expect(wbtsStanding(ground(null, false))).toBe(0);
    expect(wbtsStanding(ground(null))).toBe(0);
    expect(wbtsStanding({ kind: 'bombardment', key: '2', label: '', dice: [5, 6], reductions: 2 })).toBe(2);
  });
});
