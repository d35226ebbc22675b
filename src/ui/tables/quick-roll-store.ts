import { type Failure, failureWords } from '../../engine/core/errors';
import type { EngineAnswer } from '../../engine/api';
import type { Resolution } from '../../engine/core/combat';
import { type RngState, withFreshEntropy } from '../../engine/core/rng';
import type { DiceInput } from '../../engine/engine';
import type { LoggedRoll, PanelDice } from '../../games/views';
import { nextRollRng, recordCombat, resolutionRecord } from '../../store/combats';
import type { AdjutantDb } from '../../store/db';
import { getGame } from '../../store/games';
import type { CombatRecord } from '../../store/records';
import { writeFailure } from '../../store/write-errors';

export type GameDice = { readonly ok: true; readonly rng: RngState } | { readonly ok: false; readonly failure: Failure };

/** Where the saved game's generator stands now: after the roll written last to its log, else its own state. */
export async function gameDice(db: AdjutantDb, gameId: string, game: string): Promise<GameDice> {
  const record = await getGame(db, gameId);
  if (!record) return { ok: false, failure: { code: 'gone', path: '', message: 'This game is no longer saved on this device, so nothing was rolled.' } };
  if (record.rules !== game) return { ok: false, failure: { code: 'refused', path: 'game', message: `This game plays other rules (${record.rules}), so nothing was rolled.` } };
  return { ok: true, rng: await nextRollRng(db, record) };
}

/** Saves a quick roll to the game's log like a combat. */
export function logQuickRoll(db: AdjutantDb, gameId: string, input: unknown, resolution: Resolution): Promise<CombatRecord> {
  return recordCombat(db, resolutionRecord(gameId, Date.now(), input, resolution));
}

/**
 * Rolls a description of a game's own on the engine, with the game's generator or the dice typed in,
 * and writes the roll to the game's log: what a campaign panel's `roll` does. Nothing is rolled for
 * a game no longer saved or of other rules, and a roll that cannot be written is not shown.
 */
export async function rollToLog(
  db: AdjutantDb,
  resolve: (input: unknown, dice: DiceInput) => Promise<EngineAnswer<Resolution>>,
  game: { readonly id: string; readonly rules: string },
  input: unknown,
  how: PanelDice,
): Promise<LoggedRoll> {
  let dice: DiceInput;
  if (how === 'generator') {
    const saved = await gameDice(db, game.id, game.rules);
    if (!saved.ok) return saved;
    dice = { rng: withFreshEntropy(saved.rng) };
  } else {
    dice = { physical: how.physical };
  }
  const answer = await resolve(input, dice);
  if (!answer.ok) {
    if ('missingDie' in answer && 'physical' in dice) return { ok: false, missingDie: answer.missingDie, faces: dice.physical };
    return { ok: false, failure: { code: answer.errors[0]?.code ?? 'refused', path: answer.errors[0]?.path ?? '', message: `Nothing was rolled: ${answer.errors.map(failureWords).join('; ')}.` } };
  }
  try {
    const entry = await logQuickRoll(db, game.id, input, answer.value);
    return { ok: true, resolution: answer.value, logId: entry.id ?? 0 };
  } catch (e) {
    const failure = writeFailure('The roll', e);
    return { ok: false, failure: { ...failure, message: `${failure.message} It is not shown.` } };
  }
}
