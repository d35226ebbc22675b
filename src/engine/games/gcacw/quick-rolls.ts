import type { TableView } from '../../core/combat';
import { type QuickRoll, type QuickRollChoice, type QuickRollValueField, quickRollBase } from '../../core/quick-roll';
import { CAVALRY_RETREAT } from './data/cavalry-retreat';
import { EXTENDED_MARCH_COLUMNS, EXTENDED_MARCH_GAME_SPECIFIC, UNION_ARMY_GROUPS } from './data/extended-march';
import { GAME_ENDS_DATES } from './data/game-ends';
import { STRATEGIC_MOVEMENT_TITLES } from './data/movement';
import { cavalryRetreatTable } from './kinds/cavalry-retreat';
import { RANDOM_EVENTS_TABLE, STRATEGIC_EVENTS_TABLE } from './kinds/events';
import { extendedMarchTable } from './kinds/extended-march';
import { gameEndsTable } from './kinds/game-ends';
import { STRATEGIC_MOVEMENT_SOURCE, friendlyOccupiedTable } from './kinds/movement';
import { HEXSIDES, RIDGES } from './schema/combat';
import { DEMORALIZED_LEVELS, FATIGUE_LEVELS, GTC_YEAR, SIDES, TERRAINS } from './schema/common';
import { BASE_ROLL_DICE, COUNTER_SIDES, FRIENDLY_HEX_TERRAINS, MARCH_FATIGUE, PICKED_MARCH_COLUMNS, STRENGTH_MARKERS, UNIT_TYPES, UNION_GROUPS } from './schema/kinds';
import { TITLES, type Title, gcacw } from './titles';

/** "wagon-train" → "Wagon train". */
const words = (value: string | number): string => {
  const text = String(value).replace(/-/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

function choices<T extends string | number>(values: readonly T[], label: (value: T) => string = words): QuickRollChoice[] {
  return values.map((value) => ({ value, label: label(value) }));
}

const base = (kind: string) => quickRollBase('gcacw', kind);
const shown = (table: TableView) => ({ title: table.title, source: table.source });

const title = (titles: readonly Title[] = TITLES): QuickRollValueField => ({ type: 'choice', path: 'title', label: 'GCACW title', choices: choices(titles, (t) => t) });
const side: QuickRollValueField = { type: 'choice', path: 'side', label: 'Side', choices: choices(SIDES) };
const unit: QuickRollValueField = { type: 'choice', path: 'unit', label: 'Unit', choices: choices(UNIT_TYPES) };
const date: QuickRollValueField = { type: 'date', path: 'date', label: `Date (${GTC_YEAR})`, min: `${GTC_YEAR}-01-01`, max: `${GTC_YEAR}-12-31` };
/** A modifier whose value the charts available do not confirm: the player enters it, named by the chart's condition. */
const modifierFromRules = (path: string, condition: string, which = ''): QuickRollValueField => ({
  type: 'number',
  path,
  label: `${condition.split(':')[0] ?? condition} modifier${which}, from your printed rules (unconfirmed)`,
  step: 1,
  optional: true,
});

const randomEvents: QuickRoll = {
  id: 'randomEvents',
  title: RANDOM_EVENTS_TABLE.title,
  source: gcacw(RANDOM_EVENTS_TABLE.ref),
  action: 'roll',
  base: base('randomEvents'),
  fields: [date, { type: 'flag', path: 'leeSick', label: 'Lee is currently sick' }],
};

const strategicEvents: QuickRoll = {
  id: 'strategicEvents',
  title: STRATEGIC_EVENTS_TABLE.title,
  source: gcacw(STRATEGIC_EVENTS_TABLE.ref),
  action: 'roll',
  base: base('strategicEvents'),
  fields: [date],
};

const march = EXTENDED_MARCH_GAME_SPECIFIC;
const extendedMarch: QuickRoll = {
  id: 'extendedMarch',
  ...shown(extendedMarchTable()),
  action: 'roll',
  base: base('extendedMarch'),
  fields: [
    title(),
    side,
    unit,
    { type: 'choice', path: 'counterSide', label: "Side of the unit's counter", choices: choices(COUNTER_SIDES, (s) => `${words(s)} side`) },
    { type: 'number', path: 'reaches', label: 'Fatigue Level the march reaches', step: 1, min: MARCH_FATIGUE.min, max: MARCH_FATIGUE.max },
    { type: 'choice', path: 'strengthMarker', label: 'Strength marker', choices: choices(STRENGTH_MARKERS) },
    { type: 'number', path: 'manpower', label: 'Manpower Value (for a disorganized unit)', step: 1, min: 1, optional: true },
    {
      type: 'choice',
      path: 'column',
      label: 'Column, for a disorganized unit with Manpower over 5 (from the printed table)',
      choices: choices(PICKED_MARCH_COLUMNS, (c) => EXTENDED_MARCH_COLUMNS[c - 1]?.label ?? String(c)),
      optional: true,
    },
    { type: 'choice', path: 'unionGroup', label: 'Union army group (Union units)', choices: choices(UNION_GROUPS, (g) => UNION_ARMY_GROUPS[g].label), optional: true },
    { type: 'flag', path: 'heat', label: march.heat.label },
    { type: 'flag', path: 'outOfSupply', label: march.outOfSupply.label },
    { type: 'flag', path: 'aga1861', label: march.aga1861.label },
    { type: 'choice', path: 'retreatMarchScenario', label: march.retreatMarch.label, choices: choices(march.retreatMarch.scenarios, (n) => `AGA scenario ${n}`), optional: true },
  ],
};

const gameEnds: QuickRoll = {
  id: 'gameEnds',
  ...shown(gameEndsTable()),
  action: 'roll',
  base: base('gameEnds'),
  fields: [
    { type: 'choice', path: 'date', label: 'End of Game Segment', choices: GAME_ENDS_DATES.map((d) => ({ value: `${GTC_YEAR}-${d.date}`, label: `${d.label}, ${GTC_YEAR}` })) },
    { type: 'number', path: 'unionLosses', label: 'Union losses', step: 1, min: 0 },
    { type: 'number', path: 'confederateLosses', label: 'Confederate losses', step: 1, min: 0 },
  ],
};

const C = CAVALRY_RETREAT;
const cavalryRetreat: QuickRoll = {
  id: 'cavalryRetreat',
  ...shown(cavalryRetreatTable()),
  action: 'roll',
  base: base('cavalryRetreat'),
  fields: [
    title(),
    side,
    {
      type: 'list',
      path: 'units',
      label: 'Cavalry units in the hex',
      itemLabel: 'Cavalry unit',
      min: 1,
      item: [
        { type: 'number', path: 'combatValue', label: 'Combat Value, counting entrenchments', step: 0.5, min: 0.5 },
        { type: 'choice', path: 'demoralized', label: 'Demoralized', choices: choices(DEMORALIZED_LEVELS, (d) => (d === 0 ? 'No' : `Demoralized-${d}`)), initial: 0 },
        { type: 'number', path: 'fatigue', label: 'Fatigue Level', step: 1, min: FATIGUE_LEVELS.min, max: FATIGUE_LEVELS.max },
        { type: 'flag', path: 'outOfSupply', label: 'Out of supply' },
      ],
    },
    // The terrain group goes in only when its first field is chosen; the others refine it.
    { type: 'choice', path: 'terrain.defenderHex', label: "Cavalry's hex, against the active unit (for a terrain modifier)", choices: choices(TERRAINS) },
    { type: 'choice', path: 'terrain.attackFrom', label: "Active unit's hex", choices: choices(TERRAINS), optional: true },
    { type: 'choice', path: 'terrain.hexside', label: 'Hexside between them', choices: choices(HEXSIDES), optional: true },
    { type: 'choice', path: 'terrain.ridge', label: 'Ridge', choices: choices(RIDGES, (r) => `Active unit attacks ${r} a ridge`), optional: true },
    { type: 'flag', path: 'rain', label: 'Rain turn' },
    modifierFromRules('unconfirmed.fatigue', C.fatigue.label),
    modifierFromRules('unconfirmed.smallForce', C.smallForce.label),
    modifierFromRules('unconfirmed.verySmallForce', C.verySmallForce.label, ` for Confederate cavalry outside ${C.verySmallForce.confederateTitles.join(' and ')}`),
    { type: 'choice', path: 'baseRoll.dice', label: 'Base roll of rule 7.7 as you read it (unconfirmed): dice', choices: choices(BASE_ROLL_DICE, (n) => (n === 1 ? 'One die' : 'Two dice')) },
    { type: 'number', path: 'baseRoll.reachAtLeast', label: 'Base roll: modified total to reach', step: 1 },
  ],
};

const friendlyOccupied: QuickRoll = {
  id: 'friendlyOccupiedMp',
  ...shown(friendlyOccupiedTable()),
  action: 'lookup',
  base: base('friendlyOccupiedMp'),
  fields: [
    unit,
    { type: 'choice', path: 'terrain', label: 'Terrain of the hex', choices: choices(FRIENDLY_HEX_TERRAINS) },
    { type: 'number', path: 'combatValue', label: 'Combined Combat Value of the friendly infantry and artillery in the hex', step: 0.5, min: 0 },
    { type: 'flag', path: 'wagonTrain', label: 'A wagon train is in the hex' },
  ],
};

const strategicMovement: QuickRoll = {
  id: 'strategicMovement',
  title: 'Strategic Movement Allowance Table',
  source: STRATEGIC_MOVEMENT_SOURCE,
  action: 'lookup',
  base: base('strategicMovement'),
  fields: [
    title(STRATEGIC_MOVEMENT_TITLES),
    side,
    unit,
    { type: 'number', path: 'fatigueLevels', label: 'Fatigue Levels expended', step: 1, min: MARCH_FATIGUE.min, max: MARCH_FATIGUE.max },
    { type: 'flag', path: 'commandParalysis', label: 'Under command paralysis' },
  ],
};

/**
 * The GCACW tables other than combat that a player consults on their own. Retreats and command
 * radius are left out: they are read from a board of hexes, which the map supplies.
 */
export const GCACW_QUICK_ROLLS: readonly QuickRoll[] = [randomEvents, strategicEvents, extendedMarch, gameEnds, cavalryRetreat, friendlyOccupied, strategicMovement];
