import type { ChainReport, Digest } from './chain';
import { readLog } from './combats';
import type { AdjutantDb } from './db';
import { keptHeads } from './heads';
import { knownSigners } from './keys';
import { type LogVerdict, auditLog } from './log-audit';
import { pinsOf } from './pins';

/** A game's log checked whole on this device: the chain against the game record's head, the signatures against the keys it knows, and the heads it kept. */
export interface StoredAudit {
  readonly report: ChainReport;
  readonly verdict: LogVerdict;
  readonly entries: number;
  /** How long reading the log, its keys and heads took (the benchmark's figure). */
  readonly readMs: number;
}

export async function auditStored(db: AdjutantDb, gameId: string, digest?: Digest): Promise<StoredAudit> {
  const started = performance.now();
  const [log, keys, heads, pins] = await Promise.all([readLog(db, gameId), knownSigners(db), keptHeads(db, gameId), pinsOf(db, gameId)]);
  const readMs = performance.now() - started;
  const verdict = await auditLog(log.entries, { head: log.game?.logHead, keys, heads, pins, ...(digest ? { digest } : {}) });
  if (log.game && !log.game.logHead) {
    const report: ChainReport = { ok: false, position: 1, reason: 'the game’s record of its log is missing: it was altered outside the app' };
    return { report, verdict: { ...verdict, report, holds: false, summary: `Log broken at entry 1: ${report.reason}.` }, entries: log.entries.length, readMs };
  }
  return { report: verdict.report, verdict, entries: log.entries.length, readMs };
}
