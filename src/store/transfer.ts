import * as v from 'valibot';
import { type Failure, type FieldError, FailureError, refused } from '../engine/core/errors';
import { TOO_DEEP, tooDeepAt } from '../engine/core/nesting';
import { briefError, toFieldError } from '../engine/core/validate';
import type { AdjutantDb } from './db';
import { safeGameName } from './game-name';
import type { CombatRecord, GameRecord, UnitRecord } from './records';
import { withFreshEntropy } from '../engine/core/rng';
import { describeChain, sealOf, verifyChain } from './chain';
import { type SignedHead, headSigned, keepHead, keptHeads, signedHead } from './heads';
import { type PublicKeyInfo, deviceKey, fingerprintFits, knownSigners, rememberSigners } from './keys';
import { auditLog } from './log-audit';
import { pinKeys } from './pins';
import { type ChartChecker, type ChartEntry, addEntries, checkEntries, entryOf } from './charts';
import { checkLinks, renameDraftUnits, renameMapUnits, renamePlanUnits } from './import-links';
import { writeFailure } from './write-errors';
import { EXPORT_KIND, EXPORT_VERSION, type GameExport, gameExportSchema } from './transfer-schema';

/** Upgrades an export of version N to N+1. Only appended to, like the database schema versions. */
export type ExportMigration = (file: Record<string, unknown>) => Record<string, unknown>;
export const EXPORT_MIGRATIONS: Readonly<Record<number, ExportMigration>> = {
  // Format 2: the game record carries its log's head. A format 1 file's entries were all written
  // before every field was hashed, so they are all counted as older entries, checked as written.
  1: (file) => {
    const combats = Array.isArray(file.combats) ? (file.combats as unknown[]) : [];
    const newest: unknown = combats.at(-1);
    const hash = typeof newest === 'object' && newest !== null && 'hash' in newest && typeof newest.hash === 'string' ? newest.hash : '';
    const since = typeof file.since === 'object' && file.since !== null && 'count' in file.since && typeof file.since.count === 'number' ? file.since.count : 0;
    const game = typeof file.game === 'object' && file.game !== null ? file.game : {};
    const count = since + combats.length;
    return { ...file, version: 2, game: { ...game, logHead: { count, hash: hash || (combats.length === 0 && typeof file.since === 'object' && file.since !== null && 'prevHash' in file.since ? file.since.prevHash : ''), legacy: count } } };
  },
  // Format 3: entries may be signed, and the file carries its signers' keys and signed heads. A format 2
  // file has none of them: its entries read as unsigned.
  2: (file) => ({ ...file, version: 3 }),
};

export type ImportResult = { readonly ok: true; readonly game: GameRecord } | { readonly ok: false; readonly errors: readonly Failure[] };

/** A game with everything that belongs to it, as written to a file. */
export interface GameFile {
  readonly kind: typeof EXPORT_KIND;
  readonly version: typeof EXPORT_VERSION;
  readonly game: GameRecord;
  readonly units: readonly UnitRecord[];
  readonly combats: readonly CombatRecord[];
  /** The player's charts for the game's rules: they travel with it. */
  readonly charts: readonly ChartEntry[];
  /** The public key of every signer of an entry or a head in the file. */
  readonly keys?: readonly PublicKeyInfo[];
  /** The heads of the log its writers signed, kept on the exporting device. */
  readonly heads?: readonly SignedHead[];
  /** The exporting device's head of the log in the file, signed as it was written. */
  readonly head?: SignedHead;
}

export async function exportGame(db: AdjutantDb, gameId: string, now = Date.now()): Promise<GameFile> {
  const key = await deviceKey(db);
  const read = await db.transaction('r', [db.games, db.units, db.combats, db.charts, db.heads, db.signers, db.keys], async () => {
    const game = await db.games.get(gameId);
    if (!game) throw new FailureError([{ code: 'gone', path: '', message: `no game with id ${gameId}` }]);
    const units = await db.units.where('gameId').equals(gameId).toArray();
    const combats = await db.combats.where('gameId').equals(gameId).toArray();
    const charts = await db.charts.where('rules').equals(game.rules).toArray();
    return { game, units, combats, charts: charts.map(entryOf), heads: await keptHeads(db, gameId), known: await knownSigners(db) };
  });
  const head = key && read.game.logHead ? await signedHead(key, gameId, read.game.logHead, now) : undefined;
  const signers = new Set([...read.combats.flatMap((c) => [c.signer, c.twoParty?.attacker, c.twoParty?.defender]), ...read.heads.map((h) => h.signer), head?.signer]);
  const keys = [...signers].flatMap((fp) => {
    const found = fp === undefined ? undefined : read.known.get(fp);
    return found ? [found] : [];
  });
  return { kind: EXPORT_KIND, version: EXPORT_VERSION, game: read.game, units: read.units, combats: read.combats, charts: read.charts, keys, heads: read.heads, ...(head ? { head } : {}) };
}

/** Brings an older export up to the current version; a newer one is refused. */
export function migrateExport(file: unknown, migrations: Readonly<Record<number, ExportMigration>> = EXPORT_MIGRATIONS, current = EXPORT_VERSION): Record<string, unknown> | FieldError[] {
  if (typeof file !== 'object' || file === null || Array.isArray(file)) return [{ path: '', message: 'expected an Adjutant game file (a JSON object)' }];
  let data = file as Record<string, unknown>;
  const version = data.version;
  if (typeof version !== 'number' || !Number.isInteger(version)) return [{ path: 'version', message: 'expected the file version as a whole number' }];
  if (version > current) return [{ path: 'version', message: `this file was written by a newer version of Adjutant (format ${version}); update the app to import it` }];
  for (let from = version; from < current; from++) {
    const step = migrations[from];
    if (!step) return [{ path: 'version', message: `format ${version} is not one this app can read` }];
    data = step(data);
  }
  return data;
}

/** A game file that passed every check, ready to be written. */
export interface CheckedImport {
  readonly data: GameExport;
  readonly charts: readonly ChartEntry[];
}

export type CheckResult = { readonly ok: true; readonly value: CheckedImport } | { readonly ok: false; readonly errors: readonly Failure[] };

/**
 * Checks a game file, brought up to the current format first, without writing anything. The charts
 * it carries are checked against their slots by `checker` (the engine); a file with charts and no
 * checker is refused.
 */
export async function checkImport(
  file: unknown,
  migrations: Readonly<Record<number, ExportMigration>> = EXPORT_MIGRATIONS,
  checker?: ChartChecker,
  /** A hand-over of only the newest entries is welcome (handover.ts); an import needs a whole game. */
  partial = false,
): Promise<CheckResult> {
  // Every check below walks the file by recursion: a file nested too deep is refused first.
  const deep = tooDeepAt(file);
  if (deep !== undefined) return { ok: false, errors: refused([briefError({ path: deep, message: TOO_DEEP })]) };
  const checked = await checkImportAsIs(file, migrations, checker, partial);
  return checked.ok ? checked : { ok: false, errors: refused(checked.errors.map(briefError)) };
}

async function checkImportAsIs(file: unknown, migrations: Readonly<Record<number, ExportMigration>>, checker: ChartChecker | undefined, partial: boolean): Promise<CheckResult | { readonly ok: false; readonly errors: readonly FieldError[] }> {
  const migrated = migrateExport(file, migrations);
  if (Array.isArray(migrated)) return { ok: false, errors: migrated };
  const parsed = v.safeParse(gameExportSchema, migrated);
  if (!parsed.success) return { ok: false, errors: parsed.issues.map((i) => toFieldError(i)) };
  const data = parsed.output;
  const strays = data.units.findIndex((u) => u.gameId !== data.game.id);
  if (strays >= 0) return { ok: false, errors: [{ path: `units.${strays}.gameId`, message: 'this unit belongs to another game than the one in the file' }] };
  if (!data.game.logHead) return { ok: false, errors: [{ path: 'game.logHead', message: 'the game’s record of its log is missing: the file was altered' }] };
  const broken = checkLinks(data);
  if (broken.length > 0) return { ok: false, errors: broken };
  const since = data.since;
  if (since && !partial) {
    return { ok: false, errors: [{ path: 'since', message: `this file hands over only the entries after entry ${since.count}, not a whole game: to import the game, export it whole` }] };
  }
  const first = data.combats[0];
  if (since && first && first.prevHash !== since.prevHash) {
    return { ok: false, errors: [{ path: 'combats.0.prevHash', message: `Log broken at entry ${since.count + 1}: it does not follow entry ${since.count}, the one this hand-over says it starts after.` }] };
  }
  const window = since ? { after: since.count, prevHash: since.prevHash } : undefined;
  const chain = await verifyChain(data.combats, { head: data.game.logHead, ...(window ? { window } : {}) });
  if (!chain.ok) return { ok: false, errors: [{ path: `combats.${chain.position - (since?.count ?? 0) - 1}`, message: describeChain(chain) }] };
  const signed = await checkSigned(data, window);
  if (signed.length > 0) return { ok: false, errors: signed };
  const charts = data.charts ?? [];
  const otherRules = charts.findIndex((c) => c.rules !== data.game.rules);
  if (otherRules >= 0) return { ok: false, errors: [{ path: `charts.${otherRules}.rules`, message: `this chart is for another game than the file’s (${data.game.rules})` }] };
  if (charts.length > 0 && !checker) return { ok: false, errors: [{ path: 'charts', message: 'the charts in this file cannot be checked here; nothing was changed' }] };
  const chartErrors = checker ? await checkEntries(charts, checker, 'charts') : [];
  if (chartErrors.length > 0) return { ok: false, errors: chartErrors };
  // A game whose rules the players define keeps them in its own data: rules that do not read are refused, by their field.
  const own = (data.game as { readonly campaign?: { readonly game?: unknown } }).campaign?.game;
  const ownErrors = own !== undefined && checker?.checkGameData ? await checker.checkGameData(data.game.rules, own) : [];
  if (ownErrors.length > 0) return { ok: false, errors: ownErrors.map((e) => ({ path: e.path ? `game.campaign.game.${e.path}` : 'game.campaign.game', message: e.message })) };
  return { ok: true, value: { data, charts } };
}

/**
 * Checks what a file signs: every key's fingerprint against the key, every entry's signature, every
 * two-party roll and every die of the app's against its recorded state, every head against its
 * signer's signature, and the exporting device's own head against the log in the file. A file that
 * fails one was altered after it was signed, and is refused. Entries with no signature are taken as
 * unsigned, and said to be so in the log.
 */
async function checkSigned(data: GameExport, window: { readonly after: number; readonly prevHash: string } | undefined): Promise<FieldError[]> {
  const keys = data.keys ?? [];
  const misfit = keys.findIndex((k) => !fingerprintFits(k));
  if (misfit >= 0) return [{ path: `keys.${misfit}`, message: 'this key is not the key its fingerprint names: the file was altered' }];
  const known = new Map(keys.map((k) => [k.fp, k]));
  const heads = [...(data.heads ?? []), ...(data.head ? [data.head] : [])];
  for (const [i, head] of heads.entries()) {
    if (!(await headSigned(head, known.get(head.signer)))) {
      const path = i < (data.heads?.length ?? 0) ? `heads.${i}` : 'head';
      return [{ path, message: 'this signed head does not carry its signer’s signature: the file was altered' }];
    }
  }
  const head = data.head;
  const logHead = data.game.logHead;
  if (head && logHead && (head.count !== logHead.count || head.hash !== logHead.hash)) {
    return [{ path: 'head', message: 'the head its writer signed is not the head of the log in the file: the file was altered' }];
  }
  const verdict = await auditLog(data.combats, { keys: known, head: logHead, ...(window ? { window } : {}) });
  const first = verdict.entries.find((e) => e.problems.length > 0);
  if (first) return [{ path: `combats.${first.position - (window?.after ?? 0) - 1}`, message: `Log broken at entry ${first.position}: ${first.problems[0] ?? ''}.` }];
  return [];
}

/** Writes checked game files in one transaction: all of them, or, if any write fails, none. */
export async function writeImports(
  db: AdjutantDb,
  checked: readonly CheckedImport[],
  now: number,
): Promise<{ readonly ok: true; readonly games: readonly GameRecord[] } | { readonly ok: false; readonly errors: readonly Failure[] }> {
  try {
    return await db.transaction('rw', [db.games, db.units, db.combats, db.charts, db.signers, db.keys, db.heads, db.pins], async () => {
      const games: GameRecord[] = [];
      for (const { data, charts } of checked) {
        games.push(await writeImport(db, data, now));
        await addEntries(db, charts, now);
      }
      return { ok: true as const, games };
    });
  } catch (e) {
    // The transaction was aborted, so nothing was written.
    return { ok: false, errors: [writeFailure('The game', e)] };
  }
}

/**
 * Imports a game file: everything is checked (checkImport) before anything is written, and the
 * write is one transaction, so a bad file changes nothing. A game whose id is already here comes in as a copy.
 */
export async function importGame(
  db: AdjutantDb,
  file: unknown,
  now = Date.now(),
  migrations: Readonly<Record<number, ExportMigration>> = EXPORT_MIGRATIONS,
  checker?: ChartChecker,
): Promise<ImportResult> {
  const checked = await checkImport(file, migrations, checker);
  if (!checked.ok) return checked;
  const written = await writeImports(db, [checked.value], now);
  if (!written.ok) return written;
  const [game] = written.games;
  return game ? { ok: true, game } : { ok: false, errors: [{ code: 'not-saved', path: '', message: 'the game was not saved' }] };
}

/** What applying an entry's result did, with the units named as they are here, sealed again (the import checked the file's seal). */
function resealed(entry: Pick<CombatRecord, 'hash' | 'undone'>, applied: NonNullable<CombatRecord['applied']>): Pick<CombatRecord, 'applied' | 'seal'> {
  return { applied, seal: sealOf({ hash: entry.hash, applied, undone: entry.undone }) };
}

/**
 * Writes a checked file inside the import's transaction. A game whose id is already here comes in as
 * a copy with fresh unit ids; a unit whose id another game uses gets a fresh one too. Every reference
 * to a unit or a combat is renamed with it, so nothing in the copy points into another game.
 */
async function writeImport(db: AdjutantDb, data: GameExport, now: number): Promise<GameRecord> {
  // Log entries left under the id (by no game here) would join the imported log's chain: a copy, too.
  const clash = (await db.games.get(data.game.id)) !== undefined || (await db.combats.where('gameId').equals(data.game.id).count()) > 0;
  const gameId = clash ? crypto.randomUUID() : data.game.id;
  const taken = new Set((await db.units.bulkGet(data.units.map((u) => u.id))).flatMap((u) => (u ? [u.id] : [])));
  const unitIds = new Map(data.units.map((u) => [u.id, clash || taken.has(u.id) ? crypto.randomUUID() : u.id]));
  const { draft, map, plan, ...rest } = data.game;
  const game: GameRecord = {
    ...rest,
    // This device's rolls never go on from the other device's generator state.
    rng: withFreshEntropy(rest.rng),
    id: gameId,
    // A name that would not show, or not fit, is made one that does (game-name.ts).
    name: safeGameName(data.game.name, clash ? ' (imported)' : ''),
    updatedAt: now,
    ...(draft === undefined ? {} : { draft: renameDraftUnits(draft, unitIds) }),
    ...(map === undefined ? {} : { map: renameMapUnits(map, unitIds) }),
    ...(plan === undefined ? {} : { plan: renamePlanUnits(plan, unitIds) }),
  };
  const rehome = (u: UnitRecord): UnitRecord => ({ ...u, id: unitIds.get(u.id) ?? u.id, gameId });
  await db.games.add(game);
  await db.units.bulkAdd(data.units.map(rehome));
  // Log entries get fresh ids here, in the file's order (the order they were written); their content is kept as it was.
  const newIds = await db.combats.bulkAdd(
    data.combats.map(({ id: _id, applied, rerollOf: _rerollOf, ...c }): CombatRecord => ({
      ...c,
      gameId,
      ...(applied ? resealed(c, { before: applied.before.map(rehome), after: applied.after.map(rehome) }) : {}),
    })),
    { allKeys: true },
  );
  // The keys that signed it are known here from now on, pinned for this game under their players' names; the heads they signed are kept as witness.
  const keys = data.keys ?? [];
  await rememberSigners(db, keys, now);
  await pinKeys(db, gameId, keys, now);
  for (const head of [...(data.heads ?? []), ...(data.head ? [data.head] : [])]) await keepHead(db, gameId, head, now);
  const combatIds = new Map(data.combats.map((c, i) => [c.id, newIds[i]]));
  await Promise.all(
    data.combats.map((c, i) => {
      const id = newIds[i];
      const rerollOf = c.rerollOf === undefined ? undefined : combatIds.get(c.rerollOf);
      return id === undefined || rerollOf === undefined ? undefined : db.combats.update(id, { rerollOf });
    }),
  );
  return game;
}
