import { expect } from '@open-wc/testing';
import { listCombats } from '../../store/combats';
import { createGame } from '../../store/games';
import type { UnitRecord } from '../../store/records';
import { freshDb, until } from '../../ui/test-helpers';
import type { AdjDesk } from '../../ui/desk/desk.component';
import '../../ui/desk/desk';
import { openDesk, tapper, rootOf, type Scope } from '../../ui/desk/desk-test-helpers';

const root = rootOf;
const roster = (el: AdjDesk) => root(root(el).querySelector('adj-roster') as Element);
const hasButton = (scope: Scope, text: string) => [...scope.querySelectorAll('button')].some((b) => b.textContent?.includes(text));

/** Chooses an option of a select found by its accessible name, as a tap on the option would. */
function choose(scope: Scope, label: string, option: string) {
  const select = scope.querySelector<HTMLSelectElement>(`select[aria-label="${label}"]`);
  if (!select) throw new Error(`no select "${label}"`);
  const index = [...select.options].findIndex((o) => o.textContent?.trim() === option);
  if (index < 0) throw new Error(`no option "${option}" in "${label}"`);
  select.selectedIndex = index;
  select.dispatchEvent(new Event('change'));
}

async function gcacwDesk() {
  const db = freshDb();
  const game = await createGame(db, 'Spotsylvania', 'gcacw');
  const unit = (id: string, side: string, manpower: number, state: UnitRecord['state']): UnitRecord => ({ id, gameId: game.id, name: id, side, type: 'infantry', strength: manpower, state });
  await db.units.bulkAdd([
    unit('Barlow', 'union', 10, { combatValue: 9, artillery: 5, tactical: 3, fatigue: 1 }),
    unit('Gibbon', 'union', 6, { combatValue: 6, artillery: 4, tactical: 2 }),
    unit('Heth', 'confederate', 7, { combatValue: 7, artillery: 1, tactical: 2, fatigue: 2, demoralized: 2 }),
  ]);
  const el = await openDesk(db, game.id);
  return { db, game, el };
}

describe('adj-desk for GCACW', () => {
  it('plays a GCACW combat: title and conditions, typed dice, the result applied to Manpower, Fatigue and disorganization, then undone', async () => {
    const { db, game, el } = await gcacwDesk();
    const { tap } = tapper();
    const panel = () => root(root(el).querySelector('adj-live-panel') as Element);
    // The roster shows each unit's Combat Value.
    expect([...roster(el).querySelectorAll('ul button .value')].map((s) => s.textContent)).to.deep.equal(['9', '6', '7']);
    tap(roster(el), 'Barlow,');
    tap(roster(el), 'Gibbon,');
    tap(roster(el), 'Defenders');
    await el.updateComplete;
    tap(roster(el), 'Heth,');
    await until(() => panel().querySelector('.problems')?.textContent?.includes('Title: title must be one of') ?? false, 'the title asked for');
    expect((root(el).querySelector('.actions button.primary') as HTMLButtonElement).disabled).to.equal(true);

    choose(root(el), 'Title', 'GTC');
    await el.updateComplete;
    tap(root(el), 'Assault action');
    await el.updateComplete;
    choose(root(el), 'Hexside crossed', 'Across a creek');
    await el.updateComplete;
    choose(root(el), 'Flank bonus', 'Flank bonus +1');
    await until(() => panel().textContent?.includes('+1 as entered by the player') ?? false, 'the odds');
    expect(panel().textContent).to.contain('15 to 7 is 2-1');
    expect(panel().textContent).to.contain('Defending across a creek');
    // GTC's own modifiers are offered: Lee's and Longstreet's assault bonus, gunboats.
    expect(root(el).querySelector('select[aria-label="Leader assault bonus"]')?.textContent).to.contain('Longstreet: +1');
    await expect(el).to.be.accessible();

    tap(root(el), 'Enter dice');
    const dice = () => root(el).querySelector('adj-dice-entry') as HTMLElement & { purpose: string };
    for (const [purpose, face] of [
      ['artillery sub-roll (even or odd)', 2],
      ["attacker's combat die", 1],
      ["defender's combat die", 6],
    ] as const) {
      await until(() => dice()?.purpose === purpose, purpose);
      tap(root(dice()), `Rolled ${face}`);
    }
    await until(() => !!root(el).querySelector('.sheet:not(.unseen) adj-result-card'), 'the result');
    const card = () => root(root(el).querySelector('adj-result-card') as Element);
    expect(card().querySelector('h3')?.textContent).to.equal('Defender D, attacker 1D');
    expect(card().querySelector('legend')?.textContent).to.equal('Attacker loses 1 Manpower: who takes them');
    const [entry] = await listCombats(db, game.id);
    expect(entry?.dice.map((d) => [d.face, d.source.kind])).to.deep.equal([
      [2, 'physical'],
      [1, 'physical'],
      [6, 'physical'],
    ]);

    tap(card(), 'Apply to units');
    await until(() => hasButton(card(), 'Undo the applied result'), 'applied');
    const state = async (id: string) => {
      const u = await db.units.get(id);
      return [u?.strength, u?.state.fatigue, u?.state.disorganized];
    };
    // Barlow, picked first, takes the Manpower; D adds 3 Fatigue (at most 4) and disorganizes every unit.
    expect(await state('Barlow')).to.deep.equal([9, 4, true]);
    expect(await state('Gibbon')).to.deep.equal([6, 3, true]);
    expect(await state('Heth')).to.deep.equal([7, 4, true]);

    tap(card(), 'Undo the applied result');
    await until(() => hasButton(card(), 'Apply to units'), 'undone');
    expect(await state('Barlow')).to.deep.equal([10, 1, undefined]);
    expect(await state('Heth')).to.deep.equal([7, 2, undefined]);
  });

  it('adds a GCACW unit in two taps with its Combat Value, and asks for the values still missing by name', async () => {
    const { db, game, el } = await gcacwDesk();
    const { tap } = tapper();
    tap(roster(el), 'More Combat Value');
    await el.updateComplete;
    tap(roster(el), 'Add unit');
    await until(() => root(el).querySelectorAll('ul.picked li').length === 1, 'the new attacker');
    const added = (await db.units.where('gameId').equals(game.id).toArray()).find((u) => u.name === 'Union infantry 3');
    expect(added).to.deep.include({ strength: null, state: { combatValue: 5 } });
    tap(roster(el), 'Defenders');
    await el.updateComplete;
    tap(roster(el), 'Heth,');
    choose(root(el), 'Title', 'OTR');
    const panel = () => root(root(el).querySelector('adj-live-panel') as Element);
    await until(() => !!panel().querySelector('.problems'), 'the missing values');
    expect([...panel().querySelectorAll('.problems li')].map((li) => li.textContent)).to.deep.equal([
      'Attacker Union infantry 3 — Artillery Value: Artillery Value must be a whole number, 0 or more',
      'Attacker Union infantry 3 — tactical rating: tactical rating must be a whole number, 0 or more',
    ]);
    // A Manpower Value typed wrong is kept as typed and named, not quietly forgotten.
    const manpower = root(el).querySelector<HTMLInputElement>('input[aria-label="Heth Manpower Value"]');
    if (!manpower) throw new Error('no Manpower field');
    manpower.value = '3.5';
    manpower.dispatchEvent(new Event('change'));
    await until(() => [...panel().querySelectorAll('.problems li')].some((li) => li.textContent?.startsWith('Defender Heth — Manpower Value')), 'the Manpower Value named');
    expect((await db.units.get('Heth'))?.strength).to.equal(3.5);
  });
});
