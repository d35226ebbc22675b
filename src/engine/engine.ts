import * as v from 'valibot';
import { CombatInputError } from './core/errors';
import { type DiceStream, GeneratorDice, PhysicalDice } from './core/dice';
import { enumerate, probabilityOf } from './core/distribution';
import { fraction } from './core/fraction';
import { type RngState, isRngState } from './core/rng';
import { GAME_IDS } from './core/source';
import type { Analysis, GameModule, OutcomeBase, Prepared, Resolution } from './core/combat';
import { parseOrThrow } from './core/validate';
import { GAMES } from './games';

/** The version of the combat description format (docs/combat-format.md). */
export const COMBAT_FORMAT_VERSION = 1;

const envelope = v.looseObject({
  format: v.literal(COMBAT_FORMAT_VERSION, `format must be ${COMBAT_FORMAT_VERSION}`),
  game: v.picklist(GAME_IDS, `game must be one of ${GAME_IDS.join(', ')}`),
});

/** How the dice are to be had: from the generator at a recorded state, or typed in from the table. */
export type DiceInput = { readonly rng: RngState } | { readonly physical: readonly number[] };

function prepareCombat(input: unknown): { module: GameModule; prepared: Prepared<OutcomeBase> } {
  const { game } = parseOrThrow(envelope, input);
  const module = GAMES[game];
  if (!module) throw new CombatInputError([{ path: 'game', message: `${game} has no combat procedure in this version` }]);
  const { format: _format, game: _game, ...rest } = input as Record<string, unknown>;
  return { module, prepared: module.prepare(parseOrThrow(module.schema, rest)) };
}

function analyseWith(module: GameModule, prepared: Prepared<OutcomeBase>): Analysis {
  const dist = enumerate((dice) => prepared.roll(dice), (o) => o.key);
  const chances = dist.outcomes
    .map((o) => ({ key: o.value.key, label: o.value.label, probability: fraction(o.weight, dist.total) }))
    .sort((a, b) => b.probability.num * a.probability.den - a.probability.num * b.probability.den);
  const analysis: Analysis = {
    game: module.id,
    steps: prepared.steps,
    chances,
    highlights: prepared.highlights((predicate) => probabilityOf(dist, predicate)),
    dicePlan: prepared.dicePlan,
  };
  return prepared.table ? { ...analysis, table: prepared.table } : analysis;
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
  const resolution: Resolution = {
    analysis: analyseWith(module, prepared),
    outcome: { key: value.key, label: value.label, ...described },
    dice: dice.records,
  };
  return dice instanceof GeneratorDice ? { ...resolution, rngAfter: dice.state } : resolution;
}
