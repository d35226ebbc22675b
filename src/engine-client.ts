import { type Remote, wrap } from 'comlink';
import type { EngineApi } from './engine/api';

let remote: Remote<EngineApi> | undefined;

/** The app's one long-lived engine worker, started on first use. */
export function engine(): Remote<EngineApi> {
  remote ??= wrap<EngineApi>(new Worker(new URL('../workers/engine.worker.ts', import.meta.url), { type: 'module', name: 'engine' }));
  return remote;
}
