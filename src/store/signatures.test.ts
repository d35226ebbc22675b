import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { auditStored } from './audit-stored';
import { chained, describeChain } from './chain';
import { recordCombat } from './combats';
import { AdjutantDb } from './db';
import { canSign, deviceKey, fingerprintOf, makeKeyPair, spokenFingerprint, verifySignature } from './keys';
import { combatFor, gameWithUnits } from './test-data';
import { realisticLog } from './test-log';
import { exportGame, importGame } from './transfer';

describe('the device’s key', () => {
  it('is made once, kept with the games, its private half never extractable, and signs every entry the device writes', async () => {
    expect(canSign()).toBe(true);
    const { db, game } = await gameWithUnits();
    const key = await deviceKey(db);
    if (!key) throw new Error('no key');
    const stored = await db.keys.get('device');
    expect(stored?.privateKey.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('pkcs8', stored?.privateKey as CryptoKey)).rejects.toThrow();
    expect(key.info.fp).toBe(fingerprintOf(key.info.alg, key.info.pub));
    expect(spokenFingerprint(key.info.fp)).toMatch(/^[0-9A-Z]{4} [0-9A-Z]{4} [0-9A-Z]{4} [0-9A-Z]{4}$/);
    // The same database opened again (another tab, the app started again) has the same key.
    const again = new AdjutantDb(db.name);
    expect((await deviceKey(again))?.info.fp).toBe(key.info.fp);
    const entry = await recordCombat(db, combatFor(game.id, 2000));
    expect(entry.signer).toBe(key.info.fp);
    expect(await verifySignature(key.info, entry.hash as string, entry.sig as string)).toBe(true);
    expect(await verifySignature(key.info, `${entry.hash as string}0`, entry.sig as string)).toBe(false);
  });

  it('is ECDSA P-256 where the platform has no Ed25519, and checks the same way', async () => {
    const pair = await makeKeyPair(['ECDSA-P256']);
    expect(pair.alg).toBe('ECDSA-P256');
    const sig = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, pair.privateKey, new TextEncoder().encode('entry')));
    const b64 = btoa(String.fromCharCode(...sig)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(await verifySignature(pair, 'entry', b64)).toBe(true);
    expect(await verifySignature(pair, 'entrY', b64)).toBe(false);
  });
});

describe('the log’s verdict, entry by entry', () => {
  it('names an entry whose signature was replaced, and one whose signature was removed', async () => {
    const { db, gameId } = await realisticLog(6, 2);
    expect((await auditStored(db, gameId)).verdict.holds).toBe(true);
    const log = await db.combats.where('gameId').equals(gameId).sortBy('id');
    const [first, second, third] = log;
    await db.combats.update(first?.id as number, { sig: second?.sig });
    await db.combats.update(third?.id as number, { sig: undefined });
    const { verdict } = await auditStored(db, gameId);
    const named = 'its signature is not the one the entry after it names: it was changed after that entry was written';
    expect(verdict.entries.map((e) => e.problems)).toEqual([[expect.stringMatching(/^its signature does not hold for the key .*: it was changed after it was signed, or signed by another key$/), named], [], ['its signature was removed', named], [], [], []]);
    expect(verdict.summary).toBe('Log not verified: 2 entries with a problem, of 6.');
    expect(verdict.holds).toBe(false);
  });

  it('checks a run of one key’s entries by its newest signature, yet names each entry of it rewritten and chained again without the key', async () => {
    const { db, gameId } = await realisticLog(6, 2);
    const log = await db.combats.where('gameId').equals(gameId).sortBy('id');
    // Entry 3's result changed and every hash after it worked out again, the signatures left as they were.
    let prev = log[1]?.hash ?? '';
    for (const [i, entry] of log.entries()) {
      if (i < 2) continue;
      const changed = i === 2 ? { ...entry, outcome: { ...entry.outcome, label: 'Defender eliminated' } } : entry;
      const { id, gameId: _g, hash: _h, prevHash: _p, chain: _c, sig, seal: _s, applied: _a, undone: _u, rerollOf, rerolls, ...content } = changed;
      const again = chained({ ...content, gameId }, prev, rerolls);
      await db.combats.put({ ...again, id, ...(sig ? { sig } : {}), ...(rerollOf === undefined ? {} : { rerollOf }) });
      prev = again.hash as string;
    }
    await db.games.update(gameId, { logHead: { count: 6, hash: prev, legacy: 0 } });
    const { verdict } = await auditStored(db, gameId);
    expect(verdict.entries.map((e) => (e.problems.some((p) => p.startsWith('its signature does not hold')) ? 'forged' : e.signedBy ? 'signed' : '?'))).toEqual(['signed', 'signed', 'forged', 'forged', 'forged', 'forged']);
  });

  it('reads entries written before signing as unsigned, and says so, never verified', async () => {
    const { db, game } = await gameWithUnits();
    await db.combats.add(combatFor(game.id, 1000));
    const file = JSON.parse(JSON.stringify(await exportGame(db, game.id)));
    delete file.game.logHead;
    delete file.head;
    file.version = 1;
    const imported = await importGame(new AdjutantDb(`adjutant-unsigned-${Date.now()}`), file);
    if (!imported.ok) throw new Error(JSON.stringify(imported.errors));
    const other = new AdjutantDb(`adjutant-unsigned-read-${Date.now()}`);
    const again = await importGame(other, file);
    if (!again.ok) throw new Error('not imported');
    await recordCombat(other, combatFor(again.game.id, 3000));
    const { verdict } = await auditStored(other, again.game.id);
    expect(verdict.entries[0]?.unproven).toEqual(['no hash: written before entries were chained, or its hash removed since; nothing shows whether it was changed']);
    expect(verdict.entries[1]?.signedBy).toBeDefined();
    expect(verdict.summary).toMatch(/^Log chained, but 1 entry of 2 cannot be checked; the others signed by the key /);
    expect(verdict.holds).toBe(false);
  });
});

describe('a log stripped of its hashes', () => {
  it('never reads as an old unchained log: stripped entries that carry what only chaining versions write are named, and the rest are never called verified', async () => {
    const { db, gameId, log } = await realisticLog(4, 2);
    // The probe of old: every hash stripped, and the game record's count of older entries set to the whole log.
    await db.transaction('rw', db.combats, db.games, async () => {
      for (const c of log) {
        const { hash: _h, prevHash: _p, chain: _c, seal: _s, sig: _g, signer: _r, rerolls: _l, ...stripped } = c;
        await db.combats.put(stripped);
      }
      await db.games.update(gameId, { logHead: { count: log.length, hash: '', legacy: log.length } });
    });
    const { report, verdict } = await auditStored(db, gameId);
    expect(report).toMatchObject({ ok: false, position: 1, reason: 'its hash was removed: it carries what only versions that chain every entry write' });
    expect(verdict.summary).toMatch(/^Log broken at entry 1: its hash was removed/);
    // Even with every newer field stripped as well, the log is never said to be verified.
    expect(describeChain({ ok: true, chained: 0, unchained: 4 })).toMatch(/^Log not verified: none of its 4 entries carries a hash — written before entries were chained, or stripped of their hashes since/);
  });

  it('is refused at import, the file’s head notwithstanding', async () => {
    const { db, gameId } = await realisticLog(3, 2);
    const file = JSON.parse(JSON.stringify(await exportGame(db, gameId)));
    file.combats = file.combats.map(({ hash: _h, prevHash: _p, chain: _c, seal: _s, sig: _g, signer: _r, rerolls: _l, ...c }: Record<string, unknown>) => c);
    file.game.logHead = { count: 3, hash: '', legacy: 3 };
    delete file.head;
    const result = await importGame(new AdjutantDb(`adjutant-stripped-${Date.now()}`), file);
    expect(result).toMatchObject({ ok: false, errors: [{ path: 'combats.0', message: 'Log broken at entry 1: its hash was removed: it carries what only versions that chain every entry write.' }] });
  });
});
