// A GCACW combat phase for tests of play at a distance, in Node and in the browser alike.
import example from '../../../docs/games/gcacw/combat.json';

/** The game the phase is of. */
export const GAME = 'gcacw' as const;

/** Three GCACW attacks on three hexes: the documented combat, and two others with other defenders and terrain. */
export function threeAttacks() {
  const defender = (id: string, manpower: number) => ({ units: [{ id, combatValue: manpower, artillery: 1, tactical: 2, manpower, fatigue: 0, disorganized: false }] });
  const { flank: _flank, ...plain } = example;
  const sides = { for: 'union', against: 'confederate' };
  return [
    { label: 'Barlow and Gibbon against Heth', input: example as Record<string, unknown>, sides },
    { label: 'against Wilcox', input: { ...plain, defender: defender('Wilcox', 5), terrain: { defenderHex: 'woods' } } as Record<string, unknown>, sides },
    { label: 'against Rodes', input: { ...plain, defender: defender('Rodes', 8), terrain: { defenderHex: 'clear' } } as Record<string, unknown>, sides },
  ];
}
