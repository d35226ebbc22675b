import { expect, fixture, html } from '@open-wc/testing';
import { engineApi } from '../../engine/api';
import type { QuickRoll } from '../../engine/core/quick-roll';
import { createGame } from '../../store/games';
import { addUnits } from '../../store/units';
import { fakeEngine, freshDb, until } from '../../ui/test-helpers';
import type { AdjQuickRoll } from '../../ui/tables/quick-roll.component';
import { applier, found, pick, root, rollTyped } from '../../ui/tables/quick-roll-test-helpers';
import '../../ui/tables/quick-roll';

describe('applying a GCACW quick roll to a unit', () => {
  it('fills a GCACW Extended March in from the marching unit, applies it, and reads the unit again for the next march', async () => {
    const db = freshDb();
    const g = await createGame(db, 'Overland', 'gcacw');
    const [heth] = await addUnits(db, [{ gameId: g.id, name: 'Heth', side: 'confederate', type: 'infantry', strength: 4, state: { combatValue: 4, fatigue: 3, disorganized: true } }]);
    const march = engineApi.quickRolls('gcacw').find((r) => r.id === 'extendedMarch') as QuickRoll;
    const el = await fixture<AdjQuickRoll>(html`<adj-quick-roll .roll=${march} .engine=${fakeEngine()} .db=${db} gameId=${g.id}></adj-quick-roll>`);
    pick(await found(() => applier(el)?.querySelector('select'), 'the unit picker'), 'Heth');
    const field = (name: string) => root(el).querySelector(`[name="${name}"]`) as HTMLInputElement | HTMLSelectElement;
    await until(() => field('manpower').value === '4', 'the Manpower read from the unit');
    expect(['side', 'unit', 'strengthMarker'].map((n) => field(n).value)).to.deep.equal(['confederate', 'infantry', 'disorganized']);
    for (const [name, value] of [['title', 'GTC'], ['counterSide', 'exhausted'], ['reaches', '4']] as const) {
      const control = field(name);
      control.value = value;
      control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input'));
    }
    await el.updateComplete;
    // Exhausted side, 3 to 4: +3; die 3 makes 6, a Manpower loss of 1 in the second column.
    await rollTyped(el, 3);
    const scope = applier(el) as ShadowRoot;
    (await found(() => [...scope.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Apply to Heth'), 'the Apply button')).click();
    await until(() => scope.querySelector('.applied')?.textContent?.includes('Applied') ?? false, 'the applied words');
    expect(scope.querySelector('.applied')?.textContent?.trim()).to.equal('Applied. Heth: Manpower Value 4 → 3, Fatigue Level Fatigue 3 → Fatigue 4');
    expect((await db.units.get(heth?.id ?? ''))?.strength).to.equal(3);
    await until(() => field('manpower').value === '3', 'the Manpower read again');
  });
});
