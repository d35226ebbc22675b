import * as v from 'valibot';
import { CombatInputError } from './core/errors';
import { type DiceStream, GeneratorDice, PhysicalDice } from './core/dice';
import { type Distribution, enumerate, probabilityOf } from './core/distribution';
import { type Fraction, compare, fraction } from './core/fraction';
import { type FigureDistribution, type Figures, figuresOfDistribution } from './core/figures';
import { type Standings, attackerPercentile, standingsOf } from './core/standing';
import { COMBAT_FORMAT_VERSION } from './core/format';
import { type RngState, isRngState } from './core/rng';
import { GAME_IDS } from './core/source';
import { type Breakpoint, movedBy } from './core/breakpoints';
import type { Analysis, Effects, GameModule, OutcomeBase, Prepared, Resolution } from './core/combat';
import { TOO_DEEP, tooDeepAt } from './core/nesting';
import { parseOrThrow } from './core/validate';
import { GAMES } from './games';

export { COMBAT_FORMAT_VERSION };

const FORMAT_EXPECTED = `format must be ${COMBAT_FORMAT_VERSION}`;
const GAME_EXPECTED = `game must be one of ${GAME_IDS.join(', ')}`;

// Only format and game are read here (v.object ignores the rest, the game's own fields, without copying them).
const envelope = v.object(
  { format: v.literal(COMBAT_FORMAT_VERSION, FORMAT_EXPECTED), game: v.picklist(GAME_IDS, GAME_EXPECTED) },
  // valibot also uses the object's message for a missing field, naming the key in `expected`.
  (issue) => {
    if (issue.expected === 'Object') return 'expected a combat description: an object with format and game';
    return `required field is missing: ${issue.expected === '"format"' ? FORMAT_EXPECTED : GAME_EXPECTED}`;
  },
);

/** How the dice are to be had: from the generator at a recorded state, or typed in from the table. */
export type DiceInput = { readonly rng: RngState } | { readonly physical: readonly number[] };

function parseCombat(input: unknown): { module: GameModule; parsed: unknown } {
  const deep = tooDeepAt(input);
  if (deep !== undefined) throw new CombatInputError([{ path: deep, message: TOO_DEEP }]);
  const { game } = parseOrThrow(envelope, input);
  const module = GAMES[game];
  if (!module) throw new CombatInputError([{ path: 'game', message: `${game} has no combat procedure in this version` }]);
  const { format: _format, game: _game, ...rest } = input as Record<string, unknown>;
  return { module, parsed: parseOrThrow(module.schema, rest) };
}

function prepareCombat(input: unknown): { module: GameModule; prepared: Prepared<OutcomeBase> } {
  const { module, parsed } = parseCombat(input);
  return { module, prepared: module.prepare(parsed) };
}

function distributionOf(prepared: Prepared<OutcomeBase>): Distribution<OutcomeBase> {
  return prepared.distribution ? prepared.distribution() : enumerate((dice) => prepared.roll(dice), (o) => o.key);
}

function analyseWith(module: GameModule, prepared: Prepared<OutcomeBase>, dist = distributionOf(prepared)): Analysis {
  const chances = dist.outcomes
    .map((o) => ({ key: o.value.key, label: o.value.label, probability: fraction(o.weight, dist.total) }))
    .sort((a, b) => compare(b.probability, a.probability));
  const highlights = prepared.highlights((predicate) => probabilityOf(dist, predicate));
  // Built whole rather than spread: this runs for every resolve and spreading is measurably slower.
  const analysis: Analysis = prepared.table
    ? { game: module.id, steps: prepared.steps, table: prepared.table, chances, highlights, dicePlan: prepared.dicePlan }
    : { game: module.id, steps: prepared.steps, chances, highlights, dicePlan: prepared.dicePlan };
  return prepared.diceSides ? { ...analysis, diceSides: prepared.diceSides } : analysis;
}

/** Everything before the dice: steps, table, exact chances. Throws CombatInputError for bad input. */
export function analyse(input: unknown): Analysis {
  const { module, prepared } = prepareCombat(input);
  return analyseWith(module, prepared);
}

/** Resolves a combat with generator or physical dice. Throws CombatInputError, or MissingDieError when typed dice run out. */
export function resolve(input: unknown, diceInput: DiceInput): Resolution {
  const { module, prepared } = prepareCombat(input);
  let dice: DiceStream & { readonly records: Resolution['dice'] };
  if ('rng' in diceInput) {
    if (!isRngState(diceInput.rng)) throw new CombatInputError([{ path: 'rng', message: 'generator state must be four 32-bit whole numbers' }]);
    dice = new GeneratorDice(diceInput.rng);
  } else {
    dice = new PhysicalDice(diceInput.physical);
  }
  const value = prepared.roll(dice);
  const described = prepared.describe(value);
  const dist = distributionOf(prepared);
  const analysis = analyseWith(module, prepared, dist);
  const outcome = { key: value.key, label: value.label, steps: described.steps, checklist: described.checklist, effects: described.effects };
  const resolution: { -readonly [K in keyof Resolution]: Resolution[K] } = { analysis, outcome, dice: dice.records };
  if (dice instanceof GeneratorDice) resolution.rngAfter = dice.state;
  const ranking = rankingOf(module, dist, value);
  if (ranking) {
    resolution.percentile = ranking.percentile;
    resolution.standings = ranking.standings;
  }
  return resolution;
}

/**
 * The rolled outcome's percentile for the attacker and the standings it is one of, when the game
 * ranks this kind's outcomes and chance had a say: an outcome that was certain (every die rolled
 * at an earlier step) has none.
 */
function rankingOf(module: GameModule, dist: Distribution<OutcomeBase>, value: OutcomeBase): { percentile: Fraction; standings: Standings } | undefined {
  if (dist.outcomes.length < 2) return undefined;
  const standing = (o: OutcomeBase) => module.standing?.(o);
  const rolled = standing(value);
  if (rolled === undefined) return undefined;
  const percentile = attackerPercentile(dist, rolled, standing);
  const standings = standingsOf(dist, rolled, standing);
  return percentile && standings ? { percentile, standings } : undefined;
}

/**
 * What one change would move the combat to another table, column or rows, with the chances it
 * would give: "one more point makes it 3-1". Changes the rules would refuse are left out.
 */
export function breakpoints(input: unknown): Breakpoint[] {
  const { module, parsed } = parseCombat(input);
  const now = analyseWith(module, module.prepare(parsed));
  const { format, game } = input as Record<string, unknown>;
  return (module.variations?.(parsed) ?? []).flatMap((variation) => {
    const changed = { format, game, ...variation.input };
    let then: Analysis;
    try {
      then = analyse(changed);
    } catch (e) {
      if (e instanceof CombatInputError) return [];
      throw e;
    }
    const moves = movedBy(now, then);
    return moves ? [{ change: variation.label, moves, highlights: then.highlights, input: changed }] : [];
  });
}

/** The plan's answer for a kind that is not an attack it can weigh (a morale check, a table roll, a probe). */
function notAnAttack(parsed: unknown): CombatInputError {
  const kind = typeof parsed === 'object' && parsed !== null && 'kind' in parsed ? String(parsed.kind) : 'this combat';
  return new CombatInputError([{ path: 'kind', message: `${kind} is not an attack a plan can weigh: set up a combat` }]);
}

/**
 * The exact distribution of a combat's figures (losses per side, retreats, eliminations) on the
 * explained path: the game's procedure walked to every outcome, each mapped to its figures.
 * Throws CombatInputError for bad input or a kind that is not an attack.
 */
export function figuresOf(input: unknown): FigureDistribution {
  const { module, parsed } = parseCombat(input);
  const measure = module.planning?.measure(parsed);
  if (!module.planning || measure === undefined) throw notAnAttack(parsed);
  const planning = module.planning;
  return figuresOfDistribution(distributionOf(module.prepare(parsed)), (o) => planning.figures(o, parsed), measure);
}

/** One result of an attack as a plan weighs it: its figures, its weight, and (where asked for) its effects on the units. */
export interface PlanOutcome {
  readonly figures: Figures;
  readonly weight: number;
  readonly effects?: Effects;
}

/** An attack as a plan weighs it: each distinct result over one total, in the kind's loss measure. */
export interface PlanAnswer {
  readonly measure: string;
  readonly total: number;
  readonly outcomes: readonly PlanOutcome[];
}

/**
 * Each distinct result of an attack with its figures, over one total. With `effects`, on the
 * explained path, each result also carries its effects on the units (for the attack after it on the
 * same hex to be weighed from what it leaves); without, the game's fast path gives the figures alone.
 * Throws CombatInputError for bad input or a kind that is not an attack.
 */
export function planOutcomesOf(input: unknown, effects = true): PlanAnswer {
  const { module, parsed } = parseCombat(input);
  const measure = module.planning?.measure(parsed);
  if (!module.planning || measure === undefined) throw notAnAttack(parsed);
  const planning = module.planning;
  if (!effects) {
    const fast = planning.fast.figures(parsed);
    if (!fast) throw notAnAttack(parsed);
    return { measure, total: fast.total, outcomes: fast.outcomes };
  }
  const prepared = module.prepare(parsed);
  const dist = distributionOf(prepared);
  return { measure, total: dist.total, outcomes: dist.outcomes.map((o) => ({ figures: planning.figures(o.value, parsed), effects: prepared.describe(o.value).effects, weight: o.weight })) };
}

/**
 * The same attack under each choice the opponent may still make once it is declared, as full
 * descriptions; none where the opponent chooses nothing.
 */
export function repliesOf(input: unknown): Record<string, unknown>[] {
  const { module, parsed } = parseCombat(input);
  const { format, game } = input as Record<string, unknown>;
  return (module.planning?.replies?.(parsed) ?? []).map((reply) => ({ format, game, ...(reply as Record<string, unknown>) }));
}

/**
 * The same as `fastFiguresOf`, remembered in `memo` by the game's fast key: a search asks for many
 * attacks that come to the same figures (the same odds column, the same modifiers).
 */
export function fastFiguresRemembered(input: unknown, memo: Map<string, FigureDistribution>): FigureDistribution {
  const { module, parsed } = parseCombat(input);
  const fast = module.planning?.fast;
  if (!fast) throw notAnAttack(parsed);
  const key = `${module.id}|${fast.key(parsed)}`;
  const known = memo.get(key);
  if (known) return known;
  const figures = fast.figures(parsed);
  if (!figures) throw notAnAttack(parsed);
  memo.set(key, figures);
  return figures;
}

/** The same distribution as `figuresOf`, by the game's distribution-only fast path. */
export function fastFiguresOf(input: unknown): FigureDistribution {
  const { module, parsed } = parseCombat(input);
  const figures = module.planning?.fast.figures(parsed);
  if (!figures) throw notAnAttack(parsed);
  return figures;
}
