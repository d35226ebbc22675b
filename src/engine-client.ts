import { type Remote, wrap } from 'comlink';
import type { EngineApi } from './engine/api';
import type { PlanApi } from './plan/plan-api';

/** What the engine worker answers: the engine's surface and the plan's compact questions. */
export type WorkerApi = EngineApi & PlanApi;

let remote: Remote<WorkerApi> | undefined;

/** The app's one long-lived engine worker, started on first use. */
export function engine(): Remote<WorkerApi> {
  remote ??= wrap<WorkerApi>(new Worker(new URL('../workers/engine.worker.ts', import.meta.url), { type: 'module', name: 'engine' }));
  return remote;
}
