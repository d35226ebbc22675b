import type { CombatRecord } from '../store/records';
import { kindWords } from '../store/report';
import { type Exact, ZERO, approx, compareExact, exact, plus } from '../plan/exact';
import { chanceOfAtLeast } from './tail';
import { type Fairness, generatorFairness } from './fairness';
import { type CampaignScope, SESSION_GAP_HOURS, inLogOrder, inScope } from './scope';

/**
 * One side's luck in the rolls of one kind (or of every kind): how many results were worse than
 * par for it, against how many fair dice give on average, and how unusual that is.
 */
export interface LuckLine {
  readonly side: string;
  /** The kind of roll in words ("Infantry combat"); undefined for the side's rolls of every kind together. */
  readonly kind?: string;
  /** The ranked rolls the side was in. */
  readonly rolls: number;
  /** Results worse than par for the side: the results better for it had more than half the chance between them. */
  readonly worse: number;
  /** How many results worse than par fair dice give on average: the sum of each roll's own chance of one. */
  readonly expected: number;
  /** The exact chance that fair dice give at least `worse` results worse than par in these rolls (1 when none were). */
  readonly atLeastAsBad: number;
}

/** One side's rolls: all of them, then kind by kind in the order each kind first appears. */
export interface SideLuck {
  readonly side: string;
  readonly all: LuckLine;
  readonly kinds: readonly LuckLine[];
}

export interface CampaignLuck {
  /** Entries in the scope with dice: a roll made. */
  readonly rolls: number;
  /**
   * Rolls with dice that are not ranked: a kind the game does not rank (a table roll), the result
   * certain, no side named (mixed attackers), or logged before rolls kept their standings and sides.
   * They are counted apart, never guessed.
   */
  readonly notRanked: number;
  /** Each side in the order it first appears. */
  readonly sides: readonly SideLuck[];
  /** The app's generator over the scope's entries. */
  readonly fairness: Fairness;
}

/** Fewer rolls than this say little: one or two results either way move the chance a long way. */
export const FEW_ROLLS = 20;

/** An entry's standings if they are whole and sound (a file from elsewhere may hold anything): two groups or more whose chances sum to 1. */
function standingsOf(entry: CombatRecord): { chances: Exact[]; at: number } | undefined {
  const s = entry.standings;
  if (!s || !Array.isArray(s.chances) || s.chances.length < 2 || !Number.isInteger(s.at) || s.at < 0 || s.at >= s.chances.length) return undefined;
  const sound = s.chances.every((c) => Number.isSafeInteger(c.num) && Number.isSafeInteger(c.den) && c.num >= 0 && c.den > 0);
  if (!sound) return undefined;
  const chances = s.chances.map((c) => exact(c.num, c.den));
  const sum = chances.reduce(plus, ZERO);
  return sum.num === sum.den ? { chances, at: s.at } : undefined;
}

/**
 * A roll from one side's view (its groups worst for it first, and the rolled one): whether the
 * result was worse than par — the groups better for the side had more than half the chance between
 * them, that is the groups no better than the rolled one had less than half — and the chance fair
 * dice had of such a result: that of every group whose own groups-no-better make less than half.
 */
function par(chances: readonly Exact[], at: number): { worse: boolean; chance: Exact } {
  const half: Exact = { num: 1n, den: 2n };
  let noBetter = ZERO;
  let chance = ZERO;
  let worse = false;
  chances.forEach((c, i) => {
    noBetter = plus(noBetter, c);
    if (compareExact(noBetter, half) >= 0) return;
    chance = plus(chance, c);
    if (i === at) worse = true;
  });
  return { worse, chance };
}

interface SideRoll {
  readonly side: string;
  readonly kind: string;
  readonly worse: boolean;
  readonly chance: Exact;
}

/** A ranked entry's roll as each of its sides saw it: `for` in the standings' order, `against` in the reverse. */
function sideRolls(entry: CombatRecord): SideRoll[] | undefined {
  const standings = standingsOf(entry);
  const sides = entry.sides;
  if (!standings || !sides || typeof sides.for !== 'string' || sides.for === '') return undefined;
  const input = entry.input as { kind?: unknown } | null;
  const kind = kindWords(typeof input === 'object' && input !== null ? input.kind : undefined) || 'Roll';
  const { chances, at } = standings;
  const rolls = [{ side: sides.for, kind, ...par(chances, at) }];
  if (typeof sides.against === 'string' && sides.against !== '' && sides.against !== sides.for) {
    rolls.push({ side: sides.against, kind, ...par([...chances].reverse(), chances.length - 1 - at) });
  }
  return rolls;
}

function line(side: string, kind: string | undefined, rolls: readonly SideRoll[]): LuckLine {
  const worse = rolls.filter((r) => r.worse).length;
  const chances = rolls.map((r) => r.chance);
  return {
    side,
    ...(kind === undefined ? {} : { kind }),
    rolls: rolls.length,
    worse,
    expected: approx(chances.reduce(plus, ZERO)),
    atLeastAsBad: chanceOfAtLeast(chances, worse),
  };
}

/** Groups in the order their keys first appear. */
function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/**
 * The campaign's luck in a scope (the whole campaign, a session, a turn), side by side and kind by
 * kind, from the standings and sides each log entry kept at its roll; and the app's generator
 * checked over the same entries. Undone and re-rolled entries count: their dice were rolled all the
 * same. Par and the expected counts are worked out in exact fractions; the chance of doing at
 * least this badly by exact enumeration in doubles (tail.ts).
 */
export function campaignLuck(entries: readonly CombatRecord[], scope: CampaignScope, gapHours = SESSION_GAP_HOURS): CampaignLuck {
  const taken = inScope(inLogOrder(entries), scope, gapHours);
  const rolled = taken.filter(({ entry }) => entry.dice.length > 0);
  const ranked = rolled.map(({ entry }) => sideRolls(entry));
  const sideRollsAll = ranked.flatMap((r) => r ?? []);
  const sides = [...groupBy(sideRollsAll, (r) => r.side)].map(([side, rolls]) => ({
    side,
    all: line(side, undefined, rolls),
    kinds: [...groupBy(rolls, (r) => r.kind)].map(([kind, ofKind]) => line(side, kind, ofKind)),
  }));
  return { rolls: rolled.length, notRanked: ranked.filter((r) => r === undefined).length, sides, fairness: generatorFairness(taken) };
}
