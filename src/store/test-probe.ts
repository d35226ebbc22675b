import { chained, sealOf } from './chain';
import type { AdjutantDb } from './db';
import { deviceKey } from './keys';
import type { CombatRecord } from './records';

/**
 * The probe a player can run on their own tablet: change an entry in the database, chain every
 * entry from it on again, sign each again with the tablet's own key, seal what was applied again,
 * write the game record's head to fit, and delete the signed heads the tablet kept (its own among
 * them). The tablet's own check then finds nothing it can tell from an honest log.
 */
export async function rewriteLog(db: AdjutantDb, gameId: string, position: number, change: (entry: CombatRecord) => CombatRecord): Promise<void> {
  const key = await deviceKey(db);
  if (!key) throw new Error('the probe needs the tablet’s key');
  const log = await db.combats.where('gameId').equals(gameId).sortBy('id');
  let prev = log[position - 2]?.hash ?? '';
  let prevSig = log[position - 2]?.sig;
  const rewritten: CombatRecord[] = [];
  for (const [i, entry] of log.entries()) {
    if (i < position - 1) continue;
    const changed = i === position - 1 ? change(entry) : entry;
    const { id, gameId: _gameId, hash: _hash, prevHash: _prevHash, chain: _chain, sig: _sig, prevSig: _prevSig, seal: _seal, applied, undone, rerollOf, rerolls, ...content } = changed;
    const again = chained({ ...content, gameId, signer: key.info.fp, ...(prevSig ? { prevSig } : {}) }, prev, rerolls);
    const hash = again.hash as string;
    const sig = await key.sign(hash);
    prevSig = sig;
    const record: CombatRecord = { ...again, id, sig, ...(rerollOf === undefined ? {} : { rerollOf }), ...(applied ? { applied, undone: undone ?? false, seal: sealOf({ hash, applied, undone: undone ?? false }) } : {}) };
    rewritten.push(record);
    prev = hash;
  }
  await db.transaction('rw', db.combats, db.games, db.heads, async () => {
    await db.combats.bulkPut(rewritten);
    await db.heads.where('gameId').equals(gameId).delete();
    const game = await db.games.get(gameId);
    if (game?.logHead) await db.games.update(gameId, { logHead: { ...game.logHead, hash: prev } });
  });
}
