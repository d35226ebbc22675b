import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { EMPTY_GCACW_DRAFT } from './rules';
import type { Sides } from '../../desk/rules';
import { hexKey } from '../../engine/hex/hex';
import { hexFromOffset } from '../../engine/hex/offset';
import { placeCounter } from '../../map/edit';
import { gridMap } from '../../map/state';
import { TAKE_THE_HEX } from '../../plan/success';
import type { DeskActivityName } from '../../router';
import { createGame } from '../../store/games';
import type { UnitRecord } from '../../store/records';
import { type Display, applyDisplay, DEFAULT_DISPLAY } from '../../ui/display-settings/display';
import { fakeEngine, freshDb, until } from '../../ui/test-helpers';
import type { AdjDesk } from '../../ui/desk/desk.component';
import { openDesk, pickSides, readyToResolve, rootOf, showActivity, tapper } from '../../ui/desk/desk-test-helpers';

const SIZES = [
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
  { width: 360, height: 740 },
] as const;

/** What the player does most in each activity: on screen, without scrolling, when it opens. */
const PRIMARY: Readonly<Record<DeskActivityName, readonly string[]>> = {
  combat: ['Roll'],
  phase: ['Add the combat on the desk to the plan', 'Find the best allocation'],
  turn: ['Next phase'],
  record: ['Undo the last applied result'],
};

/** The element a finger at (x, y) lands on, through every shadow root. */
function landsOn(x: number, y: number): Element | null {
  let at: Element | null = document.elementFromPoint(x, y);
  while (at?.shadowRoot) {
    const inner = at.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === at) break;
    at = inner;
  }
  return at;
}

/** Every button in and under a root, through every shadow root. */
function buttonsUnder(root: ParentNode): HTMLButtonElement[] {
  const found = [...root.querySelectorAll<HTMLButtonElement>('button')];
  for (const host of root.querySelectorAll('*')) if (host.shadowRoot) found.push(...buttonsUnder(host.shadowRoot));
  return found;
}

/** The button named `name` in the desk, in sight and not under anything: a tap at its middle lands on it. */
function inReach(desk: AdjDesk, name: string): string {
  const button = buttonsUnder(desk.shadowRoot as ShadowRoot).find((b) => b.textContent?.trim() === name);
  if (!button) return `no "${name}"`;
  const box = button.getBoundingClientRect();
  if (box.bottom > innerHeight || box.top < 0 || box.right > innerWidth || box.left < 0) return `"${name}" off the screen at ${box.top.toFixed(0)}-${box.bottom.toFixed(0)} of ${innerHeight}`;
  const at = landsOn(box.left + box.width / 2, box.top + box.height / 2);
  return at === button || button.contains(at) ? '' : `"${name}" under ${at?.outerHTML.slice(0, 60)}`;
}

/**
 * With the roster scrolled to (where the units are picked), the chance players ask first reads in the
 * roll bar as the odds' chart says it, in sight and not under anything.
 */
function chanceBesideRoll(desk: AdjDesk): string {
  const root = rootOf(desk);
  root.querySelector('adj-roster')?.scrollIntoView();
  const chart = root.querySelector('adj-live-panel')?.shadowRoot?.querySelector('adj-outcome-chart')?.shadowRoot;
  const first = `${chart?.querySelector('dt')?.textContent?.trim()}: ${chart?.querySelector('dd')?.textContent?.trim()}`;
  const line = root.querySelector<HTMLElement>('.actions .chance');
  if (!line) return 'no chance in the roll bar';
  if (line.textContent?.replace(/\s+/g, ' ').trim() !== first) return `the roll bar says "${line.textContent}", the chart "${first}"`;
  const box = line.getBoundingClientRect();
  if (box.top < 0 || box.bottom > innerHeight || box.right > innerWidth) return `the chance off the screen at ${box.top.toFixed(0)}-${box.bottom.toFixed(0)} of ${innerHeight}`;
  const at = landsOn(box.left + 4, box.top + box.height / 2);
  return at && line.contains(at) ? '' : `the chance under ${at?.outerHTML.slice(0, 60)}`;
}

/** What runs past the screen's right edge, for a failure to name. */
function widest(width: number): string {
  const out: string[] = [];
  const walk = (root: ParentNode) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.getBoundingClientRect().right > width + 1) out.push(`${el.localName}.${el.getAttribute('class') ?? ''}`);
      if (el.shadowRoot) walk(el.shadowRoot);
    }
  };
  walk(document);
  return out.slice(0, 12).join(', ');
}

/** A Grant Takes Command game with two divisions a side on a small map and a plan of three attacks. */
async function gcacwPhase() {
  const db = freshDb();
  const game = await createGame(db, 'Spotsylvania', 'gcacw');
  const unit = (id: string, side: string, manpower: number, combatValue: number): UnitRecord => ({ id, gameId: game.id, name: id, side, type: 'infantry', strength: manpower, state: { combatValue, artillery: 2, tactical: 2 } });
  const units = [unit('Barlow', 'union', 10, 9), unit('Gibbon', 'union', 6, 6), unit('Birney', 'union', 8, 8), unit('Heth', 'confederate', 7, 7), unit('Wilcox', 'confederate', 5, 5)];
  await db.units.bulkAdd(units);
  let map = gridMap(8, 8);
  const at: Record<string, [number, number]> = { Barlow: [2, 2], Gibbon: [2, 3], Birney: [4, 3], Heth: [3, 2], Wilcox: [3, 4] };
  for (const u of units) {
    const [col, row] = at[u.id] ?? [0, 0];
    map = placeCounter(map, { hex: hexKey(hexFromOffset({ col, row })), side: u.side === 'union' ? 'union' : 'confederate', type: 'infantry', label: u.name, unitId: u.id });
  }
  const attack = (id: string, attackers: string[], defenders: string[]) => ({ id, draft: { ...EMPTY_GCACW_DRAFT, title: 'GTC', attackers, defenders } as Sides, success: TAKE_THE_HEX });
  await db.games.update(game.id, {
    map,
    draft: { ...EMPTY_GCACW_DRAFT, title: 'GTC' },
    plan: { attacks: [attack('a1', ['Barlow'], ['Heth']), attack('a2', ['Gibbon'], ['Heth']), attack('a3', ['Birney'], ['Wilcox'])] },
  });
  return { db, gameId: game.id };
}

describe('the desk’s activities at the table', () => {
  after(async () => {
    applyDisplay(DEFAULT_DISPLAY);
    await setViewport({ width: 800, height: 600 });
  });

  for (const viewport of SIZES) {
    it(`puts each activity's primary action on screen, never under the tabs, the first chance beside Roll, with no serious accessibility fault in any theme, at ${viewport.width}×${viewport.height}`, async function () {
      // Every activity checked in every theme: longer than one test usually takes.
      this.timeout(60_000);
      await setViewport(viewport);
      const { db, gameId } = await gcacwPhase();
      const el = await openDesk(db, gameId);
      const { tap } = tapper();
      await pickSides(el, tap, ['Barlow'], ['Heth']);
      await readyToResolve(el);
      for (const activity of ['combat', 'phase', 'turn', 'record'] as const) {
        await showActivity(el, activity);
        scrollTo(0, 0);
        if (activity === 'phase') await until(() => !!rootOf(el).querySelector('adj-phase-plan')?.shadowRoot?.querySelector('.combined'), 'the plan weighed', 8000);
        await el.updateComplete;
        for (const name of PRIMARY[activity]) expect(inReach(el, name), `${activity}: ${name}`).to.equal('');
        if (activity === 'combat') expect(chanceBesideRoll(el)).to.equal('');
        expect(document.documentElement.scrollWidth, `${activity}: the page no wider than the screen; wider: ${widest(viewport.width)}`).to.be.at.most(viewport.width);
        for (const theme of ['light', 'dark', 'contrast'] as const) {
          applyDisplay({ theme, text: 'standard' } satisfies Display);
          await expect(el, `${activity} in the ${theme} theme`).to.be.accessible({ ignoredRules: [] });
        }
        applyDisplay(DEFAULT_DISPLAY);
      }
    });
  }

  it('fights a GCACW phase of three attacks from the plan, each attack’s Roll and Apply on screen, the plan weighed again after each', async function () {
    this.timeout(30_000);
    await setViewport({ width: 1024, height: 768 });
    const { db, gameId } = await gcacwPhase();
    const el = await openDesk(db, gameId);
    const { tap } = tapper();
    await showActivity(el, 'phase');
    const plan = () => rootOf(el).querySelector('adj-phase-plan')?.shadowRoot as ShadowRoot;
    await until(() => !!plan()?.querySelector('.combined'), 'the plan weighed', 8000);
    for (let fought = 0; fought < 3; fought++) {
      tap(plan(), 'To the desk: attack 1');
      await until(() => el.activity === 'combat' && el.session.plan.attacks.length === 2 - fought, `attack ${fought + 1} on the desk`);
      await readyToResolve(el);
      expect(inReach(el, 'Roll'), 'Roll').to.equal('');
      tap(rootOf(el), 'Roll');
      // In sight, then taking taps from the next frame on.
      await until(() => !!rootOf(el).querySelector('.sheet:not(.unseen):not([inert]) adj-result-card'), 'the result, to be tapped');
      const card = rootOf(el).querySelector('adj-result-card')?.shadowRoot as ShadowRoot;
      const apply = [...card.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Apply to units');
      if (apply) {
        const box = apply.getBoundingClientRect();
        expect(box.bottom <= innerHeight && landsOn(box.left + box.width / 2, box.top + box.height / 2) === apply, 'Apply on screen').to.equal(true);
        apply.click();
        await until(() => [...card.querySelectorAll('button')].some((b) => b.textContent?.includes('Undo the applied result')), 'applied').catch((e: unknown) => {
          throw new Error(`${String(e)}: ${el.session.message} | ${card.textContent?.replace(/\s+/g, ' ').slice(0, 300)}`);
        });
      }
      tap(card, 'New combat');
      await showActivity(el, 'phase');
      if (fought < 2) await until(() => !!plan()?.querySelector('.combined') && plan().querySelectorAll('li.attack').length === 2 - fought, 'the plan left weighed again', 8000);
    }
    expect(el.session.log.total).to.equal(3);
    expect(el.session.plan.attacks).to.deep.equal([]);
  });

  it('closes a sheet with a tap outside it, and that tap reaches nothing under it', async () => {
    await setViewport({ width: 1024, height: 768 });
    const { db, gameId } = await gcacwPhase();
    const el = await openDesk(db, gameId, fakeEngine());
    const { tap } = tapper();
    await pickSides(el, tap, ['Barlow'], ['Heth']);
    await readyToResolve(el);
    tap(rootOf(el), 'Roll');
    await until(() => !!rootOf(el).querySelector('.sheet:not(.unseen) adj-result-card'), 'the result');
    // A tap on the Phase tab, beside the sheet, under its backdrop: the sheet closes, the phase is not opened.
    const phase = [...(el.shadowRoot as ShadowRoot).querySelectorAll<HTMLAnchorElement>('nav.tabs a')].find((a) => a.textContent?.includes('Phase')) as HTMLAnchorElement;
    const box = phase.getBoundingClientRect();
    const under = landsOn(box.left + box.width / 2, box.top + box.height / 2) as HTMLElement;
    expect(under.classList.contains('scrim'), `the backdrop takes the tap, not ${under.outerHTML.slice(0, 80)}`).to.equal(true);
    under.click();
    await until(() => !rootOf(el).querySelector('.sheet:not(.unseen) adj-result-card'), 'the sheet closed');
    expect(el.activity).to.equal('combat');
  });
});
