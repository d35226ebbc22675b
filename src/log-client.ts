import { type Remote, wrap } from 'comlink';
import { announce } from './store/changes';
import type { LogWriter } from './store/log-writer';

let remote: Remote<LogWriter> | undefined;

/** The app's one worker that writes the desk's rolls to the log, started when the desk first reads ahead. */
function worker(): Remote<LogWriter> {
  remote ??= wrap<LogWriter>(new Worker(new URL('../workers/log.worker.ts', import.meta.url), { type: 'module', name: 'log' }));
  return remote;
}

/** The log worker's writer; each write, once saved, is told to the other tabs from the page. */
export const logWorker: LogWriter = {
  readAhead: (gameId) => worker().readAhead(gameId),
  record: async (entry, setUp) => {
    const saved = await worker().record(entry, setUp);
    // Told in a task of its own: the roll's result, saved, is drawn first.
    setTimeout(() => announce(entry.gameId, 'log'), 0);
    return saved;
  },
};
