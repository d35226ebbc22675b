import { engineApi } from '../engine/api';
import { planApi } from '../plan/plan-api';
import type { Analysis, TableView } from '../engine/core/combat';
import { GAME_IDS, type GameId } from '../engine/core/source';
import { AdjutantDb } from '../store/db';
import type { ShellEngine } from './app/app.component';

let counter = 0;

/** A real IndexedDB database of its own for each test. */
export function freshDb(): AdjutantDb {
  return new AdjutantDb(`adjutant-ui-test-${Date.now()}-${++counter}`);
}

/** The game the stand-in engine gives a table: the first the app serves. */
const TABLED_GAME = GAME_IDS[0];

export const sampleTable: TableView = {
  title: 'Sample table',
  source: { game: TABLED_GAME, ref: 'Combat Results Table' },
  rowHeader: 'Die',
  columns: ['1-1', '2-1'],
  rows: [
    { label: '1', cells: ['1/2', '0/3'] },
    { label: '2', cells: ['2/1', '1/1'] },
  ],
  column: 1,
  reachableRows: [1],
};

/** A stand-in for the engine worker with the first two games and one table; combats go to the real engine, in-page. */
export function fakeEngine(): ShellEngine {
  return {
    analyse: async (input) => engineApi.analyse(input),
    resolve: async (input, dice) => engineApi.resolve(input, dice),
    breakpoints: async (input) => engineApi.breakpoints(input),
    planMany: async (requests) => engineApi.planMany(requests),
    figuresMany: async (inputs) => engineApi.figuresMany(inputs),
    successMany: async (inputs, success, shared) => planApi.successMany(inputs, success, shared),
    replies: async (input) => engineApi.replies(input),
    scenarios: async (game) => engineApi.scenarios(game),
    setUp: async (game, scenarioId, variantIds) => engineApi.setUp(game, scenarioId, variantIds),
    games: async () => engineApi.games().slice(0, 2),
    tables: async (game: GameId) => (game === TABLED_GAME ? [sampleTable] : []),
    quickRolls: async (game: GameId) => engineApi.quickRolls(game),
    chartSlots: async (game: GameId) => engineApi.chartSlots(game),
    checkChart: async (game: GameId, slot: string, chart: unknown) => engineApi.checkChart(game, slot, chart),
    checkGameData: async (game: GameId, data: unknown) => engineApi.checkGameData(game, data),
  };
}

/** Waits until `check` passes (Lit renders and IndexedDB answer asynchronously). */
export async function until(check: () => boolean, what: string, ms = 3000): Promise<void> {
  const end = performance.now() + ms;
  while (!check()) {
    if (performance.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Every interactive control in a shadow root, for the touch-target check. */
export function controls(root: ShadowRoot): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('button, a, select, input')];
}

/**
 * The box a finger has to hit for a control: its own, or for a control inside a label (a
 * checkbox in a checklist row), the label's, since a tap anywhere on the label works it.
 */
export function touchBox(control: HTMLElement): DOMRect {
  const label = control.closest('label');
  return (label ?? control).getBoundingClientRect();
}

/** Checks that the shadow root has `count` controls and that each is at least 44 px in both directions. */
export function expectTouchTargets(root: ShadowRoot, count: number): void {
  const all = controls(root);
  if (all.length !== count) throw new Error(`expected ${count} controls, found ${all.length}: ${all.map((c) => c.outerHTML.slice(0, 80)).join(' | ')}`);
  for (const control of all) {
    const box = touchBox(control);
    if (box.width < 44 || box.height < 44) throw new Error(`${control.outerHTML.slice(0, 120)} is ${box.width.toFixed(0)}x${box.height.toFixed(0)} px, under 44 px`);
  }
}

/** Collects the detail of every `name` event that comes out of the element, listened for above it (as its parent would). */
export function eventsFrom<T>(el: Element, name: string): T[] {
  const got: T[] = [];
  el.parentElement?.addEventListener(name, (e) => got.push((e as CustomEvent<T>).detail));
  return got;
}

/** The real engine's analysis of a combat, in-page; fails the test on a refused description. */
export function analyse(input: unknown): Analysis {
  const answer = engineApi.analyse(input);
  if (!answer.ok) throw new Error(JSON.stringify(answer.errors));
  return answer.value;
}

/** What `storageFull` refuses: only some object stores' writes; deletes too, with the browser's error for a failed disk. */
export interface Refusing {
  readonly stores?: readonly string[];
  readonly deletes?: boolean;
}

/**
 * The device's storage is full from now until the returned function is called: every write IndexedDB
 * is asked for (to `stores` only, when given) fails as a full disk fails it, with a `QuotaExceededError`.
 * With `deletes`, deletes fail too, as a failing disk fails them (an `UnknownError`).
 */
export function storageFull({ stores, deletes = false }: Refusing = {}): () => void {
  const store = IDBObjectStore.prototype;
  const cursor = IDBCursor.prototype;
  const saved = { add: store.add, put: store.put, delete: store.delete, update: cursor.update, remove: cursor.delete };
  const refused = (name: string) => stores === undefined || stores.includes(name);
  const storeOf = (c: IDBCursor) => (c.source instanceof IDBIndex ? c.source.objectStore.name : (c.source as IDBObjectStore).name);
  const fail = (error: string): never => {
    throw new DOMException(error === 'QuotaExceededError' ? 'The quota has been exceeded.' : 'An unknown error occurred within Indexed Database.', error);
  };
  store.add = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['add']>) {
    return refused(this.name) ? fail('QuotaExceededError') : saved.add.apply(this, args);
  };
  store.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
    return refused(this.name) ? fail('QuotaExceededError') : saved.put.apply(this, args);
  };
  cursor.update = function (this: IDBCursor, ...args: Parameters<IDBCursor['update']>) {
    return refused(storeOf(this)) ? fail('QuotaExceededError') : saved.update.apply(this, args);
  };
  if (deletes) {
    store.delete = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['delete']>) {
      return refused(this.name) ? fail('UnknownError') : saved.delete.apply(this, args);
    };
    cursor.delete = function (this: IDBCursor) {
      return refused(storeOf(this)) ? fail('UnknownError') : saved.remove.apply(this);
    };
  }
  return () => {
    Object.assign(store, { add: saved.add, put: saved.put, delete: saved.delete });
    Object.assign(cursor, { update: saved.update, delete: saved.remove });
  };
}
