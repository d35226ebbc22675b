import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { engineApi } from '../../engine/api';
import { planKey, suggestAllocation } from '../../desk/losses';
import { type PlanEngine, type PlannedAttack, weighPlan } from '../../desk/plan';
import type { GcacwCombatEffects } from '../../engine/games/gcacw';
import { EMPTY_GCACW_DRAFT, GCACW_DESK, type GcacwDraft } from './rules';
import { type Exact, ZERO, exact, percent, plus, times } from '../../plan/exact';
import { TAKE_THE_HEX, successOf } from '../../plan/success';
import { createGame } from '../../store/games';
import type { UnitRecord } from '../../store/records';
import { freshDb, until } from '../../ui/test-helpers';
import { openDesk, pickSides, readyToResolve, shadow, tapper, rootOf, showActivity, type Scope } from '../../ui/desk/desk-test-helpers';

const planEl = (desk: Element) => shadow(rootOf(desk).querySelector('adj-phase-plan') as Element);
const text = (root: Scope, selector: string) => root.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const attack = (id: string, attackers: string[], defenders: string[]): PlannedAttack<GcacwDraft> => ({ id, draft: { ...EMPTY_GCACW_DRAFT, title: 'GTC', attackers, defenders }, success: TAKE_THE_HEX });

type Units = ReadonlyMap<string, UnitRecord>;

/** An attack's chance of taking the hex on its own, from the engine's fast figures. */
function alone(a: PlannedAttack<GcacwDraft>, units: Units): Exact {
  const answer = engineApi.figures(GCACW_DESK.describe(a.draft, units));
  if (!answer.ok) throw new Error('refused');
  return successOf(answer.value, a.success);
}

/**
 * A second attack's chance of taking the hex counted by hand, die by die of the first: the 36 rolls
 * of the first attack, each result applied as the desk first suggests; a roll whose result makes the
 * defender retreat (or takes all its Manpower) takes the hex, and the second attack is not made.
 */
function afterFirst(first: PlannedAttack<GcacwDraft>, second: PlannedAttack<GcacwDraft>, units: Units, defenderManpower: number): Exact {
  let chance = ZERO;
  const roll = exact(1, 36);
  for (let a = 1; a <= 6; a++) {
    for (let d = 1; d <= 6; d++) {
      const resolved = engineApi.resolve(GCACW_DESK.describe(first.draft, units), { physical: [a, d] });
      if (!resolved.ok) throw new Error('refused');
      const effects = resolved.value.outcome.effects as GcacwCombatEffects;
      if (effects.defender.result.retreat !== undefined || effects.defender.manpowerLoss >= defenderManpower) {
        chance = plus(chance, roll);
        continue;
      }
      const plans = GCACW_DESK.lossPlans(effects, first.draft, units);
      const shares = Object.fromEntries(plans.map((p) => [planKey(p), suggestAllocation(p, units)]));
      const left = new Map(units);
      for (const u of GCACW_DESK.applyResult(effects, first.draft, shares, plans, units)) left.set(u.id, u);
      chance = plus(chance, times(roll, alone(second, left)));
    }
  }
  return chance;
}

/** A GCACW game whose saved plan has three attacks on two hexes, Barlow wrongly in two of them. */
async function plannedGame() {
  const db = freshDb();
  const game = await createGame(db, 'Spotsylvania', 'gcacw');
  const unit = (id: string, side: string, manpower: number, state: UnitRecord['state']): UnitRecord => ({ id, gameId: game.id, name: id, side, type: 'infantry', strength: manpower, state });
  const units = [
    unit('Barlow', 'union', 10, { combatValue: 9, artillery: 5, tactical: 3, fatigue: 1 }),
    unit('Gibbon', 'union', 6, { combatValue: 6, artillery: 4, tactical: 2 }),
    unit('Birney', 'union', 8, { combatValue: 8, artillery: 3, tactical: 2 }),
    unit('Heth', 'confederate', 7, { combatValue: 7, artillery: 1, tactical: 2, fatigue: 2 }),
    unit('Wilcox', 'confederate', 5, { combatValue: 5, artillery: 2, tactical: 2 }),
  ];
  await db.units.bulkAdd(units);
  const plan = [attack('a1', ['Barlow'], ['Heth']), attack('a2', ['Gibbon'], ['Heth']), attack('a3', ['Barlow'], ['Wilcox'])];
  await db.games.update(game.id, { plan: { attacks: plan } });
  return { db, game, units: new Map(units.map((u) => [u.id, u])) };
}

describe('a GCACW phase plan at the desk', () => {
  after(() => setViewport({ width: 800, height: 600 }));

  for (const viewport of [{ width: 1024, height: 768 }, { width: 768, height: 1024 }]) {
    it(`refuses Barlow in two attacks by name, then weighs three attacks on two hexes exactly, at ${viewport.width}×${viewport.height}`, async () => {
      await setViewport(viewport);
      const { db, game, units } = await plannedGame();
      const el = await openDesk(db, game.id);
      const { tap } = tapper();
      await showActivity(el, 'phase');
      await until(() => text(planEl(el), '[role=alert]').startsWith('Barlow is in attacks 1 and 3'), 'Barlow named in two attacks');
      expect(planEl(el).querySelector('.combined')).to.equal(null);
      await expect(el).to.be.accessible();

      // Attack 3 is taken off and made again with Birney.
      tap(planEl(el), 'Remove attack 3');
      await until(() => planEl(el).querySelectorAll('li.attack').length === 2, 'attack 3 removed');
      await showActivity(el, 'combat');
      const title = rootOf(el).querySelector<HTMLSelectElement>('select[aria-label="Title"]');
      if (!title) throw new Error('no Title');
      title.selectedIndex = [...title.options].findIndex((o) => o.textContent?.trim() === 'GTC');
      title.dispatchEvent(new Event('change'));
      await pickSides(el, tap, ['Birney'], ['Wilcox']);
      await readyToResolve(el);
      tap(rootOf(el), 'Add to the plan');
      await showActivity(el, 'phase');
      await until(() => planEl(el).querySelectorAll('li.attack').length === 3 && !!planEl(el).querySelector('.combined'), 'the plan weighed');

      // Counted apart: the two attacks on Heth in order (the second from each result of the first), times the attack on Wilcox alone.
      const engine: PlanEngine = { planMany: async (requests) => engineApi.planMany(requests) };
      const onHeth = await weighPlan([attack('a1', ['Barlow'], ['Heth']), attack('a2', ['Gibbon'], ['Heth'])], units, GCACW_DESK, engine);
      const onWilcox = await weighPlan([attack('b', ['Birney'], ['Wilcox'])], units, GCACW_DESK, engine);
      if (!onHeth.chances || !onWilcox.chances) throw new Error('not weighed');
      const all = times(onHeth.chances.allSucceed, onWilcox.chances.allSucceed);
      await until(() => text(planEl(el), '.combined').startsWith(`${percent(all)} every attack succeeds`), 'the combined chance');
      const shown = [...planEl(el).querySelectorAll('li.attack .chance')].map((c) => c.textContent);
      expect(shown).to.deep.equal([percent(onHeth.chances.attacks[0]?.success ?? all), percent(onHeth.chances.attacks[1]?.success ?? all), percent(onWilcox.chances.allSucceed)]);
      expect(text(planEl(el), '.combined')).to.contain('Manpower');

      // Gibbon's attack comes after Barlow's on Heth: its chance says so, and its chance alone stands beside it, both as counted by hand.
      const rows = [...planEl(el).querySelectorAll('li.attack')];
      const gibbon = attack('a2', ['Gibbon'], ['Heth']);
      const byHand = afterFirst(attack('a1', ['Barlow'], ['Heth']), gibbon, units, 7);
      expect([rows[1]?.querySelector('.chance')?.textContent, rows[1]?.querySelector('.after')?.textContent, rows[1]?.querySelector('.alone')?.textContent]).to.deep.equal([
        percent(byHand),
        'after attack 1 by Barlow on this hex',
        percent(alone(gibbon, units)),
      ]);
      expect(percent(byHand)).not.to.equal(percent(alone(gibbon, units)));
      // The first attack on a hex, and an attack alone on its hex, are counted from the units as they stand: nothing to say.
      expect([rows[0], rows[2]].map((r) => r?.querySelector('.after, .alone'))).to.deep.equal([null, null]);
      await expect(el).to.be.accessible();
    });
  }
});
