import { until } from '../test-helpers';
import type { AdjQuickRoll } from './quick-roll.component';

/** For tests of a quick roll and its applier: an element's shadow root, the applier's, a button by its words, an element once it is there, a unit picked, a die typed in. */
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
