import { fixture, html } from '@open-wc/testing';
import type { AdjutantDb } from '../../store/db';
import { fakeEngine, until } from '../test-helpers';
import type { AdjDesk } from './desk.component';
import type { DeskEngine } from './host';
import type { DeskActivityName } from '../../router';
import './desk';
// The activities' code is fetched when each is first shown; the tests load it up front, so a desk's
// first frame never waits on the test server.
import './combat/combat-activity';
import './phase/phase-activity';
import './turn/turn-activity';
import './record/record-activity';

/** For the desk's browser tests: tapping its buttons as a player would, counting the taps, and waiting on it. */

export const shadow = (el: Element): ShadowRoot => el.shadowRoot as ShadowRoot;

/** Where a test looks for a control: a shadow root, or the desk as a whole (`inDesk`). */
export interface Scope {
  querySelector<E extends Element = Element>(selector: string): E | null;
  querySelectorAll<E extends Element = Element>(selector: string): ArrayLike<E> & Iterable<E>;
  readonly textContent: string | null;
  readonly innerHTML: string;
}

const ACTIVITY_TAGS = 'adj-combat-activity, adj-phase-activity, adj-turn-activity, adj-record-activity';

/**
 * The desk as the player sees it: its shell and the activity on screen, searched as one (the
 * activity's controls are in its own shadow root, inside the shell's).
 */
export function inDesk(desk: Element): Scope {
  const roots = (): ParentNode[] => {
    const shell = desk.shadowRoot;
    if (!shell) return [];
    return [shell, ...[...shell.querySelectorAll(ACTIVITY_TAGS)].flatMap((a) => (a.shadowRoot ? [a.shadowRoot] : []))];
  };
  return {
    querySelector: <E extends Element = Element>(selector: string) => {
      for (const root of roots()) {
        const found = root.querySelector<E>(selector);
        if (found) return found;
      }
      return null;
    },
    querySelectorAll: <E extends Element = Element>(selector: string) => roots().flatMap((root) => [...root.querySelectorAll<E>(selector)]),
    get textContent() {
      return roots()
        .map((r) => r.textContent ?? '')
        .join('');
    },
    get innerHTML() {
      return roots()
        .map((r) => (r as ShadowRoot).innerHTML)
        .join('');
    },
  };
}

/** A component's shadow root; for the desk, the desk as the player sees it (`inDesk`). */
export function rootOf(el: Element): Scope {
  return el.localName === 'adj-desk' ? inDesk(el) : (el.shadowRoot as ShadowRoot);
}

/** Shows one of the desk's activities (as its tab does in the app) and waits until it is drawn. */
export async function showActivity(desk: AdjDesk, activity: DeskActivityName): Promise<void> {
  desk.show(activity);
  await until(() => !!desk.shadowRoot?.querySelector(`adj-${activity}-activity`)?.shadowRoot?.firstElementChild, `the ${activity}`);
}

/** A saved game opened at the desk, with the in-page engine unless another is given; once its roster shows. */
export async function openDesk(db: AdjutantDb, gameId: string, engine: DeskEngine = fakeEngine()): Promise<AdjDesk> {
  const el = await fixture<AdjDesk>(html`<adj-desk .db=${db} .engine=${engine} gameId=${gameId}></adj-desk>`);
  await until(() => !!inDesk(el).querySelector('adj-roster'), 'the desk');
  return el;
}

/** Taps a button found by its visible text or accessible name, counting the tap. */
export function tapper() {
  let taps = 0;
  const tap = (scope: Scope, text: string) => {
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

/** Taps the attackers, then Defenders, then the defenders, on the desk's roster, as a player would. */
export async function pickSides(desk: AdjDesk, tap: Tap, attackers: readonly string[], defenders: readonly string[]): Promise<void> {
  const roster = () => shadow(inDesk(desk).querySelector('adj-roster') as Element);
  for (const name of attackers) {
    tap(roster(), `${name},`);
    await desk.updateComplete;
  }
  tap(roster(), 'Defenders');
  await until(() => roster().querySelector('button[aria-pressed=true]')?.textContent?.includes('Defenders') ?? false, 'the defenders picked next');
  for (const name of defenders) {
    tap(roster(), `${name},`);
    await desk.updateComplete;
  }
}

/** Waits until Roll can be tapped. */
export const readyToResolve = (desk: Element) => until(() => inDesk(desk).querySelector<HTMLButtonElement>('.actions button.primary')?.disabled === false, 'ready to resolve');

/** Waits until a result card is in sight. */
export const resultShown = (desk: Element) => until(() => !!inDesk(desk).querySelector('.sheet:not(.unseen) adj-result-card'), 'the result');

/** Types the dice in one at a time, as the players read them off the table: each asks for the next until the result is up. */
export async function enterDice(desk: Element, tap: Tap, faces: readonly number[]): Promise<void> {
  tap(inDesk(desk), 'Enter dice');
  const entry = () => inDesk(desk).querySelector('adj-dice-entry');
  for (const [i, face] of faces.entries()) {
    await until(() => entry() !== null, `die ${i + 1}`);
    const asked = entry()?.getAttribute('purpose');
    tap(shadow(entry() as Element), `Rolled ${face}`);
    await until(() => entry() === null || entry()?.getAttribute('purpose') !== asked, `die ${i + 1} taken`);
  }
  await resultShown(desk);
}

const resultCard = (desk: Element): ShadowRoot => shadow(inDesk(desk).querySelector('adj-result-card') as Element);
const offered = (desk: Element, words: string) => [...resultCard(desk).querySelectorAll('button')].some((b) => b.textContent?.includes(words));

/** Taps Apply to units on the result shown, and waits until it is applied (its undo offered). */
export async function applyShown(desk: Element, tap: Tap): Promise<void> {
  tap(resultCard(desk), 'Apply to units');
  // The desk's line of words says why a result was not applied, if it was not.
  await until(() => offered(desk, 'Undo the applied result'), 'applied').catch((e: unknown) => {
    const buttons = [...resultCard(desk).querySelectorAll('button')].map((b) => `${b.textContent?.trim() ?? ''}${b.disabled ? ' (disabled)' : ''}`);
    throw new Error(`${String(e)}; the desk said: “${rootOf(desk).querySelector('.message')?.textContent ?? ''}”; the card offers: ${buttons.join(' | ')}`);
  });
}

/** Taps Undo on the applied result shown, and waits until it can be applied again. */
export async function undoShown(desk: Element, tap: Tap): Promise<void> {
  tap(resultCard(desk), 'Undo the applied result');
  await until(() => offered(desk, 'Apply to units'), 'undone');
}

/** The file the player would save, caught on its way to the download. */
export async function caughtDownload(act: () => void): Promise<{ name: string; text: string }> {
  const blobs: Blob[] = [];
  const names: string[] = [];
  const createObjectURL = URL.createObjectURL.bind(URL);
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    blobs.push(blob as Blob);
    return 'blob:adjutant-test';
  };
  // An own click on the anchor prototype, removed after, shadows HTMLElement's.
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    names.push(this.download);
  };
  try {
    act();
    await until(() => names.length === 1, 'the download');
  } finally {
    URL.createObjectURL = createObjectURL;
    delete (HTMLAnchorElement.prototype as { click?: unknown }).click;
  }
  return { name: names[0] ?? '', text: await (blobs[0] as Blob).text() };
}
