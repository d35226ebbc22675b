import { type Remote, wrap } from 'comlink';
import type { AuditApi } from './store/audit';

let remote: Remote<AuditApi> | undefined;

/** The app's one worker that checks logs against their audit chain, started on first use. */
export function auditor(): Remote<AuditApi> {
  remote ??= wrap<AuditApi>(new Worker(new URL('../workers/audit.worker.ts', import.meta.url), { type: 'module', name: 'audit' }));
  return remote;
}
