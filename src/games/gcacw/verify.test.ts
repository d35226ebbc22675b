import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { resolve } from '../../engine/engine';
import { recordCombat, resolutionRecord } from '../../store/combats';
import type { AdjutantDb } from '../../store/db';
import { type Made, declareMessage, openingMessage, receiveMessage } from '../../store/distance';
import type { Envelope } from '../../store/messages';
import type { CombatRecord } from '../../store/records';
import { GAME, threeAttacks } from './test-attacks';
import { encode, engine, twoTablets } from '../../store/test-distance';
import { rewriteLog } from '../../store/test-probe';
import { exportGame } from '../../store/transfer';
import { runVerify } from '../../../scripts/verify-cli';

const sent = (made: Made): Envelope => {
  if (!made.ok) throw new Error(made.message);
  return JSON.parse(JSON.stringify(made.envelope)) as Envelope;
};

/** Two tablets after a typed-in roll on A and a phase of three attacks settled at a distance. */
async function playedPhase() {
  const { a, b, gameId } = await twoTablets(GAME);
  const typed = threeAttacks()[1]?.input;
  await recordCombat(a, resolutionRecord(gameId, 2000, typed, resolve(typed, { physical: [2, 4] })));
  const opening = await receiveMessage(a, gameId, sent(await openingMessage(b, gameId, encode)), engine, encode);
  if (!opening.ok) throw new Error(opening.message);
  const settled = await receiveMessage(b, gameId, sent(await declareMessage(a, gameId, threeAttacks(), encode)), engine, encode);
  if (!settled.ok || !settled.reply) throw new Error(settled.ok ? 'no reply' : settled.message);
  const taken = await receiveMessage(a, gameId, JSON.parse(JSON.stringify(settled.reply)) as Envelope, engine, encode);
  if (!taken.ok) throw new Error(taken.message);
  return { a, b, gameId };
}

async function verify(files: Record<string, unknown>): Promise<{ code: number; out: string[] }> {
  const out: string[] = [];
  const code = await runVerify(Object.keys(files), { readFile: (path) => JSON.stringify(files[path]), out: (l) => out.push(l), err: (l) => out.push(l) });
  return { code, out };
}

const fileOf = async (db: AdjutantDb, gameId: string) => JSON.parse(JSON.stringify(await exportGame(db, gameId))) as { combats: CombatRecord[] };

describe('npm run verify', () => {
  it('finds that everything holds in both players’ files of a phase played at a distance', async () => {
    const { a, b, gameId } = await playedPhase();
    const { code, out } = await verify({ 'a.json': await fileOf(a, gameId), 'b.json': await fileOf(b, gameId) });
    expect(out.at(-1)).toBe('Everything holds: 8 entries in 2 files.');
    expect(out).toContain('a.json: Log verified: 4 entries, every one signed (by the key ' + out.find((l) => l.startsWith('a.json: Log verified'))?.split('(by the key ')[1]);
    expect(code).toBe(0);
  });

  it('names each entry whose die, result or signature was changed in the file, and exits 1', async () => {
    const { a, gameId } = await playedPhase();
    const file = await fileOf(a, gameId);
    (file.combats[0] as { outcome: { label: string } }).outcome.label = 'Attacker eliminated';
    const entry = file.combats[2] as CombatRecord & { sig: string };
    file.combats[2] = { ...entry, sig: `${entry.sig.slice(0, -4)}AAAA` };
    const { code, out } = await verify({ 'a.json': file });
    expect(out.filter((l) => /^a\.json: entry \d/.test(l)).map((l) => l.split(':').slice(0, 2).join(':'))).toEqual(['a.json: entry 1', 'a.json: entry 1', 'a.json: entry 3', 'a.json: entry 3']);
    expect(out.join('\n')).toMatch(/entry 1: its content does not match its hash/);
    expect(out.join('\n')).toMatch(/entry 1: replayed by the engine it gives “.+”, not the logged “Attacker eliminated”/);
    expect(out.join('\n')).toMatch(/entry 3: its signature does not hold/);
    expect(out.join('\n')).toMatch(/entry 3: its signature is not the one the entry after it names/);
    expect(out.at(-1)).toMatch(/^4 problems in 1 file of 4 entries: not everything holds\.$/);
    expect(code).toBe(1);
  });

  it('catches the probe — a log rewritten from the middle, chained, sealed and signed again on its own tablet — given both players’ files', async () => {
    const { a, b, gameId } = await playedPhase();
    const honestB = await fileOf(b, gameId);
    // A's typed-in 2 becomes a 6, with the result the engine gives for it; everything after is chained and signed again with A's key.
    await rewriteLog(a, gameId, 1, (e) => {
      const six = resolve(e.input, { physical: [6, 4] });
      return { ...e, dice: six.dice, outcome: { key: six.outcome.key, label: six.outcome.label, checklist: six.outcome.checklist, effects: six.outcome.effects } };
    });
    const probed = await fileOf(a, gameId);
    // Alone, A's file names the settled rolls now signed by A: only their defender, B, can sign them.
    const alone = await verify({ 'a.json': probed });
    expect(alone.code).toBe(1);
    expect(alone.out.join('\n')).toMatch(/entry 2: it is signed by another key .* than its defender's/);
    // Both files: where the logs part, who signed each version, and A's own signed head against A's log.
    const both = await verify({ 'a.json': probed, 'b.json': honestB });
    expect(both.code).toBe(1);
    const text = both.out.join("\n");
    if (process.env.SHOW_VERIFY) console.log(text);
    expect(text).toMatch(/the two logs part at entry 1: in a\.json dice 6, 4, .*signed by the key .*; in b\.json dice 2, 4, .*signed by the key /);
    expect(text).toMatch(/a\.json: entry 4: the key .* signed on .* that entry 4 was .*; this log has .* there: one of the two histories was rewritten \(a fork\)/);
  });

  it('says how to use it, and refuses what is not a game file', async () => {
    expect((await verify({})).code).toBe(2);
    const { code, out } = await verify({ 'x.json': { kind: 'something else' } });
    expect(code).toBe(1);
    expect(out[0]).toMatch(/^x\.json: /);
  });
});
