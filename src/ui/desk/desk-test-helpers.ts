import { until } from '../test-helpers';

/** For the desk's browser tests: tapping its buttons as a player would, counting the taps, and waiting on it. */

export const shadow = (el: Element): ShadowRoot => el.shadowRoot as ShadowRoot;

/** Taps a button found by its visible text or accessible name, counting the tap. */
export function tapper() {
  let taps = 0;
  const tap = (scope: ShadowRoot, text: string) => {
    const button = [...scope.querySelectorAll<HTMLButtonElement>('button')].find(
      (b) => b.textContent?.replace(/\s+/g, ' ').trim().startsWith(text) || b.getAttribute('aria-label')?.startsWith(text),
    );
    if (!button) throw new Error(`no button "${text}"`);
    taps++;
    button.click();
  };
  return { tap, count: () => taps };
}

export type Tap = ReturnType<typeof tapper>['tap'];

/** Waits until Roll can be tapped. */
export const readyToResolve = (desk: Element) => until(() => !(shadow(desk).querySelector('.roll button') as HTMLButtonElement | null)?.disabled, 'ready to resolve');

/** Waits until a result card is in sight. */
export const resultShown = (desk: Element) => until(() => !!shadow(desk).querySelector('.sheet:not(.unseen) adj-result-card'), 'the result');

/** Types the dice in one at a time, as the players read them off the table: each asks for the next until the result is up. */
export async function enterDice(desk: Element, tap: Tap, faces: readonly number[]): Promise<void> {
  tap(shadow(desk), 'Enter dice');
  const entry = () => shadow(desk).querySelector('adj-dice-entry');
  for (const [i, face] of faces.entries()) {
    await until(() => entry() !== null, `die ${i + 1}`);
    const asked = entry()?.getAttribute('purpose');
    tap(shadow(entry() as Element), `Rolled ${face}`);
    await until(() => entry() === null || entry()?.getAttribute('purpose') !== asked, `die ${i + 1} taken`);
  }
  await resultShown(desk);
}
