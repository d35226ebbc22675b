import { readFileSync } from 'node:fs';
import type { FuzzSource } from '../../../fuzz-values';

/**
 * For tests: random ground combats (`combat`, `storm`, `siegeCombat`, `attackFromMarch`) that the
 * schema accepts, over every option it has — leaders and their ratings, who orders and who commands,
 * chits up to the caps, one or two hexes with their hexsides and ferries, unit types and SP (0
 * included), supply in reach, terrain, forts, the die change, the supply and die steps with their
 * dice — read on player charts like the documented examples' (odds columns, die rows, force and
 * percentage ranges), made up afresh or taken from the examples. Most are set up as the rules allow;
 * `rough` makes a few that the rules refuse (a chit over its cap, a unit under another corps, a
 * crossing away from a ferry, a missing chart, a chart without the row or column a combat reads).
 */

type Json = Record<string, unknown>;

const GROUND_KINDS = ['combat', 'storm', 'siegeCombat', 'attackFromMarch'] as const;
const ODDS = ['1-4', '1-3', '1-2', '1-1', '3-2', '2-1', '5-2', '3-1', '4-1', '5-1', '6-1'];
const PERCENTS = [0, 5, 10, 15, 20, 25, 30, 40, 50, 100];

const documented = (kind: string) => JSON.parse(readFileSync(new URL(`../../../../../docs/games/wbts/${kind}.json`, import.meta.url), 'utf8')) as Json;
const DOCUMENTED_CHARTS: Json = Object.assign({}, ...['storm', 'siegeCombat', 'combat', 'attackFromMarch'].map((k) => documented(k)['charts'] as Json));

const sheet = (rows: string[], columns: string[], cells: string[][]) => ({ name: 'Random chart', entered: '2026-11-23', rows, columns, cells });

function crtChart(f: FuzzSource, percents: readonly number[]): Json {
  const from = f.below(5);
  const columns = ODDS.slice(from, from + 2 + f.below(6));
  const loss = () => String(f.pick(percents));
  const slash = () => (f.below(10) === 0 ? ' / ' : '/');
  const cell = () => (f.below(12) === 0 ? '-' : `${loss()}${f.below(5) === 0 ? 'r' : ''}${slash()}${loss()}${f.below(3) === 0 ? '*' : ''}`);
  const rows = ['1', '2', '3', '4', '5', '6'];
  return sheet(rows, columns, rows.map(() => columns.map(cell)));
}

/** A Combat Supply Table column sheet: its rows cover the die (one face each, the errata's 0-6 shape, or runs); its columns the force sizes. */
function supplyChart(f: FuzzSource): Json {
  const rows = f.pick([['1', '2', '3', '4', '5', '6'], ['0', '1', '2', '3', '4', '5', '6'], ['1-2', '3-4', '5-6'], ['≤3', '4+']]);
  const columns = f.pick([['1-10', '11+'], ['1-10', '11-20', '21+'], ['0-5', '6-15', '16+'], ['1+']]);
  return sheet(rows, columns, rows.map(() => columns.map(() => String(f.below(4)))));
}

/** A Combat Attrition Table sheet: rows of force sizes, columns of the percentages a combat may read. */
function attritionChart(f: FuzzSource, percents: readonly number[], rough: boolean): Json {
  const rows = f.pick([['1-5', '6-10', '11-20', '21+'], ['1-10', '11+'], ['1-3', '4-8', '9-15', '16-30', '31+']]);
  let columns = percents.filter((p) => p > 0).map(String);
  // A chart whose columns are runs, or (rough) one that lacks a percentage or the small forces.
  if (f.below(4) === 0) columns = ['1-10', '11-25', '26-100'];
  // Rough: one or two percentages missing, so that which cell is read first says which the refusal names.
  for (let n = rough ? f.below(3) : 0; n > 0 && columns.length > 1; n--) columns = columns.filter((_, i) => i !== f.below(columns.length));
  const rowsUsed = rough && f.below(2) === 0 ? rows.slice(1) : rows;
  return sheet(rowsUsed, columns, rowsUsed.map((_, r) => columns.map((_, c) => String(Math.floor(((r + 1) * (c + 1) * (1 + f.below(3))) / 3)))));
}

/** A set of player charts for every table a ground combat reads: the documented examples' (a quarter of the time), or made up. */
export function randomCharts(f: FuzzSource, rough = false): Json {
  if (f.below(4) === 0) return { ...DOCUMENTED_CHARTS };
  const percents = PERCENTS.filter(() => f.below(2) === 0);
  const used = percents.some((p) => p > 0) ? percents : [...percents, 10];
  const out: Json = { attrition: attritionChart(f, used, rough) };
  for (let t = 1; t <= 8; t++) out[`crt${t}`] = crtChart(f, used);
  for (let c = 1; c <= 4; c++) out[`supply${c}`] = supplyChart(f);
  // Rough: one chart a combat may read not entered.
  const missing = rough && f.below(3) === 0 ? f.pick(['attrition', 'crt2', 'crt3', 'supply1', 'supply2']) : undefined;
  return Object.fromEntries(Object.entries(out).filter(([id]) => id !== missing));
}

interface Leader {
  readonly name: string;
  readonly rank: 'army' | 'corps';
  readonly initiative: number;
  readonly combatRating: number;
}

const rating = (f: FuzzSource) => (f.below(6) === 0 ? 0 : 1 + f.below(f.below(4) === 0 ? 6 : 4));

/**
 * One random ground combat description (with its envelope), mostly one the rules allow; its charts
 * made up for it, or picked from `charts` (checking a chart costs more than the combat: a test
 * weighing hundreds of set-ups draws them from a few dozen chart sets).
 */
export function randomGroundCombat(f: FuzzSource, rough = false, charts: readonly Json[] = []): Json {
  const kind = f.pick(GROUND_KINDS);
  const march = kind === 'attackFromMarch';
  const fortAttack = kind === 'storm' || kind === 'siegeCombat';
  const leaders: Leader[] = Array.from({ length: 1 + f.below(3) }, (_, i) => ({ name: `L${i}`, rank: i === 0 && f.below(3) > 0 ? 'army' : f.below(4) === 0 ? 'army' : 'corps', initiative: rating(f), combatRating: f.below(4) === 0 ? 0 : f.below(5) }));
  const army = leaders.filter((l) => l.rank === 'army');
  // Who orders the attack (combat, storm) and who commands it: the same leader, or an Army Leader's Corps Leader.
  const orderedBy = f.pick(leaders);
  const corps = leaders.filter((l) => l.rank === 'corps');
  const commander = !march && kind !== 'siegeCombat' && orderedBy.rank === 'army' && corps.length > 0 && f.below(2) === 0 ? f.pick(corps) : orderedBy;
  const commanders = [orderedBy, commander].filter((l) => l.rank === 'corps');
  const unitLeader = () => (rough && f.below(20) === 0 ? f.pick(leaders).name : commanders.length > 0 ? (commanders.at(-1) as Leader).name : f.pick([...army, ...leaders]).name);
  const unit = (i: number, h: number) => ({
    name: `U${h}${i}`,
    sp: f.below(10) === 0 ? 0 : 1 + f.below(f.below(3) === 0 ? 30 : 12),
    ...(f.below(3) === 0 ? {} : { type: f.pick(['infantry', 'infantry', 'cavalry', 'garrison']) }),
    leader: unitLeader(),
  });
  const hexCount = march ? 1 : 1 + (f.below(3) === 0 ? 1 : 0);
  const hexes = Array.from({ length: hexCount }, (_, h) => {
    const hexside = f.pick(['none', 'none', 'river', 'tidalRiver', 'estuary']);
    const crossing = hexside === 'tidalRiver' || hexside === 'estuary';
    return {
      units: Array.from({ length: 1 + f.below(4) }, (_, i) => unit(i, h)),
      ...(hexside === 'none' && f.below(2) === 0 ? {} : { hexside }),
      ...(crossing && (!rough || f.below(4) > 0) ? { ferry: true } : f.below(6) === 0 ? { ferry: false } : {}),
      ...(fortAttack ? { from: 'fortHex' } : f.below(4) === 0 ? { from: 'adjacent' } : {}),
    };
  });
  const cap = (initiative: number) => Math.min(4, march ? Math.min(1, initiative) : initiative);
  const chit = (initiative: number) => (rough && f.below(25) === 0 ? cap(initiative) + 1 : f.below(cap(initiative) + 1));
  const attacker: Json = {
    leaders,
    commander: commander.name,
    chit: f.below(8) === 0 ? 0 : chit(commander.initiative),
    hexes,
    ...(f.below(4) === 0 ? {} : { supply: f.below(7) }),
  };
  if (kind === 'combat' || kind === 'storm') {
    attacker['orderedBy'] = orderedBy.name;
    const initiative = f.pick(['roll', 'passed', undefined]);
    if (initiative !== undefined) attacker['initiative'] = initiative;
  }
  const defenderLeader = f.below(4) === 0 ? undefined : { name: 'D', initiative: rating(f), combatRating: f.below(5) };
  const defender: Json = {
    ...(defenderLeader ? { leader: defenderLeader } : {}),
    chit: defenderLeader ? chit(defenderLeader.initiative) : 0,
    units: Array.from({ length: 1 + f.below(4) }, (_, i) => ({
      name: `V${i}`,
      sp: f.below(10) === 0 ? 0 : 1 + f.below(f.below(3) === 0 ? 30 : 12),
      ...(f.below(3) === 0 ? {} : { type: f.pick(['infantry', 'infantry', 'cavalry', 'garrison', 'naval', 'supplyTrain', 'siegeTrain', 'navalBase', 'depot']) }),
    })),
    ...(f.below(2) === 0 ? {} : { terrain: f.pick(['other', 'rough', 'city']) }),
    ...(fortAttack ? { fort: f.pick(['fort', 'fortress']) } : {}),
    ...(f.below(4) === 0 ? {} : { supply: f.below(7) }),
  };
  // Now and then a side with no SP at all (it rolls no supply die), or a defender of trains only.
  if (f.below(25) === 0) for (const hex of hexes) for (const u of hex.units) u.sp = 0;
  const defenders = defender['units'] as { sp: number; type?: string }[];
  if (f.below(25) === 0) for (const u of defenders) u.sp = 0;
  if (f.below(25) === 0) for (const u of defenders) u.type = 'supplyTrain';
  const net = Math.abs(commander.combatRating - (defenderLeader?.combatRating ?? 0));
  const d: Json = { format: 1, game: 'wbts', kind, attacker, defender, charts: charts.length > 0 ? f.pick(charts) : randomCharts(f, rough) };
  // The die change: as suggested, or a fixed change within the net rating.
  const shift = f.below(3);
  if (shift === 1) d['shift'] = 'best';
  if (shift === 2) d['shift'] = f.below(net * 2 + 1) - net;
  if (!march) {
    // The sequence at the table: the supply step alone, or the combat after it (its supply dice given), or the die step, or the die as rolled.
    const step = f.below(8);
    // Both dice, or (a side with no force rolls none) one of them.
    const dice = () => (f.below(6) === 0 ? f.pick([{ attacker: 1 + f.below(6) }, { defender: 1 + f.below(6) }]) : { attacker: 1 + f.below(6), defender: 1 + f.below(6) });
    if (step === 0) d['supplyStep'] = true;
    if (step >= 1 && step <= 3) d['supplyDice'] = dice();
    if (step === 2 && net > 0) d['dieStep'] = true;
    if (step === 3) d['combatDie'] = 1 + f.below(6);
    if (step === 4 && f.below(2) === 0) d['supplyStep'] = false;
  } else if (f.below(4) === 0) {
    if (net > 0 && f.below(2) === 0) d['dieStep'] = true;
    else d['combatDie'] = 1 + f.below(6);
  }
  return d;
}

/** The same combat with every unit and leader renamed and each side's units in another order: what a fast key should merge. */
export function renamed(d: Json): Json {
  const copy = JSON.parse(JSON.stringify(d)) as Json & { attacker: Json & { leaders: Leader[]; hexes: { units: Json[] }[] }; defender: Json & { units: Json[]; leader?: Json } };
  const name = (n: string) => `${n}′`;
  copy.attacker.leaders = copy.attacker.leaders.map((l) => ({ ...l, name: name(l.name) }));
  for (const field of ['commander', 'orderedBy']) if (typeof copy.attacker[field] === 'string') copy.attacker[field] = name(copy.attacker[field] as string);
  for (const hex of copy.attacker.hexes) hex.units = hex.units.map((u) => ({ ...u, name: name(String(u['name'])), leader: name(String(u['leader'])) })).reverse();
  copy.defender.units = copy.defender.units.map((u) => ({ ...u, name: name(String(u['name'])) })).reverse();
  if (copy.defender.leader) copy.defender.leader = { ...copy.defender.leader, name: 'Another' };
  return copy;
}
