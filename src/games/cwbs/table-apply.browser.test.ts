import { expect, fixture, html } from '@open-wc/testing';
import { engineApi } from '../../engine/api';
import type { QuickRoll } from '../../engine/core/quick-roll';
import { canonicalJson } from '../../store/canonical-json';
import { listCombats, verifyLog } from '../../store/combats';
import type { AdjutantDb } from '../../store/db';
import { createGame } from '../../store/games';
import { addUnits } from '../../store/units';
import { controls, fakeEngine, freshDb, until } from '../../ui/test-helpers';
import { applier, button, found, pick, root, rollTyped } from '../../ui/tables/quick-roll-test-helpers';
import type { AdjQuickRoll } from '../../ui/tables/quick-roll.component';
import '../../ui/tables/quick-roll';

const recovery = engineApi.quickRolls('cwbs').find((r) => r.id === 'stragglerRecovery') as QuickRoll;

/** A CWBS game with a brigade with stragglers, one without, and a leader. */
async function game(db: AdjutantDb) {
  const g = await createGame(db, 'Antietam', 'cwbs');
  const [iron] = await addUnits(db, [
    { gameId: g.id, name: 'Iron Brigade', side: 'union', type: 'infantry', strength: 5, state: { grade: 'B', fireLevel: 'A', stragglers: 3 } },
    { gameId: g.id, name: 'Law', side: 'confederate', type: 'infantry', strength: 8, state: { grade: 'B' } },
    { gameId: g.id, name: 'Hood', side: 'confederate', type: 'leader', strength: null, state: { rating: 2 } },
  ]);
  if (!iron) throw new Error('no unit');
  const el = await fixture<AdjQuickRoll>(html`<adj-quick-roll .roll=${recovery} .engine=${fakeEngine()} .db=${db} gameId=${g.id}></adj-quick-roll>`);
  const apply = await found(() => applier(el)?.querySelector('select'), 'the unit picker');
  return { g, iron, el, apply };
}

describe('applying a CWBS quick roll to a unit', () => {
  it('recovers a brigade’s stragglers: picked, rolled with typed-in dice, applied on its log entry and undone exactly', async () => {
    const db = freshDb();
    const { g, iron, el, apply } = await game(db);
    // Only the brigade with stragglers is offered.
    expect([...apply.options].map((o) => o.textContent?.trim())).to.deep.equal(['No unit', 'Iron Brigade']);
    pick(apply, 'Iron Brigade');
    await until(() => (root(el).querySelector('[name="grade"]') as HTMLSelectElement | null)?.value === 'B', 'the grade read from the unit');
    const before = canonicalJson(await db.units.get(iron.id));

    // Grade B, die 6: 2 strength points recovered.
    await rollTyped(el, 6);
    const scope = applier(el) as ShadowRoot;
    const applyButton = await found(() => [...scope.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Apply to Iron Brigade'), 'the Apply button');
    expect((await listCombats(db, g.id))[0]?.applied).to.equal(undefined);
    await expect(el).to.be.accessible();
    applyButton.click();
    await until(() => scope.querySelector('.applied')?.textContent?.includes('Applied') ?? false, 'the applied words');
    expect(scope.querySelector('.applied')?.textContent?.trim()).to.equal('Applied. Iron Brigade: Strength points 5 → 7, Stragglers 3 → 1');

    const after = await db.units.get(iron.id);
    expect(after?.strength).to.equal(7);
    expect(after?.state['stragglers']).to.equal(1);
    const [entry] = await listCombats(db, g.id);
    expect(entry?.applied?.before.map((u) => canonicalJson(u))).to.deep.equal([before]);
    expect(entry?.applied?.after.map((u) => canonicalJson(u))).to.deep.equal([canonicalJson(after)]);
    expect(entry?.seal).to.be.a('string');
    expect(await verifyLog(db, g.id)).to.deep.equal({ ok: true, chained: 1, unchained: 0 });
    await expect(el).to.be.accessible();
    for (const control of [...controls(root(el)), ...controls(scope)]) {
      const box = control.getBoundingClientRect();
      expect(box.height, control.outerHTML).to.be.at.least(44);
      expect(box.width, control.outerHTML).to.be.at.least(44);
    }

    button(scope, 'Undo').click();
    await until(() => scope.querySelector('.applied')?.textContent?.includes('Undone') ?? false, 'the undo');
    expect(canonicalJson(await db.units.get(iron.id))).to.equal(before);
    expect((await listCombats(db, g.id))[0]?.undone).to.equal(true);
  });

  it('does not apply a roll made with another grade than the unit’s record, and names the field', async () => {
    const db = freshDb();
    const { g, iron, el, apply } = await game(db);
    pick(apply, 'Iron Brigade');
    const grade = await found(() => root(el).querySelector<HTMLSelectElement>('[name="grade"]'), 'the grade');
    await until(() => grade.value === 'B', 'the grade read from the unit');
    grade.value = 'A';
    grade.dispatchEvent(new Event('change'));
    await rollTyped(el, 6);
    const scope = applier(el) as ShadowRoot;
    await until(() => scope.querySelector('.problem')?.textContent?.includes('Morale grade') ?? false, 'the refusal');
    expect([...scope.querySelectorAll('button')]).to.have.length(0);
    expect((await db.units.get(iron.id))?.strength).to.equal(5);
    expect((await listCombats(db, g.id))[0]?.applied).to.equal(undefined);
  });
});
