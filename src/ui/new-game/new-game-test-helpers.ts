import { until } from '../test-helpers';
import type { AdjNewGame } from './new-game.component';

/** For tests of the new-game form: its shadow root. */
export const root = (el: Element) => el.shadowRoot as ShadowRoot;

/** Chooses an option of a select by its value, as a tap on it would. */
export function choose(select: HTMLSelectElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event('change'));
}

/** Taps Start game and waits for the desk the app moves to; the page's address is put back after. */
export async function started(el: AdjNewGame): Promise<void> {
  root(el).querySelector<HTMLButtonElement>('button[type=submit]')?.click();
  await until(() => location.pathname.startsWith('/games/'), 'the new game');
  history.replaceState(null, '', '/');
}
