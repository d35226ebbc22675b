import type { ChainReport } from './chain';
import { readLog, verifyRead } from './combats';
import { getDb } from './db';

/** What checking a whole log found, with how long reading it and checking it took (for the benchmark). */
export interface LogAudit {
  readonly report: ChainReport;
  readonly entries: number;
  readonly readMs: number;
  readonly checkMs: number;
}

const encoder = new TextEncoder();
const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/** SHA-256 by the platform's own digest, as 64 hex digits: the same hash as sha256.ts, worked out natively. */
export async function platformDigest(text: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
  let out = '';
  for (const b of bytes) out += HEX[b];
  return out;
}

/**
 * Checking a game's whole log, served from a worker of its own (workers/audit.worker.ts) so the desk
 * never waits on it: the worker reads the log from the database itself and hashes every entry with
 * the platform's digest.
 */
export const auditApi = {
  async checkLog(gameId: string): Promise<LogAudit> {
    const started = performance.now();
    const log = await readLog(getDb(), gameId);
    const read = performance.now();
    const report = await verifyRead(log, platformDigest);
    return { report, entries: log.entries.length, readMs: read - started, checkMs: performance.now() - read };
  },
};

export type AuditApi = typeof auditApi;
