import type { AdjResultCard } from './result-card.component';

/** For tests of the result card: its shadow root, a button by its words or name, a tap on one, the loss given a unit, the problems said. */
export const root = (el: Element) => el.shadowRoot as ShadowRoot;
export const button = (el: AdjResultCard, name: string) => [...root(el).querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.trim() === name || b.getAttribute('aria-label') === name);
export const tap = async (el: AdjResultCard, name: string) => {
  const b = button(el, name);
  if (!b) throw new Error(`no button "${name}"`);
  b.click();
  await el.updateComplete;
};
export const given = (el: AdjResultCard, name: string) => root(el).querySelector(`output[aria-label="${name} loses"]`)?.textContent;
export const problems = (el: AdjResultCard) => [...root(el).querySelectorAll('.problem')].map((p) => p.textContent);
