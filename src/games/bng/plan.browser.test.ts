import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { engineApi } from '../../engine/api';
import { SPI_1975_CRT } from '../../engine/games/bng/starting-charts';
import { compareExact, exact } from '../../plan/exact';
import { forcesOf } from '../../plan/force';
import { saveChart } from '../../store/charts';
import { createGame } from '../../store/games';
import type { UnitRecord } from '../../store/records';
import { openDesk, pickSides, readyToResolve, shadow, rootOf, showActivity, tapper } from '../../ui/desk/desk-test-helpers';
import { freshDb, until } from '../../ui/test-helpers';
import { EMPTY_BNG_DRAFT } from './draft';
import { BNG_DESK } from './rules';

const { rows, columns, cells } = SPI_1975_CRT;
const crt = { name: 'My CRT', entered: '2026-11-25', rows, columns, cells };
const brigades: readonly [string, number][] = [
  ['1st', 4],
  ['2nd', 3],
  ['3rd', 6],
  ['4th', 2],
  ['5th', 5],
];

/** A Blue & Grey game with five brigades against a regiment, and the player's CRT entered. */
async function bngGame() {
  const db = freshDb();
  const game = await createGame(db, 'Gettysburg, the Wheatfield', 'bng');
  const unit = (name: string, side: string, strength: number): UnitRecord => ({ id: `${name}-id`, gameId: game.id, name, side, type: 'infantry', strength, state: { morale: 'good' } });
  const units = [...brigades.map(([name, strength]) => unit(name, 'union', strength)), unit('Rebels', 'confederate', 6)];
  await db.units.bulkAdd(units);
  await saveChart(db, { id: 'crt', rules: 'bng', slot: 'crt', chart: crt, savedAt: 1 });
  return { db, game, units: new Map(units.map((u) => [u.id, u])) };
}

const planEl = (desk: Element) => shadow(rootOf(desk).querySelector('adj-phase-plan') as Element);

describe('the smallest Blue & Grey force in the phase plan', () => {
  after(() => setViewport({ width: 800, height: 600 }));

  for (const viewport of [{ width: 1024, height: 768 }, { width: 768, height: 1024 }]) {
    it(`finds the least strength for 80 % of the defenders leaving the hex, as the engine’s own resolves count it, and keeps it, at ${viewport.width}×${viewport.height}`, async () => {
      await setViewport(viewport);
      const { db, game, units } = await bngGame();
      const el = await openDesk(db, game.id);
      const { tap } = tapper();
      await pickSides(el, tap, brigades.map(([name]) => name), ['Rebels']);
      await readyToResolve(el);
      tap(rootOf(el), 'Add to the plan');
      await showActivity(el, 'phase');
      await until(() => !!planEl(el).querySelector('li.attack .chance'), 'the attack weighed');
      expect((planEl(el).querySelector('li.attack input[type=number]') as HTMLInputElement).value).to.equal('80');
      tap(planEl(el), 'Find the smallest force for attack 1');
      await until(() => /smallest force for at least 80 %/.test(planEl(el).querySelector('li.attack [role=status]')?.textContent ?? ''), 'the smallest force');
      const said = planEl(el).querySelector('li.attack [role=status]')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      const names = said.slice(0, said.indexOf(' (')).split(', ');
      const ids = names.map((n) => `${n}-id`);

      // Counted from the engine's resolves, each die typed in: the defenders leave the hex on Dr or De.
      const describe = (attackers: readonly string[]) => ({ ...BNG_DESK.describe({ ...EMPTY_BNG_DRAFT, attackers, defenders: ['Rebels-id'] }, units), charts: { crt } });
      const byDice = (attackers: readonly string[]) => {
        let cleared = 0;
        for (let die = 1; die <= 6; die++) {
          const r = engineApi.resolve(describe(attackers), { physical: [die, 1, 1, 1, 1, 1, 1] });
          if (!r.ok && !('missingDie' in r)) return undefined;
          if (r.ok && ['Dr', 'De'].some((code) => r.value.outcome.label.includes(`(${code})`))) cleared++;
        }
        return exact(cleared, 6);
      };
      const chance = byDice(ids);
      expect(chance && compareExact(chance, exact(4, 5)) >= 0, said).to.equal(true);
      const strength = ids.reduce((sum, id) => sum + (units.get(id)?.strength ?? 0), 0);
      expect(said).to.contain(`(combat strength ${strength})`);
      // No force of less strength reaches 80 %.
      for (const f of forcesOf(brigades.map(([name, s]) => ({ id: `${name}-id`, strength: s })))) {
        if (f.strength >= strength) break;
        const c = byDice(f.ids);
        expect(c === undefined || compareExact(c, exact(4, 5)) < 0, f.ids.join('+')).to.equal(true);
      }
      await expect(el).to.be.accessible();

      tap(planEl(el), 'Keep this force for attack 1');
      await until(() => planEl(el).querySelector('li.attack .title')?.textContent === `1. ${names.join(', ')} → Rebels`, 'the force kept');
    });
  }
});
