import { expect } from '@open-wc/testing';
import type { AdjutantDb } from '../../store/db';
import { rootOf, shadow, tapper } from '../desk/desk-test-helpers';
import type { AdjDesk } from '../desk/desk.component';
import { type Refusing, storageFull, until } from '../test-helpers';

/**
 * For tests of every write a panel makes with the device's storage full: each says what was not
 * saved, once, in the player's words (never the browser's error), and shows only what is stored.
 */
export const FULL = 'this device’s storage is full';
export const REFUSED = 'this device’s storage refused it';
export const { tap } = tapper();

/** The text of a paragraph the player reads: what was not saved, said once, with no error's own name or words. */
export function saidOnce(text: string, what: string): void {
  expect(text, 'what was not saved').to.contain(what);
  expect(text.split(/storage (is full|refused it)/).length, `said once: ${text}`).to.equal(3);
  expect(text).not.to.match(/Error|quota|exceeded|Indexed Database/i);
}

/** With the storage full (as `refusing` says), does `act` and waits until `said()` says `what`; the storage has room again after. */
export async function whenFull(act: () => void | Promise<void>, said: () => string, what: string, refusing: Refusing = {}): Promise<void> {
  const restore = storageFull(refusing);
  try {
    await act();
    await until(() => said().includes(what), `“${what}” said`, 5000).catch((e: unknown) => {
      throw new Error(`${String(e)}; said instead: “${said()}”`);
    });
  } finally {
    restore();
  }
  saidOnce(said(), what);
}

export const setFile = (input: HTMLInputElement, name: string, content: unknown) => {
  const transfer = new DataTransfer();
  transfer.items.add(new File([JSON.stringify(content)], name, { type: 'application/json' }));
  input.files = transfer.files;
  input.dispatchEvent(new Event('change'));
};

export const deskSaid = (el: AdjDesk) => () => shadow(el).querySelector('p[role=status]')?.textContent ?? '';
export const turnRecord = (el: AdjDesk) => shadow(rootOf(el).querySelector('adj-turn-record') as Element);
export const editor = (el: AdjDesk) => shadow(rootOf(el).querySelector('adj-roster-editor') as Element);
export const handover = (el: AdjDesk) => shadow(rootOf(el).querySelector('adj-handover') as Element);
export const stored = async (db: AdjutantDb, gameId: string) => db.games.get(gameId);
