import { engineApi } from '../engine/api';
import type { Resolution } from '../engine/core/combat';
import { chained, type NewEntry } from './chain';
import type { AdjutantDb } from './db';
import { itemOf, settledEntry } from './distance';
import { deviceKey } from './keys';
import { type Envelope, bodyText } from './messages';
import type { CombatRecord } from './records';
import { rewriteLog } from './test-probe';
import { diceSeed } from './two-party';

/**
 * What a cheating player's own tablet can do, for the protocol's property test: it holds its own key,
 * so it signs whatever it makes; it cannot sign as the other player.
 */

/** The defender's reply made again by a cheating defender: another contribution opened, or combat `target` settled as changed. */
export async function forgedReply(defender: AdjutantDb, declared: Envelope, honest: Envelope, target: number, how: 'reveal' | 'combat'): Promise<Envelope> {
  const key = await deviceKey(defender);
  const declaration = declared.body.declare;
  const reply = honest.body.reply;
  if (!key || !declaration || !reply) throw new Error('no reply to forge');
  let body = honest.body;
  if (how === 'reveal') {
    body = { ...body, reply: { ...reply, reveal: 'e'.repeat(64) } };
  } else {
    const combats = declaration.combats.map((c, i) => (i === target ? { ...c, input: { ...(c.input as object), rain: !(c.input as { rain: boolean }).rain } } : c));
    let prev = declared.body.head.hash;
    let prevSig = (await defender.combats.where('gameId').equals(declared.body.game).sortBy('id')).find((c) => c.hash === prev)?.sig;
    const results = [];
    for (const [i, c] of combats.entries()) {
      const item = itemOf(declaration, declared.body.from.fp, declared.body.at, combats, i);
      const answer = engineApi.resolve(c.input, { rng: diceSeed(item, reply.reveal) });
      if (!answer.ok) throw new Error('the changed combat does not resolve');
      const result = reply.results[i];
      const entry = chained(settledEntry(declared.body.game, item, c.sig, reply.reveal, answer.value as Resolution, result?.at ?? 0, result?.when, c.sides, key.info.fp, prevSig), prev);
      prev = entry.hash as string;
      prevSig = await key.sign(prev);
      results.push({ ...result, at: result?.at ?? 0, sig: prevSig });
    }
    body = { ...body, reply: { ...reply, results }, head: honest.body.head };
  }
  return { body, sig: await key.sign(bodyText(body)) };
}

/** A settled roll rewritten on the cheater's own tablet, its dice worked out again from the changed contribution or combat, and the log chained and signed again. */
export async function rewriteSettled(cheater: AdjutantDb, gameId: string, target: number, what: 'contribution' | 'combat'): Promise<void> {
  await rewriteLog(cheater, gameId, target + 1, (entry: CombatRecord) => {
    const tp = entry.twoParty;
    if (!tp?.reveal) throw new Error('not a settled roll');
    const input = what === 'combat' ? { ...(entry.input as object), rain: !(entry.input as { rain: boolean }).rain } : entry.input;
    const twoParty = what === 'contribution' ? { ...tp, contribution: 'a'.repeat(64) } : tp;
    const item = { ...twoParty, input };
    const answer = engineApi.resolve(input, { rng: diceSeed(item, tp.reveal as string) });
    if (!answer.ok) throw new Error('the changed combat does not resolve');
    const { rngAfter: _rngAfter, ...fresh } = settledEntry(gameId, item, tp.attackerSig, tp.reveal as string, answer.value, entry.at, entry.when, entry.sides, entry.signer ?? '', entry.prevSig) as NewEntry & { rngAfter?: unknown };
    return { ...entry, ...fresh };
  });
}
