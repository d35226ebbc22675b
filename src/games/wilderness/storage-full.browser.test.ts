import { expect } from '@open-wc/testing';
import { listCombats } from '../../store/combats';
import { createGame } from '../../store/games';
import type { UnitRecord } from '../../store/records';
import { exportGame } from '../../store/transfer';
import { applyShown, caughtDownload, enterDice, openDesk, pickSides, readyToResolve, rootOf, shadow, showActivity } from '../../ui/desk/desk-test-helpers';
import { type Refusing, freshDb, until } from '../../ui/test-helpers';
import { FULL, REFUSED, deskSaid, editor, handover, setFile, stored, tap, turnRecord, whenFull } from '../../ui/app/storage-full-test-helpers';
// As in the app: every screen's elements defined.
import '../../ui/app/app';

async function wildernessDesk() {
  const db = freshDb();
  const game = await createGame(db, 'May 1864', 'wilderness');
  const unit = (name: string, side: string, strength: number): UnitRecord => ({ id: `${name}-id`, gameId: game.id, name, side, type: 'infantry', strength, state: {} });
  await db.units.bulkAdd([unit('V', 'union', 12), unit('Heth', 'confederate', 5), unit('Anderson', 'confederate', 5)]);
  const el = await openDesk(db, game.id);
  return { db, gameId: game.id, el };
}

describe('every write at the Wilderness desk with the device’s storage full', () => {
  afterEach(() => history.replaceState(null, '', '/'));

  it('at the desk: the turn record, the plan, the map, the roster editor, the undo, the hand-over and deleting the game', async () => {
    const { db, gameId, el } = await wildernessDesk();
    const said = deskSaid(el);
    const before = await stored(db, gameId);
    // Each step starts from no words at the desk, so the last step's are not taken for its own.
    const atDesk = async (act: () => void, what: string, refusing?: Refusing) => {
      el.session.say('');
      await el.updateComplete;
      await whenFull(act, said, what, refusing);
    };

    // The turn record: the turn does not move on, the reminder is not ticked.
    await showActivity(el, 'turn');
    await atDesk(() => tap(turnRecord(el), 'Next turn'), `The turn record was not saved: ${FULL}`);
    expect(turnRecord(el).querySelector('h2')?.textContent).to.equal('Turn 1');
    const box = turnRecord(el).querySelector<HTMLInputElement>('input[type=checkbox]') as HTMLInputElement;
    await atDesk(() => box.click(), `The turn record was not saved: ${FULL}`);
    await until(() => !box.checked, 'the reminder drawn back unticked');
    expect((await stored(db, gameId))?.campaign).to.deep.equal(before?.campaign);

    // The set-up, then the plan and the map, each written when the player pauses.
    await showActivity(el, 'combat');
    await pickSides(el, tap, ['V'], ['Heth']);
    for (let waited = 0; (await stored(db, gameId))?.draft === undefined; waited += 20) {
      if (waited > 3000) throw new Error('the set-up was never saved');
      await new Promise((r) => setTimeout(r, 20));
    }
    await readyToResolve(el);
    // A unit's value in the set-up: drawn back as stored.
    const field = (label: string) => rootOf(el).querySelector<HTMLInputElement & HTMLSelectElement>(`[aria-label="${label}"]`) as HTMLInputElement & HTMLSelectElement;
    field('V printed strength').value = '20';
    await atDesk(() => void field('V printed strength').dispatchEvent(new Event('change')), `The change to V was not saved: ${FULL}`);
    await until(() => field('V printed strength').value === '12', 'the strength drawn back');
    field('V supply').selectedIndex = 1;
    await atDesk(() => void field('V supply').dispatchEvent(new Event('change')), `The change to V was not saved: ${FULL}`);
    await until(() => field('V supply').selectedIndex === 0, 'the supply drawn back');
    await atDesk(() => tap(rootOf(el), 'Add to the plan'), `Your plan was not saved: ${FULL}`);
    expect(said()).to.contain('It stays on this screen until the game is closed.');
    tap(rootOf(el), 'Show the map');
    await until(() => !!rootOf(el).querySelector('adj-map'), 'the map');
    await atDesk(() => tap(rootOf(el), 'Place Heth'), `The map was not saved: ${FULL}`);
    const kept = await stored(db, gameId);
    expect([kept?.plan, kept?.map]).to.deep.equal([before?.plan, before?.map]);

    // A result applied while there was room, its undo refused.
    await enterDice(el, tap, [1]);
    await applyShown(el, tap).catch((e: unknown) => {
      throw new Error(`${String(e)}: ${el.session.message} | ${shadow(rootOf(el).querySelector('adj-result-card') as Element).textContent}`);
    });
    const applied = (await db.units.get('Heth-id'))?.strength;
    expect(applied).to.be.below(5);
    // New combat empties the sides: that set-up is written while there is room.
    tap(shadow(rootOf(el).querySelector('adj-result-card') as Element), 'New combat');
    for (let waited = 0; ((await stored(db, gameId))?.draft as { attackers?: unknown[] } | undefined)?.attackers?.length !== 0; waited += 20) {
      if (waited > 3000) throw new Error('the emptied set-up was never saved');
      await new Promise((r) => setTimeout(r, 20));
    }
    await showActivity(el, 'record');
    await atDesk(() => tap(rootOf(el), 'Undo the last applied result'), `The undo was not saved: ${FULL}`);
    expect((await db.units.get('Heth-id'))?.strength).to.equal(applied);
    expect((await listCombats(db, gameId))[0]?.undone).to.not.equal(true);

    // The roster editor: a new name drawn back, a new unit not listed, a unit not taken off.
    await showActivity(el, 'combat');
    tap(rootOf(el), 'Edit, paste or export the roster');
    await until(() => !!rootOf(el).querySelector('adj-roster-editor')?.shadowRoot?.querySelector('input.name'), 'the roster editor');
    const name = editor(el).querySelector<HTMLInputElement>('input[aria-label="Name of Anderson"]') as HTMLInputElement;
    name.value = 'Anderson (First Corps)';
    await atDesk(() => void name.dispatchEvent(new Event('change')), `The change to Anderson was not saved: ${FULL}`);
    await until(() => editor(el).querySelector<HTMLInputElement>('input[aria-label="Name of Anderson"]')?.value === 'Anderson', 'the name drawn back');
    const newName = editor(el).querySelector<HTMLInputElement>('input[aria-label="New unit name"]') as HTMLInputElement;
    newName.value = 'Longstreet';
    newName.dispatchEvent(new Event('input'));
    await atDesk(() => tap(editor(el), 'Add'), `The new unit Longstreet was not saved: ${FULL}`);
    expect(editor(el).textContent).not.to.contain('Added Longstreet');
    tap(editor(el), 'Remove Anderson…');
    await el.updateComplete;
    await atDesk(() => tap(editor(el), 'Remove Anderson'), `Anderson was not taken off the roster: ${REFUSED}`, { deletes: true });
    expect((await db.units.where('gameId').equals(gameId).toArray()).map((u) => u.name).sort()).to.deep.equal(['Anderson', 'Heth', 'V']);
    expect(editor(el).querySelector('input[aria-label="Name of Anderson"]')).to.not.equal(null);
    tap(rootOf(el), '← Back to the combat');
    await showActivity(el, 'record');
    await until(() => !!rootOf(el).querySelector('adj-handover'), 'the record');

    // The hand-over: the note of a file handed over, and a file taken in.
    const note = () => [...handover(el).querySelectorAll('p[role=status], p[role=alert]')].map((p) => p.textContent).join(' ');
    const details = handover(el).querySelector('details') as HTMLDetailsElement;
    details.open = true;
    await until(() => [...handover(el).querySelectorAll('button')].some((b) => b.textContent?.includes('Save as a file')), 'the hand-over');
    await whenFull(() => void caughtDownload(() => tap(handover(el), 'Save as a file')), note, `The note of what was handed over was not saved: ${FULL}`);
    const file = await exportGame(db, gameId);
    const input = handover(el).querySelector<HTMLInputElement>('input[type=file]') as HTMLInputElement;
    await whenFull(() => setFile(input, 'other-tablet.json', file), note, 'other-tablet.json was not taken in.');

    // Deleting the game, from the game's menu.
    tap(rootOf(el), 'Delete');
    await el.updateComplete;
    await atDesk(() => tap(rootOf(el), 'Delete game'), `The game was not deleted: ${REFUSED}`, { deletes: true });
    expect(await stored(db, gameId)).to.not.equal(undefined);
    expect(await db.units.where('gameId').equals(gameId).count()).to.equal(3);
  });
});
