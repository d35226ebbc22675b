import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { engineApi } from '../../engine/api';
import { type PlannedAttack, weighPlan } from '../../desk/plan';
import { EMPTY_DRAFT, type WildernessDraft } from './draft';
import { WILDERNESS_DESK } from './rules';
import { compareView } from '../../plan/cumulative';
import { percent } from '../../plan/exact';
import type { Success } from '../../plan/success';
import { createGame } from '../../store/games';
import type { AdjDesk } from '../../ui/desk/desk.component';
import type { UnitRecord } from '../../store/records';
import { freshDb, until } from '../../ui/test-helpers';
import { type Tap, applyShown, enterDice, openDesk, pickSides, readyToResolve, shadow, tapper, rootOf, showActivity, type Scope } from '../../ui/desk/desk-test-helpers';
import { chancesOf } from '../../plan/success';

/** What a Wilderness attack counts as success until the player says otherwise: a loss inflicted. */
const LOSS_INFLICTED: Success = { defenderLossAtLeast: 1 };

/** A Wilderness game at the desk with two corps on each side. */
async function deskWithRoster() {
  const db = freshDb();
  const game = await createGame(db, 'May 1864', 'wilderness');
  const unit = (name: string, side: string, strength: number): UnitRecord => ({ id: `${name}-id`, gameId: game.id, name, side, type: 'infantry', strength, state: {} });
  const units = [unit('V', 'union', 12), unit('VI', 'union', 12), unit('IX', 'union', 10), unit('Heth', 'confederate', 5), unit('Field', 'confederate', 4)];
  await db.units.bulkAdd(units);
  const el = await openDesk(db, game.id);
  return { db, game, el, units: new Map(units.map((u) => [u.id, u])) };
}

const planEl = (desk: Element) => shadow(rootOf(desk).querySelector('adj-phase-plan') as Element);
const text = (root: Scope, selector: string) => root.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** Adds the combat set up on the desk to the plan from its bar, once it offers it; the phase is then shown. */
async function addToPlan(desk: AdjDesk, tap: Tap) {
  await showActivity(desk, 'combat');
  await readyToResolve(desk);
  tap(rootOf(desk), 'Add to the plan');
  await showActivity(desk, 'phase');
}

/** Clears the desk's sides, as taking each unit off would, and turns the roster back to the attackers. */
async function clearSides(desk: AdjDesk) {
  await showActivity(desk, 'combat');
  desk.session.setDraft({ attackers: [], defenders: [] });
  await desk.updateComplete;
  const roster = shadow(rootOf(desk).querySelector('adj-roster') as Element);
  ([...roster.querySelectorAll('button')].find((b) => b.textContent?.trim().startsWith('Attackers')) as HTMLButtonElement).click();
  await until(() => roster.querySelector('button[aria-pressed=true]')?.textContent?.includes('Attackers') ?? false, 'the attackers picked next');
}

const compareEl = (desk: Element) => shadow(rootOf(desk).querySelector('adj-compare-attacks') as Element);

/** Puts the combat set up on the desk into the comparison, once the desk offers it: the phase is then shown. */
async function compareNow(desk: AdjDesk, tap: Tap) {
  await showActivity(desk, 'combat');
  await readyToResolve(desk);
  await showActivity(desk, 'phase');
  await until(() => !([...compareEl(desk).querySelectorAll('button')].at(-1) as HTMLButtonElement | undefined)?.disabled, 'Compare offered');
  tap(compareEl(desk), 'Compare this combat');
}

describe('the phase plan at the desk', () => {
  after(() => setViewport({ width: 800, height: 600 }));

  it('plans two attacks, refuses a unit in both by name, shows the combined chance exactly, and keeps the plan with the game', async () => {
    const { db, game, el, units } = await deskWithRoster();
    const { tap } = tapper();
    const add = () => addToPlan(el, tap);
    await pickSides(el, tap, ['V'], ['Heth']);
    await add();
    await until(() => planEl(el).querySelectorAll('li.attack').length === 1, 'the first attack planned');
    // A Wilderness attack is first judged by the loss it inflicts: the tables give no retreat.
    const success = planEl(el).querySelector('select') as HTMLSelectElement;
    expect([success.selectedOptions[0]?.textContent, (planEl(el).querySelector('input[aria-label="Attack 1: how many"]') as HTMLInputElement).value]).to.deep.equal(['the defender loses at least', '1']);

    await clearSides(el);
    await pickSides(el, tap, ['V', 'VI'], ['Field']);
    await add();
    await until(() => text(planEl(el), '[role=alert]').startsWith('V is in attacks 1 and 2'), 'V named in two attacks');
    expect(planEl(el).querySelector('.combined')).to.equal(null);

    // The second attack goes back to the desk, V is taken off it, and it is planned again.
    tap(planEl(el), 'To the desk: attack 2');
    await until(() => el.session.plan.attacks.length === 1 && el.activity === 'combat', 'the second attack back on the desk');
    await clearSides(el);
    await pickSides(el, tap, ['VI'], ['Field']);
    await add();
    await until(() => !!planEl(el).querySelector('.combined') && planEl(el).querySelector('[role=alert]') === null, 'the plan weighed');

    const attack = (attackers: string[], defenders: string[]): PlannedAttack<WildernessDraft> => ({ id: attackers.join(), draft: { ...EMPTY_DRAFT, attackers, defenders }, success: LOSS_INFLICTED });
    const expected = await weighPlan([attack(['V-id'], ['Heth-id']), attack(['VI-id'], ['Field-id'])], units, WILDERNESS_DESK, { planMany: async (r) => engineApi.planMany(r) });
    const all = expected.chances?.allSucceed;
    if (!all) throw new Error('the plan was not weighed');
    await until(() => text(planEl(el), '.combined').startsWith(`${percent(all)} every attack succeeds`), 'the combined chance');
    expect([...planEl(el).querySelectorAll('li.attack .title')].map((t) => t.textContent)).to.deep.equal(['1. V → Heth', '2. VI → Field']);
    // A change to the plan is drawn with its chances: the frame that shows the new order shows them too.
    const chances = () => [...planEl(el).querySelectorAll('li.attack .chance')].map((c) => c.textContent);
    const before = chances();
    const seen: string[][] = [];
    const watch = new MutationObserver(() => seen.push([...planEl(el).querySelectorAll('li.attack .title')].map((t) => `${t.textContent}|${t.parentElement?.querySelector('.chance')?.textContent}`)));
    watch.observe(planEl(el), { subtree: true, childList: true, characterData: true });
    tap(planEl(el), 'Move attack 1 down');
    await until(() => text(planEl(el), 'li.attack .title') === '1. VI → Field', 'the attacks moved');
    watch.disconnect();
    expect(chances()).to.deep.equal([before[1], before[0]]);
    expect(seen.flat().some((line) => line.endsWith('|…'))).to.equal(false);
    tap(planEl(el), 'Move attack 2 up');
    await until(() => text(planEl(el), 'li.attack .title') === '1. V → Heth', 'the attacks moved back');
    // The smallest force of the first attack's one unit: V alone, or the best it can do.
    tap(planEl(el), 'Find the smallest force for attack 1');
    await until(() => /^V \(strength 12\)/.test(planEl(el).querySelector('li.attack [role=status]')?.textContent?.trim() ?? '') || (planEl(el).querySelector('li.attack [role=status]')?.textContent ?? '').includes('best is V (strength 12)'), 'the smallest force');

    // Saved with the game: a desk opened again shows the same plan.
    const savedPlan = async () => ((await db.games.get(game.id))?.plan as { attacks?: unknown[] } | undefined)?.attacks?.length ?? 0;
    for (let i = 0; i < 50 && (await savedPlan()) < 2; i++) await new Promise((r) => setTimeout(r, 50));
    el.remove();
    const again = await openDesk(db, game.id);
    await showActivity(again, 'phase');
    await until(() => planEl(again).querySelectorAll('li.attack').length === 2, 'the plan after reopening');
    await until(() => text(planEl(again), '.combined').startsWith(`${percent(all)} every attack succeeds`), 'the combined chance after reopening');
    await expect(again).to.be.accessible();
  });

  for (const viewport of [{ width: 1024, height: 768 }, { width: 768, height: 1024 }]) {
    it(`fights the plan in order: after the first attack’s result is applied, the attack left is weighed from the units as they now stand, at ${viewport.width}×${viewport.height}`, async () => {
      await setViewport(viewport);
      const { db, el, units } = await deskWithRoster();
      const { tap } = tapper();
      const add = () => addToPlan(el, tap);
      await pickSides(el, tap, ['V'], ['Heth']);
      await add();
      await clearSides(el);
      await pickSides(el, tap, ['IX'], ['Heth']);
      await add();
      await until(() => !!planEl(el).querySelector('.combined'), 'the plan weighed');
      const chanceShown = () => text(planEl(el), 'li.attack .chance');

      // The first attack goes to the desk and is fought: a 3 on the die, applied as the desk suggests.
      tap(planEl(el), 'To the desk: attack 1');
      await until(() => el.session.plan.attacks.length === 1 && el.activity === 'combat', 'one attack left in the plan, the other on the desk');
      await readyToResolve(el);
      await enterDice(el, tap, [3]);
      await applyShown(el, tap);
      await showActivity(el, 'phase');
      const heth = await db.units.get('Heth-id');
      expect(heth?.strength).to.be.below(5);

      // The attack left, IX on Heth, is weighed against Heth as he now stands.
      const now = new Map([...units].map(([id, u]) => [id, id === 'Heth-id' && heth ? heth : u]));
      const figures = engineApi.figures(WILDERNESS_DESK.describe({ ...EMPTY_DRAFT, attackers: ['IX-id'], defenders: ['Heth-id'] }, now));
      if (!figures.ok) throw new Error('refused');
      await until(() => chanceShown() === percent(chancesOf(figures.value, LOSS_INFLICTED).success), 'the attack left weighed again');
    });

    it(`compares two variants of an attack side by side, line by line as the engine weighs them, and keeps one in the plan, at ${viewport.width}×${viewport.height}`, async () => {
      await setViewport(viewport);
      const { el, units } = await deskWithRoster();
      const { tap } = tapper();
      const compare = () => compareEl(el);
      await pickSides(el, tap, ['V'], ['Heth']);
      await compareNow(el, tap);
      await clearSides(el);
      await pickSides(el, tap, ['V', 'VI'], ['Heth']);
      await compareNow(el, tap);
      await until(() => compare().querySelectorAll('thead th').length === 3 && compare().querySelectorAll('tbody tr').length > 0 && !compare().textContent?.includes('—'), 'two variants weighed');

      const figures = (attackers: string[]) => {
        const answer = engineApi.figures(WILDERNESS_DESK.describe({ ...EMPTY_DRAFT, attackers, defenders: ['Heth-id'] }, units));
        if (!answer.ok) throw new Error('refused');
        return answer.value;
      };
      const expected = compareView([figures(['V-id']), figures(['V-id', 'VI-id'])]).map((l) => [l.words, ...l.chances.map(percent)]);
      const shown = [...compare().querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent?.trim()));
      expect(shown).to.deep.equal(expected);

      // Named by what differs: VI added or left out.
      expect([...compare().querySelectorAll('thead th')].map((th) => (th.querySelector('.name') ?? th).textContent?.trim())).to.deep.equal(['Result', 'A. Without VI', 'B. With VI']);
      tap(compare(), 'Keep in the plan: variant B');
      await until(() => planEl(el).querySelectorAll('li.attack').length === 1, 'the variant kept in the plan');
      expect(text(planEl(el), 'li.attack .title')).to.equal('1. V, VI → Heth');
      expect(compare().querySelector('table')).to.equal(null);
    });
  }

  it('keeps a variant of a plan attack in its place, named by what differs from the other, and never as a second attack', async () => {
    const { db, game, el } = await deskWithRoster();
    const { tap } = tapper();
    await pickSides(el, tap, ['V'], ['Heth']);
    await addToPlan(el, tap);
    await clearSides(el);
    await pickSides(el, tap, ['IX'], ['Field']);
    await addToPlan(el, tap);
    await until(() => planEl(el).querySelectorAll('li.attack').length === 2, 'two attacks planned');
    const saved = async () => ((await db.games.get(game.id))?.plan as { attacks: { draft: WildernessDraft }[] } | undefined)?.attacks ?? [];
    const savedAs = async (what: string, holds: (attacks: { draft: WildernessDraft }[]) => boolean) => {
      for (let i = 0; i < 60 && !holds(await saved()); i++) await new Promise((r) => setTimeout(r, 50));
      if (!holds(await saved())) throw new Error(`the plan was not saved ${what}`);
    };
    const titles = () => [...planEl(el).querySelectorAll('li.attack .title')].map((t) => t.textContent);
    const weighedTwo = () => until(() => compareEl(el).querySelectorAll('thead th').length === 3 && compareEl(el).querySelectorAll('tbody tr').length > 0 && !compareEl(el).textContent?.includes('—'), 'two variants weighed');
    const header = () => [...compareEl(el).querySelectorAll('thead th')].map((th) => (th.querySelector('.name') ?? th).textContent?.trim());

    // Attack 1 goes to the desk, and is compared as it was and as a Hasty Attack.
    tap(planEl(el), 'To the desk: attack 1');
    await until(() => el.session.plan.attacks.length === 1 && el.activity === 'combat', 'attack 1 on the desk');
    await compareNow(el, tap);
    await showActivity(el, 'combat');
    tap(rootOf(el), 'Hasty Attack');
    await compareNow(el, tap);
    await weighedTwo();
    expect(header()).to.deep.equal(['Result', 'A. Not a Hasty Attack', 'B. Hasty Attack']);
    expect(compareEl(el).querySelector('caption')?.textContent?.trim()).to.match(/^V → Heth: the variants side by side/);
    // Kept, it goes back to its place in the plan.
    tap(compareEl(el), 'Keep in the plan: variant B');
    await until(() => planEl(el).querySelectorAll('li.attack').length === 2, 'the variant back in the plan');
    expect(titles()).to.deep.equal(['1. V → Heth', '2. IX → Field']);
    await savedAs('with attack 1 hasty', (a) => a.length === 2 && a[0]?.draft.hastyAttack === true && a[1]?.draft.attackers[0] === 'IX-id');

    // Compared again from the attack now in the plan: the variant kept replaces it, still first.
    await compareNow(el, tap);
    await showActivity(el, 'combat');
    tap(rootOf(el), 'Hasty Attack');
    await compareNow(el, tap);
    await weighedTwo();
    expect(header()).to.deep.equal(['Result', 'A. Hasty Attack', 'B. Not a Hasty Attack']);
    tap(compareEl(el), 'Keep in the plan: variant B');
    await savedAs('with attack 1 no longer hasty', (a) => a.length === 2 && a[0]?.draft.hastyAttack === false);
    expect(titles()).to.deep.equal(['1. V → Heth', '2. IX → Field']);
  });
});

