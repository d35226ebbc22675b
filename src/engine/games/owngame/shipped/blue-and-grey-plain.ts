import type { DefinitionForm } from '../definition/form';

const RULES = 'Blue & Grey (revised), 2nd edition standard rules';

/** A strength multiplier as the revised rules apply every one: to the nearest, a half up, never below 1 (12.24). */
const times = (id: string, name: string, side: 'attacker' | 'defender', multiplier: string) =>
  ({ id, name, side, scope: 'unit', when: 'every', effect: 'strength', multiplier, rounding: 'nearest-up', least: 1 }) as const;

/** A Terrain Effects Chart line, by how far it shifts: the chart is the player's own (not in our sources). */
const left = (columns: 1 | 2 | 3) =>
  ({ id: `left-${columns}`, name: `Your Terrain Effects Chart: ${columns} column${columns === 1 ? '' : 's'} left, every attacker subject to it (10.23-10.24)`, side: 'attacker', scope: 'unit', when: 'every', effect: 'shift', columns: -columns }) as const;
const right = (columns: 1 | 2 | 3) =>
  ({ id: `right-${columns}`, name: `Your Terrain Effects Chart: ${columns} column${columns === 1 ? '' : 's'} right for the attacker (10.26)`, side: 'attacker', scope: 'combat', when: 'every', effect: 'shift', columns }) as const;

/**
 * Blue & Grey's plain combat as a definition a player starts from: odds on the player's own Combat
 * Results Table, strengths adjusted unit by unit (range, terrain halving, morale, in that order,
 * 12.25) and column shifts (10.23-10.27, 10.34, 10.38), from the seed's rules 9.13-12.41 as the
 * Blue & Grey plug-in reads them. It gives that plug-in's odds on every
 * documented combat it can express (blue-and-grey-plain.test.ts walks them). The table is the 1975
 * quadrigame's, offered by the plug-in as a starting point to check cell by cell against the
 * player's own sheet (RULES-NOTES section 6): the revised edition's is not public.
 */
export const BLUE_AND_GREY_PLAIN: DefinitionForm = {
  name: 'Blue & Grey, plain combat',
  source: `${RULES} (cases 9.13-12.41): strengths unit by unit, each to the nearest (a half up) and never below 1 (12.24-12.25); column shifts, each side's most favourable, then the net (10.23-10.27). Your own Combat Results Table: the 1975 quadrigame's is only a start. Odds off the table read at its edge (the rules do not say). Not here: night, bombardment limits, disorder, Rally.`,
  sides: ['Union', 'Confederate'],
  units: {
    types: ['Infantry', 'Cavalry', 'Artillery'],
    values: [{ id: 'strength', name: 'Combat strength', code: 'CS', use: 'strength', min: 1, max: 99 }],
  },
  method: { kind: 'odds', rounding: 'defender', lowest: '1-5', highest: '6-1', belowLowest: 'lowest', aboveHighest: 'highest' },
  dice: { roll: '1d6', modifier: 0 },
  shifts: 'best',
  conditions: [
    // 12.25: range first, then terrain, then morale; the defender's artillery, then its morale.
    times('adjacent-artillery', 'Artillery attacking from an adjacent hex ×1½ (9.48)', 'attacker', '3/2'),
    times('artillery-at-three', 'Artillery attacking from three hexes −⅓ (9.19, 9.25)', 'attacker', '2/3'),
    times('halved', 'Halved by terrain or across a water obstacle (10.21, 10.22)', 'attacker', '1/2'),
    times('disordered', 'Disordered attacker −⅓ (12.21)', 'attacker', '2/3'),
    times('shaken-attacker', 'Shaken attacker −⅔ (12.22)', 'attacker', '1/3'),
    times('defending-artillery', 'Artillery defending against an adjacent attack, with friendly infantry or cavalry ×1½ (9.53)', 'defender', '3/2'),
    times('shaken-defender', 'Shaken defender −⅓ (12.22)', 'defender', '2/3'),
    times('routed-defender', 'Routed defender −⅔ (12.23)', 'defender', '1/3'),
    left(1),
    left(2),
    left(3),
    { id: 'breastworks', name: 'Breastworks or Trench: 1 column left, every adjacent attacker through its hexsides (10.38, 10.39)', side: 'defender', scope: 'combat', when: 'every', effect: 'shift', columns: -1 },
    right(1),
    right(2),
    right(3),
    { id: 'under-construction', name: 'Breastworks Under Construction: 1 column right (10.34)', side: 'attacker', scope: 'combat', when: 'every', effect: 'shift', columns: 1 },
  ],
  losses: 'steps',
  // The table as a player's definition keeps it: entered, cell by cell, from the 1975 quadrigame's sheet
  // (the Blue & Grey plug-in's starting chart; blue-and-grey-plain.test.ts holds them equal).
  table: {
    name: 'SPI 1975 quadrigame CRT, not the revised one',
    entered: '2026-11-23',
    rows: ['1', '2', '3', '4', '5', '6'],
    columns: ['1-5', '1-4', '1-3', '1-2', '1-1', '2-1', '3-1', '4-1', '5-1', '6-1'],
    cells: [
      ['Ar', 'Ar', 'Dr', 'Dr', 'Dr', 'Dr', 'De', 'De', 'De', 'De'],
      ['Ar', 'Ar', 'Ar', 'Dr', 'Dr', 'Dr', 'Dr', 'Dr', 'De', 'De'],
      ['Ar', 'Ar', 'Ar', 'Ar', 'Dr', 'Dr', 'Dr', 'Dr', 'Dr', 'De'],
      ['Ae', 'Ar', 'Ar', 'Ar', 'Ar', 'Dr', 'Dr', 'Dr', 'Dr', 'Dr'],
      ['Ae', 'Ae', 'Ar', 'Ar', 'Ar', 'Ar', 'Dr', 'Ex', 'Ex', 'Dr'],
      ['Ae', 'Ae', 'Ae', 'Ae', 'Ar', 'Ar', 'Ex', 'Ex', 'Ex', 'Ex'],
    ],
  },
  results: [
    { code: 'Ae', name: 'Attacker Eliminated', attacker: { loss: 'all', retreat: false }, defender: { loss: 0, retreat: false } },
    { code: 'Ae*', name: 'Partial Attacker Eliminated: the attackers your chart says', attacker: { loss: 'chosen', retreat: false }, defender: { loss: 0, retreat: false } },
    { code: 'Ar', name: 'Attacker Retreat (the distance in your rules)', attacker: { loss: 0, retreat: true }, defender: { loss: 0, retreat: false } },
    { code: 'Dr', name: 'Defender Retreat (the distance in your rules)', attacker: { loss: 0, retreat: false }, defender: { loss: 0, retreat: true } },
    { code: 'De', name: 'Defender Eliminated', attacker: { loss: 0, retreat: false }, defender: { loss: 'all', retreat: false } },
    { code: 'Ex', name: 'Exchange: the units your chart says, at printed strength (12.26)', attacker: { loss: 'chosen', retreat: false }, defender: { loss: 'chosen', retreat: false } },
    { code: 'Ex*', name: 'Partial Exchange: the units your chart says, at printed strength (12.26)', attacker: { loss: 'chosen', retreat: false }, defender: { loss: 'chosen', retreat: false } },
    { code: '-', name: 'No effect', attacker: { loss: 0, retreat: false }, defender: { loss: 0, retreat: false } },
  ],
};
