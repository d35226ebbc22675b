import type { Resolution } from '../../engine/core/combat';
import type { RngState } from '../../engine/core/rng';
import { nextRollRng, recordCombat, resolutionRecord } from '../../store/combats';
import type { AdjutantDb } from '../../store/db';
import { getGame } from '../../store/games';
import type { CombatRecord } from '../../store/records';

export type GameDice = { readonly ok: true; readonly rng: RngState } | { readonly ok: false; readonly message: string };

/** Where the saved game's generator stands now: after the roll written last to its log, else its own state. */
export async function gameDice(db: AdjutantDb, gameId: string, game: string): Promise<GameDice> {
  const record = await getGame(db, gameId);
  if (!record) return { ok: false, message: 'This game is no longer saved on this device, so nothing was rolled.' };
  if (record.rules !== game) return { ok: false, message: `This game plays other rules (${record.rules}), so nothing was rolled.` };
  return { ok: true, rng: await nextRollRng(db, record) };
}

/** Saves a quick roll to the game's log like a combat. */
export function logQuickRoll(db: AdjutantDb, gameId: string, input: unknown, resolution: Resolution): Promise<CombatRecord> {
  return recordCombat(db, resolutionRecord(gameId, Date.now(), input, resolution));
}
