import type { ChainReport } from './chain';
import { auditStored } from './audit-stored';
import { getDb } from './db';
import type { LogVerdict } from './log-audit';

/** What checking a whole log found, with how long reading it and checking it took (for the benchmark). */
export interface LogAudit {
  readonly report: ChainReport;
  /** Entry by entry: signatures, two-party rolls, the app's dice replayed, the signed heads kept (log-audit.ts). */
  readonly verdict: LogVerdict;
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
 * never waits on it: the worker reads the log from the database itself, hashes every entry with the
 * platform's digest and checks every signature with the platform's cryptography.
 */
export const auditApi = {
  async checkLog(gameId: string): Promise<LogAudit> {
    const started = performance.now();
    const { report, verdict, entries, readMs } = await auditStored(getDb(), gameId, platformDigest);
    return { report, verdict, entries, readMs, checkMs: performance.now() - started - readMs };
  },
};

export type AuditApi = typeof auditApi;
