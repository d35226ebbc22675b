import type { DefinitionForm } from './definition/form';

/**
 * For tests: a classic odds game typed from scratch, nothing in it from any source — its table and
 * meanings are the tests' own, so that every expected chance can be counted by hand from it.
 * Two values (attack and steps); results in steps; three conditions of each effect.
 */
export const CLASSIC: DefinitionForm = {
  name: 'Classic test game',
  source: 'a table typed for the tests',
  sides: ['Blue', 'Red'],
  units: {
    types: ['Infantry', 'Armour'],
    values: [
      { id: 'strength', name: 'Combat strength', code: 'CS', use: 'strength', min: 1, max: 30 },
      { id: 'steps', name: 'Steps', code: 'ST', use: 'steps', min: 1, max: 4 },
    ],
  },
  method: { kind: 'odds', rounding: 'defender', lowest: '1-2', highest: '4-1', belowLowest: 'lowest', aboveHighest: 'highest' },
  dice: { roll: '1d6', modifier: 0 },
  shifts: 'add',
  conditions: [
    { id: 'woods', name: 'Woods', side: 'defender', scope: 'combat', when: 'every', effect: 'shift', columns: -1 },
    { id: 'river', name: 'Across a river', side: 'attacker', scope: 'unit', when: 'every', effect: 'strength', multiplier: '1/2', rounding: 'up', least: 1 },
    { id: 'leader', name: 'Leader', side: 'attacker', scope: 'unit', when: 'any', effect: 'die', modifier: 1 },
  ],
  losses: 'steps',
  table: {
    name: 'Classic CRT',
    entered: '2026-11-27',
    rows: ['1', '2', '3', '4', '5', '6'],
    columns: ['1-2', '1-1', '2-1', '3-1', '4-1'],
    cells: [
      ['AE', 'AR', 'DR', 'DR', 'DE'],
      ['AE', 'AR', 'EX', 'DR', 'DE'],
      ['AR', 'EX', 'DR', 'D1', 'DE'],
      ['AR', 'DR', 'D1', 'DE', 'DE'],
      ['A1', 'DR', 'D1', 'DE', 'DE'],
      ['A1', 'D1', 'DE', 'DE', 'DE'],
    ],
  },
  results: [
    { code: 'AE', name: 'Attacker eliminated', attacker: { loss: 'all', retreat: false }, defender: { loss: 0, retreat: false } },
    { code: 'A1', name: 'Attacker loses a step', attacker: { loss: 1, retreat: false }, defender: { loss: 0, retreat: false } },
    { code: 'AR', name: 'Attacker retreats', attacker: { loss: 0, retreat: 1 }, defender: { loss: 0, retreat: false } },
    { code: 'EX', name: 'Exchange', attacker: { loss: 'exchange', retreat: false }, defender: { loss: 1, retreat: false } },
    { code: 'DR', name: 'Defender retreats', attacker: { loss: 0, retreat: false }, defender: { loss: 0, retreat: 2 } },
    { code: 'D1', name: 'Defender loses a step and retreats', attacker: { loss: 0, retreat: false }, defender: { loss: 1, retreat: 1 } },
    { code: 'DE', name: 'Defender eliminated', attacker: { loss: 0, retreat: false }, defender: { loss: 'all', retreat: false } },
  ],
};

/** For tests: a unit as [name, strength, steps, conditions]. */
export type UnitSpec = readonly [name: string, strength: number, steps?: number, conditions?: readonly string[]];

/** For tests: a combat of `definition`, its units all infantry. */
export function classicCombat(attackers: readonly UnitSpec[], defenders: readonly UnitSpec[], more: Record<string, unknown> = {}, definition: unknown = CLASSIC): Record<string, unknown> {
  const unit = ([name, strength, steps, conditions]: UnitSpec) => ({ name, type: 'Infantry', strength, ...(steps === undefined ? {} : { steps }), ...(conditions ? { conditions } : {}) });
  return { format: 1, game: 'owngame', kind: 'combat', definition, attackers: attackers.map(unit), defenders: defenders.map(unit), ...more };
}
