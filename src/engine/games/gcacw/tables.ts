import type { TableView } from '../../core/combat';
import { formatArtilleryCell } from './combat/artillery';
import { printedSigned } from './combat/modifiers';
import { ARTILLERY, ARTILLERY_COLUMNS, RATIO, RETREAT_1, RETREAT_2 } from './data/index';
import { ATTACKER_RESULTS, DEFENDER_RESULTS } from './combat/chart';
import { ARTILLERY_TERRAIN_ROWS } from './data/artillery';
import { ATTACKER_COLUMNS, COMBAT_CHART_NOTE, DEFENDER_COLUMNS } from './data/combat-chart';
import { EXTENDED_MARCH_FATIGUE, EXTENDED_MARCH_GAME_SPECIFIC, UNION_ARMY_GROUPS, WAGON_TRAIN_MODIFIER } from './data/extended-march';
import { ATTACK_TYPES, ATTACKER_GAME_SPECIFIC, DEFENDER_GAME_SPECIFIC, DEFENDER_TERRAIN, LEADER_ASSAULT_BONUS } from './data/modifiers';
import { COMMAND_RADIUS, COMMAND_RADIUS_AGA_1861 } from './data/movement';
import { RESULT_LETTERS } from './data/results';
import { RETREAT_NOTES, type RetreatRow } from './data/retreat';
import { cavalryRetreatTable } from './kinds/cavalry-retreat';
import { EVENT_TABLES } from './kinds/events';
import { extendedMarchTable } from './kinds/extended-march';
import { gameEndsTable } from './kinds/game-ends';
import { friendlyOccupiedTable, strategicMovementTables } from './kinds/movement';
import { gcacw } from './titles';

const combatChart: TableView = {
  title: 'Combat Chart',
  source: gcacw('Combat Chart'),
  rowHeader: "Attacker's die minus defender's die",
  columns: [...DEFENDER_COLUMNS.map((c) => `Defender ${c.label}`), ...ATTACKER_COLUMNS.map((c) => `Attacker ${c.label}`)],
  rows: DEFENDER_RESULTS.rows.map((key, i) => ({ label: key.label, cells: [...(DEFENDER_RESULTS.printed[i] ?? []), ...(ATTACKER_RESULTS.printed[i] ?? [])] })),
  reachableRows: [],
  note: `Left: the defender's result by the defender's Combat Value not counting entrenchment. Right: the attacker's result by the attacker's Combat Value. ${COMBAT_CHART_NOTE}`,
};

const ratioChart: TableView = {
  title: 'Ratio Chart',
  source: gcacw('Ratio Chart'),
  rowHeader: 'Attacker to defender ratio',
  columns: ["Attacker's ratio modifier"],
  rows: RATIO.map((r) => ({ label: r.label, cells: [printedSigned(r.modifier)] })),
  reachableRows: [],
  note: "Rounded in the defender's favour; the defender's Combat Value counts entrenchment.",
};

const artilleryChart: TableView = {
  title: 'Artillery Modifier Summary',
  source: gcacw('Artillery Modifier Summary'),
  rowHeader: "Defender's terrain",
  columns: ARTILLERY_COLUMNS.map((c) => c.label),
  rows: ARTILLERY_TERRAIN_ROWS.map((row) => ({ label: ARTILLERY[row].label, cells: ARTILLERY[row].cells.map(formatArtilleryCell) })),
  reachableRows: [],
  note: "Columns: attacker's Artillery Value minus the defender's. *: a die just before combat — even, the modifier; odd, none. †: even +2, odd +1. Defenders' printed Artillery total 1: -2 becomes -1; total 2: -3 becomes -2.",
};

const attackSummary: TableView = {
  title: 'Attack Summary',
  source: gcacw('Attack Summary'),
  rowHeader: 'Attack',
  columns: ['Infantry MP cost', 'Cavalry/mtd inf. MP cost', "Modifier to attacker's roll"],
  rows: (['column-of-route', 'hasty', 'normal', 'prepared'] as const).map((k) => ({ label: ATTACK_TYPES[k].label, cells: [ATTACK_TYPES[k].infantryMp, ATTACK_TYPES[k].cavalryMp, ATTACK_TYPES[k].modifier === 0 ? 'None' : printedSigned(ATTACK_TYPES[k].modifier)] })),
  reachableRows: [],
  note: 'A Column of Route attack may not be declared if the remaining Movement Allowance is 0. An assault action is +1.',
};

const defenderModifiers: TableView = {
  title: "Defender's die roll modifiers",
  source: gcacw("Combat Chart, defender's die roll modifiers (7.4)"),
  rowHeader: 'Condition',
  columns: ['Modifier'],
  rows: [
    ['Defending across bridge, dam, ferry, ford', printedSigned(DEFENDER_TERRAIN.acrossBridgeDamFerryFord)],
    ['Defending in a mountain hex (only +1 if the attacker is also in a mountain hex or the attack is down a ridge)', printedSigned(DEFENDER_TERRAIN.mountain)],
    ['Defending against attack up a ridge (into any terrain)', printedSigned(DEFENDER_TERRAIN.upRidge)],
    ['Defending in a hill hex (+0 if the attack is from hill, mountain, or down a ridge)', printedSigned(DEFENDER_TERRAIN.hill)],
    ['Defending across a creek (+2 in a rain turn)', printedSigned(DEFENDER_TERRAIN.creek)],
    ['At least ½ of the Combat Value in the hex contributed by Demoralized-2 units', printedSigned(DEFENDER_TERRAIN.demoralized2)],
  ].map(([label, value]) => ({ label: label ?? '', cells: [value ?? ''] })),
  reachableRows: [],
};

const attackerModifiers: TableView = {
  title: "Attacker's die roll modifiers",
  source: gcacw("Combat Chart, attacker's die roll modifiers (7.4)"),
  rowHeader: 'Condition',
  columns: ['Modifier'],
  rows: [
    ['Flank attack bonus', '+1 to +4'],
    ['Artillery modifiers', '-3 to +2'],
    ["Defender's flanks refused", '+1 or +2'],
    ['Assault action', '+1'],
    ['Ratio modifier', '+/-'],
    ['Tactical modifier', '+/-'],
    ['Attacks in rain turn', '-1'],
    ['Attack type in march: Prepared / Hasty / Column of Route', '+1 / -1 / -3'],
  ].map(([label, value]) => ({ label: label ?? '', cells: [value ?? ''] })),
  reachableRows: [],
};

const gameSpecific: TableView = {
  title: 'Game-specific combat modifiers',
  source: gcacw('Combat Chart, game-specific modifiers'),
  rowHeader: 'Modifier',
  columns: ['Die', 'Value', 'Titles'],
  rows: [
    ...Object.entries(LEADER_ASSAULT_BONUS).map(([leader, titles]) => ({ label: `Assault bonus from ${leader}`, cells: ['attacker', '+1', titles.join(', ')] })),
    ...Object.values(ATTACKER_GAME_SPECIFIC).map((m) => ({ label: m.label, cells: ['attacker', 'value' in m ? printedSigned(m.value) : 'lost in the source (entered by the player)', m.titles.join(', ')] })),
    ...Object.values(DEFENDER_GAME_SPECIFIC).map((m) => ({ label: m.label, cells: ['defender', 'value' in m ? printedSigned(m.value) : '+1/+2', m.titles.join(', ')] })),
  ],
  reachableRows: [],
  note: 'Union Panic as an attacker\'s modifier: in AGA, the panicked army only.',
};

const resultsSummary: TableView = {
  title: 'Summary of Combat Results',
  source: gcacw('Summary of Combat Results'),
  rowHeader: 'Result',
  columns: ['Name', 'Effect'],
  rows: RESULT_LETTERS.map((r) => ({ label: r.letter, cells: [r.name, r.meaning] })),
  reachableRows: [],
  note: 'A number is the Manpower Value lost.',
};

const retreatChart = (n: 1 | 2, rows: readonly RetreatRow[]): TableView => ({
  title: `Retreat Chart ${n}`,
  source: gcacw(`Retreat Chart ${n} (7.6)`),
  rowHeader: 'Priority',
  columns: ['Manpower loss', 'Retreat description'],
  rows: rows.map((r) => ({ label: String(r.priority), cells: [r.printedLoss, r.description] })),
  reachableRows: [],
  note: `${RETREAT_NOTES.whichChart} ${RETREAT_NOTES.distance} ${RETREAT_NOTES.dagger} ${RETREAT_NOTES.bullet} ${RETREAT_NOTES.cavalry} ${RETREAT_NOTES.override}`,
});

const extendedMarchModifiers: TableView = {
  title: 'Extended March modifiers',
  source: gcacw('Extended March Table (Grant Takes Command charts)'),
  rowHeader: 'Condition',
  columns: ['Modifier'],
  rows: [
    ...EXTENDED_MARCH_FATIGUE.filter((f) => f.modifier !== 0).map((f) => ({ label: f.label, cells: [printedSigned(f.modifier)] })),
    { label: 'March by Wagon Train (Union wagons also take "Other Union Units")', cells: [printedSigned(WAGON_TRAIN_MODIFIER)] },
    { label: `${UNION_ARMY_GROUPS.cavalry.label}: any Union cavalry (${UNION_ARMY_GROUPS.cavalry.anyUnionCavalry.join(', ')}) or Army of the Potomac cavalry (${UNION_ARMY_GROUPS.cavalry.armyOfThePotomacCavalry.join(', ')})`, cells: ['+0'] },
    { label: `${UNION_ARMY_GROUPS.garrison.label}: not Army of the Potomac (${UNION_ARMY_GROUPS.garrison.notArmyOfThePotomac.join(', ')}) or not Regular Army (${UNION_ARMY_GROUPS.garrison.notRegularArmy.join(', ')})`, cells: [printedSigned(UNION_ARMY_GROUPS.garrison.modifier)] },
    { label: UNION_ARMY_GROUPS.other.label, cells: [printedSigned(UNION_ARMY_GROUPS.other.modifier)] },
    ...Object.values(EXTENDED_MARCH_GAME_SPECIFIC).map((m) => ({ label: m.label, cells: [printedSigned(m.modifier)] })),
  ],
  reachableRows: [],
  note: 'Cumulative. Consult the table when a unit on its normal side reaches Fatigue Level 3 or 4, or one on its exhausted side reaches 2, 3 or 4.',
};

const commandRadius: TableView = {
  title: 'Command Radius Summary',
  source: gcacw('Command Radius Summary (Grant Takes Command charts)'),
  rowHeader: 'Case',
  columns: ['Radius (hexes)'],
  rows: [
    { label: 'Path between the leader\'s hex and the unit\'s', cells: [String(COMMAND_RADIUS)] },
    { label: "AGA's 1861 scenarios", cells: [String(COMMAND_RADIUS_AGA_1861)] },
  ],
  reachableRows: [],
  note: 'Terrain is irrelevant. The path may not enter an enemy-occupied hex or an enemy ZOC (unless a friendly unit occupies that hex).',
};

/** Every GCACW chart the engine holds, for the tables browser. */
export const GCACW_TABLES: readonly TableView[] = [
  combatChart,
  resultsSummary,
  ratioChart,
  artilleryChart,
  attackSummary,
  attackerModifiers,
  defenderModifiers,
  gameSpecific,
  retreatChart(1, RETREAT_1),
  retreatChart(2, RETREAT_2),
  cavalryRetreatTable(),
  extendedMarchTable(),
  extendedMarchModifiers,
  ...EVENT_TABLES,
  gameEndsTable(),
  friendlyOccupiedTable(),
  ...strategicMovementTables(),
  commandRadius,
];
