import { fixture, html } from '@open-wc/testing';
import { engineApi } from '../../engine/api';
import { GAME_IDS, GAME_NAMES, type GameId } from '../../engine/core/source';
import type { AdjutantDb } from '../../store/db';
import { fakeEngine, until } from '../test-helpers';
import type { AdjTables } from './tables.component';
import './tables';
import type { AdjQuickRoll } from './quick-roll.component';

/** For tests of a quick roll and its applier: an element's shadow root, the applier's, a button by its words, an element once it is there, a unit picked, a die typed in; the tables browser with a game's quick rolls, one opened, a field filled, the result shown. */
export const root = (el: Element): ShadowRoot => el.shadowRoot as ShadowRoot;
export const applier = (el: AdjQuickRoll): ShadowRoot | null => root(el).querySelector('adj-table-apply')?.shadowRoot ?? null;

export function button(scope: ShadowRoot, name: string): HTMLButtonElement {
  const found = [...scope.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
  if (!found) throw new Error(`no button "${name}"`);
  return found;
}

export async function found<T>(find: () => T | null | undefined, what: string): Promise<T> {
  await until(() => find() != null, what);
  return find() as T;
}

export function pick(select: HTMLSelectElement, name: string): void {
  const option = [...select.options].find((o) => o.textContent?.trim() === name);
  if (!option) throw new Error(`no unit "${name}"`);
  select.value = option.value;
  select.dispatchEvent(new Event('change'));
}

export async function rollTyped(el: AdjQuickRoll, face: number): Promise<void> {
  button(root(el), 'Enter dice').click();
  const dice = await found(() => root(el).querySelector('adj-dice-entry')?.shadowRoot, 'the dice entry');
  (await found(() => dice.querySelector<HTMLButtonElement>(`button[aria-label="Rolled ${face}"]`), 'the die buttons')).click();
  await until(() => !!root(el).querySelector('.result h4'), 'the result');
}

/** Every game as the app lists them, for the tables' game picker. */
const rules = GAME_IDS.map((id) => ({ id, name: GAME_NAMES[id] }));

/** The tables browser at `game`'s quick rolls, saving in `gameId`'s log in `db` when given. */
export async function tables(game: GameId, db?: AdjutantDb, gameId = ''): Promise<AdjTables> {
  return fixture<AdjTables>(
    html`<adj-tables .rules=${rules} selected=${game} .tables=${[]} .quickRolls=${engineApi.quickRolls(game)} .engine=${fakeEngine()} .db=${db} gameId=${gameId}></adj-tables>`,
  );
}

const quickRoll = (el: AdjTables): ShadowRoot => root(root(el).querySelector('adj-quick-roll') as Element);

/** Opens a quick roll by its title; its form. */
export async function open(el: AdjTables, title: string): Promise<ShadowRoot> {
  button(root(el), title).click();
  await until(() => !!root(el).querySelector('adj-quick-roll')?.shadowRoot?.querySelector('form'), `${title} form`);
  return quickRoll(el);
}

export function fill(scope: ShadowRoot, name: string, value: string): void {
  const control = scope.querySelector(`[name="${name}"]`) as HTMLInputElement | HTMLSelectElement;
  control.value = value;
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input'));
}

export const shownResult = (scope: ShadowRoot) => scope.querySelector('.result h4')?.textContent?.trim() ?? '';
