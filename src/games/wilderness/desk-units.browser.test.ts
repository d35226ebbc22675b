import { expect } from '@open-wc/testing';
import { createGame } from '../../store/games';
import type { UnitRecord } from '../../store/records';
import type { MapState } from '../../map/state';
import { freshDb, until } from '../../ui/test-helpers';
import type { AdjDesk } from '../../ui/desk/desk.component';
import '../../ui/desk/desk';
import { applyShown, enterDice, openDesk, pickSides, readyToResolve, shadow, tapper, undoShown, rootOf } from '../../ui/desk/desk-test-helpers';

/** A Wilderness game: V and VI attack Heth, all three placed on the sketch map from the desk. */
async function placedAttack() {
  const db = freshDb();
  const game = await createGame(db, 'May 1864', 'wilderness');
  const unit = (name: string, side: string, strength: number): UnitRecord => ({ id: `${name}-id`, gameId: game.id, name, side, type: 'infantry', strength, state: {} });
  await db.units.bulkAdd([unit('V', 'union', 12), unit('VI', 'union', 12), unit('Heth', 'confederate', 5)]);
  const el = await openDesk(db, game.id);
  const { tap } = tapper();
  await pickSides(el, tap, ['V', 'VI'], ['Heth']);
  tap(rootOf(el), 'Show the map');
  await until(() => !!rootOf(el).querySelector('adj-map'), 'the map');
  for (const name of ['Heth', 'V', 'VI']) {
    tap(rootOf(el), `Place ${name}`);
    await el.updateComplete;
  }
  return { el, tap };
}

const counterOf = (el: AdjDesk, unitId: string) => (rootOf(el).querySelector('adj-map') as HTMLElement & { map: MapState }).map.counters.find((c) => c.unitId === unitId);

describe('the desk’s units carry their state', () => {
  it('shows a unit’s counter as the unit is after a result is applied and after it is undone, and lists the change in its history', async () => {
    const { el, tap } = await placedAttack();
    expect(counterOf(el, 'Heth-id')?.strength).to.equal(5);
    await readyToResolve(el);
    // 24 against 5 is 4-1 on the 5-8 table; a 1 costs the attacker 1 and the defender 4.
    await enterDice(el, tap, [1]);
    await applyShown(el, tap);
    await until(() => counterOf(el, 'Heth-id')?.strength === 1, 'Heth’s counter at 1');
    expect(counterOf(el, 'V-id')?.strength).to.equal(11);
    await undoShown(el, tap);
    await until(() => counterOf(el, 'Heth-id')?.strength === 5, 'Heth’s counter back at 5');
    expect(counterOf(el, 'V-id')?.strength).to.equal(12);

    tap(rootOf(el), 'Edit, paste or export the roster');
    await until(() => !!rootOf(el).querySelector('adj-roster-editor')?.shadowRoot?.querySelector('adj-unit-history'), 'the roster editor');
    const editor = shadow(rootOf(el).querySelector('adj-roster-editor') as Element);
    const history = [...editor.querySelectorAll('adj-unit-history')].find((h) => h.unit?.id === 'Heth-id');
    (history?.shadowRoot?.querySelector('button') as HTMLButtonElement).click();
    await until(() => (history?.shadowRoot?.querySelectorAll('ol > li').length ?? 0) === 1, 'Heth’s history');
    const item = history?.shadowRoot?.querySelector('ol > li');
    expect(item?.classList.contains('undone')).to.equal(true);
    expect(item?.querySelector('.changes li')?.textContent).to.equal('Strength: 5 → 1');
  });
});
