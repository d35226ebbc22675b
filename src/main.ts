import { registerSW } from 'virtual:pwa-register';
import { auditor } from './audit-client';
import { engine } from './engine-client';
import { logWorker } from './log-client';
import { type LaunchQueue, SHARED_QUERY, inbox, receiveLaunches, takeShared } from './ui/incoming-files';
import { afterAPause, noTapAnswered } from './ui/idle';
import { navigate } from './router';
import { prepareSearch, startSearch } from './search-client';
import { getDb } from './store/db';
import './ui/app/app';

/** How long the player leaves the app alone before its caching for offline play may start. */
const PAUSE_BEFORE_CACHING_MS = 2000;

const app = document.querySelector('adj-app');
if (app) {
  app.db = getDb();
  const worker = engine();
  app.engine = {
    games: () => worker.games(),
    tables: (game) => worker.tables(game),
    quickRolls: (game) => worker.quickRolls(game),
    analyse: (input) => worker.analyse(input),
    resolve: (input, dice) => worker.resolve(input, dice),
    breakpoints: (input) => worker.breakpoints(input),
    planMany: (requests) => worker.planMany(requests),
    figuresMany: (inputs) => worker.figuresMany(inputs),
    successMany: (inputs, success, shared) => worker.successMany(inputs, success, shared),
    replies: (input) => worker.replies(input),
    scenarios: (game) => worker.scenarios(game),
    setUp: (game, scenarioId, variantIds) => worker.setUp(game, scenarioId, variantIds),
    chartSlots: (game) => worker.chartSlots(game),
    checkChart: (game, slotId, chart) => worker.checkChart(game, slotId, chart),
  };
  // The audit worker starts on the first check (once a game's desk is idle), not with the page.
  app.audit = { checkLog: (gameId) => auditor().checkLog(gameId) };
  app.logWriter = logWorker;
  app.startSearch = startSearch;
  app.prepareSearch = (game) => void prepareSearch(game, noTapAnswered);
  // A game or backup file opened with the app, or shared to it, is opened on the home screen.
  const openIncoming = (files: File[]) => {
    inbox.put(files);
    navigate({ name: 'home' });
  };
  receiveLaunches((window as { launchQueue?: LaunchQueue }).launchQueue, openIncoming);
  if (new URLSearchParams(location.search).has(SHARED_QUERY) && 'caches' in window) {
    history.replaceState(null, '', '/');
    void takeShared(caches).then(openIncoming);
  }
  // The service worker is registered in the player's first pause: on a first visit it caches the
  // whole app for offline play, seconds of a tablet's processors that would otherwise fall on the
  // first game's taps. A waiting version is offered, never forced: the player chooses when to take it.
  afterAPause(() => {
    const updateSW = registerSW({
      onNeedRefresh() {
        app.applyUpdate = () => void updateSW(true);
      },
    });
  }, PAUSE_BEFORE_CACHING_MS);
}
