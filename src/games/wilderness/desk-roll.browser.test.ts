import { expect, nextFrame } from '@open-wc/testing';
import { listCombats } from '../../store/combats';
import { type LogWriter, logWriter } from '../../store/log-writer';
import { createGame } from '../../store/games';
import type { UnitRecord } from '../../store/records';
import type { DiceInput } from '../../engine/engine';
import { fakeEngine, freshDb, until } from '../../ui/test-helpers';
import { enterDice, openDesk, pickSides, readyToResolve, rootOf, shadow, showActivity, tapper } from '../../ui/desk/desk-test-helpers';

/** A Wilderness game: V (12) and VI (12) against Heth (5); 24 to 5 is 4-1 on the 5-8 table. */
async function wildernessGame() {
  const db = freshDb();
  const game = await createGame(db, 'May 1864', 'wilderness');
  const unit = (name: string, side: string, strength: number): UnitRecord => ({ id: `${name}-id`, gameId: game.id, name, side, type: 'infantry', strength, state: {} });
  await db.units.bulkAdd([unit('V', 'union', 12), unit('VI', 'union', 12), unit('Heth', 'confederate', 5)]);
  return { db, gameId: game.id };
}

const card = (el: Element) => shadow(rootOf(el).querySelector('adj-result-card') as Element);
const shown = (el: Element) => !!rootOf(el).querySelector('.sheet:not(.unseen) adj-result-card');

/** Whether a Wilderness set-up marks the defender entrenched. */
const entrenched = (draft: unknown) => (draft as { entrenched?: boolean } | undefined)?.entrenched;

/**
 * V and VI against Heth, rolled, the roll written by `record` made over the real writer. `entrenched`:
 * the roll is tapped the moment the defender is marked entrenched, before the change is written (the
 * desk waits for the player's pause).
 */
async function rolledWith(record: (writer: LogWriter) => LogWriter['record'], { entrenched = false } = {}) {
  const { db, gameId } = await wildernessGame();
  const el = await openDesk(db, gameId);
  const writer = logWriter(db);
  el.logWriter = { readAhead: (id) => writer.readAhead(id), record: record(writer) };
  const { tap } = tapper();
  await pickSides(el, tap, ['V', 'VI'], ['Heth']);
  await readyToResolve(el);
  if (entrenched) {
    tap(rootOf(el), 'Defender entrenched');
    await el.updateComplete;
  }
  tap(rootOf(el), 'Roll');
  return { db, gameId, el };
}

describe('the roll at the desk', () => {
  it('decides the dice only at the tap on Roll: nothing is rolled, drawn or laid out before it, however the set-up is changed', async () => {
    const { db, gameId } = await wildernessGame();
    const engine = fakeEngine();
    const resolved: DiceInput[] = [];
    let entropy = 0;
    const getRandomValues = crypto.getRandomValues.bind(crypto);
    // Every die the app draws starts from the platform's entropy: counted, as every question of a roll is.
    crypto.getRandomValues = <T extends ArrayBufferView | null>(array: T): T => {
      entropy++;
      return getRandomValues(array as ArrayBufferView<ArrayBuffer>) as T;
    };
    try {
      const el = await openDesk(db, gameId, { ...engine, resolve: async (input, dice) => (resolved.push(dice), engine.resolve(input, dice)) });
      const { tap } = tapper();
      await pickSides(el, tap, ['V', 'VI'], ['Heth']);
      await readyToResolve(el);
      const before = entropy;
      for (let i = 0; i < 4; i++) {
        tap(rootOf(el), 'Defender entrenched');
        await el.updateComplete;
        await readyToResolve(el);
      }
      expect(resolved, 'no roll asked of the engine before the tap').to.deep.equal([]);
      expect(entropy - before, 'no entropy drawn for a roll before the tap').to.equal(0);
      expect(rootOf(el).querySelector('adj-result-card'), 'no result in the page').to.equal(null);
      expect(await listCombats(db, gameId)).to.deep.equal([]);

      tap(rootOf(el), 'Roll');
      await until(() => shown(el), 'the result');
      expect(resolved.length).to.equal(1);
      expect(entropy - before, 'the roll’s entropy drawn at the tap').to.be.greaterThan(0);
      // Written to the log before it is shown, with the dice it shows.
      const [entry] = await listCombats(db, gameId);
      expect(entry?.dice.map((d) => d.face)).to.deep.equal([...card(el).querySelectorAll('.die')].map((d) => Number(d.textContent)));
    } finally {
      crypto.getRandomValues = getRandomValues;
    }
  });

  it('draws nothing of a roll while it is written, and shows the result once saved', async () => {
    let release = () => {};
    let asked = () => {};
    const writing = new Promise<void>((resolve) => (asked = resolve));
    const held = new Promise<void>((resolve) => (release = resolve));
    const { db, gameId, el } = await rolledWith((writer) => async (entry, setUp) => (asked(), await held, writer.record(entry, setUp)));
    await writing;
    // Frames drawn while the write is under way show nothing of the roll, in sight or out of it.
    await nextFrame();
    await nextFrame();
    expect(rootOf(el).querySelector('adj-result-card'), 'no card, seen or unseen').to.equal(null);
    expect(await listCombats(db, gameId)).to.deep.equal([]);
    release();
    await until(() => shown(el), 'the result shown');
    const [entry] = await listCombats(db, gameId);
    expect(entry?.dice.map((d) => d.face)).to.deep.equal([...card(el).querySelectorAll('.die')].map((d) => Number(d.textContent)));
    expect(shadow(card(el).querySelector('adj-share-report') as Element).querySelector('button')?.disabled).to.equal(false);
    const sheet = rootOf(el).querySelector<HTMLElement>('.sheet.result');
    expect(sheet?.checkVisibility({ opacityProperty: true })).to.equal(true);
    expect(rootOf(el).querySelector('p.visually-hidden[role=status]')?.textContent, 'the result said').to.equal(card(el).querySelector('h3')?.textContent);
    // It takes taps and focus from the frame after the one that shows it.
    await until(() => sheet?.inert === false, 'the result reachable');
    (rootOf(el).querySelector('.scrim.result') as HTMLElement).click();
    await until(() => sheet?.inert === true, 'closed, out of reach again');
    expect(rootOf(el).querySelector('p.visually-hidden[role=status]')?.textContent).to.equal('');
  });

  it('writes a change at the desk still waiting for the player\'s pause with the roll, in the roll\'s own write', async () => {
    const carried: unknown[] = [];
    const { db, gameId, el } = await rolledWith((writer) => (entry, setUp) => (carried.push(setUp), writer.record(entry, setUp)), { entrenched: true });
    await until(() => shown(el), 'the result');
    expect(carried).to.have.length(1);
    expect(entrenched((carried[0] as { draft?: unknown } | undefined)?.draft)).to.equal(true);
    expect(entrenched((await db.games.get(gameId))?.draft)).to.equal(true);
    expect(await listCombats(db, gameId)).to.have.length(1);
  });

  it('writes the waiting change after the pause when the roll carrying it is refused', async () => {
    const refused = () => Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    const { db, gameId, el } = await rolledWith(() => refused, { entrenched: true });
    await until(() => /The roll/.test(rootOf(el).querySelector('.message')?.textContent ?? ''), 'the roll refused');
    expect(shown(el)).to.equal(false);
    let stored: boolean | undefined;
    const read = () => void db.games.get(gameId).then((g) => (stored = entrenched(g?.draft)));
    await until(() => (read(), stored === true), 'the change written after all');
    expect(await listCombats(db, gameId)).to.deep.equal([]);
  });

  it('applies a roll left unapplied when the app was closed, from the desk after it opens again, once', async () => {
    const { db, gameId } = await wildernessGame();
    const first = await openDesk(db, gameId);
    const { tap } = tapper();
    await pickSides(first, tap, ['V', 'VI'], ['Heth']);
    await readyToResolve(first);
    // A 1: the attacker loses 1 and the defender 4.
    await enterDice(first, tap, [1]);
    first.remove();

    // Opened again, as after a reload: the roll not applied is offered, and applied from here.
    const el = await openDesk(db, gameId);
    await until(() => !!rootOf(el).querySelector('.unapplied'), 'the roll not applied offered');
    expect(rootOf(el).querySelector('.unapplied p')?.textContent).to.match(/^Not applied yet: “.*”, V, VI → Heth, rolled at /);
    tap(rootOf(el), 'Apply it…');
    await until(() => shown(el), 'its result');
    tap(card(el), 'Apply to units');
    await until(() => [...card(el).querySelectorAll('button')].some((b) => b.textContent?.includes('Undo the applied result')), 'applied');
    expect((await db.units.get('Heth-id'))?.strength).to.equal(1);
    expect((await db.units.get('V-id'))?.strength).to.equal(11);
    expect(rootOf(el).querySelector('.unapplied')).to.equal(null);

    // The log offers it no more: it is applied, and applied once.
    tap(card(el), 'New combat');
    await showActivity(el, 'record');
    const log = () => shadow(rootOf(el).querySelector('adj-combat-log') as Element);
    await until(() => log().querySelectorAll('li').length === 1, 'the log');
    expect(log().querySelector('li .apply')).to.equal(null);
    const [entry] = await listCombats(db, gameId);
    expect(entry?.applied?.after.map((u) => [u.id, u.strength])).to.deep.equal([
      ['V-id', 11],
      ['Heth-id', 1],
    ]);
  });

  it('applies a roll from its log entry on the record, and takes the same dice typed twice for the roll already logged', async () => {
    const { db, gameId } = await wildernessGame();
    const el = await openDesk(db, gameId);
    const { tap } = tapper();
    await pickSides(el, tap, ['V', 'VI'], ['Heth']);
    await readyToResolve(el);
    await enterDice(el, tap, [1]);
    // Put away with a tap beside it, the set-up kept; the same die typed again is the roll already logged.
    (rootOf(el).querySelector('.scrim') as HTMLElement).click();
    await until(() => !shown(el), 'the result put away');
    await enterDice(el, tap, [1]);
    await until(() => !!rootOf(el).querySelector('.repeated'), 'the roll already logged');
    expect(rootOf(el).querySelector('.repeated p')?.textContent).to.contain('These dice were already logged for this combat');
    expect(await listCombats(db, gameId)).to.have.length(1);
    (rootOf(el).querySelector('.scrim') as HTMLElement).click();

    // From the record: its entry offers Apply, which shows it on the combat with its losses to share out.
    await showActivity(el, 'record');
    const log = () => shadow(rootOf(el).querySelector('adj-combat-log') as Element);
    await until(() => !!log().querySelector('li .apply button'), 'Apply offered on the entry');
    (log().querySelector('li .apply button') as HTMLButtonElement).click();
    await until(() => el.activity === 'combat' && shown(el), 'the entry’s result on the combat');
    tap(card(el), 'Apply to units');
    await until(() => [...card(el).querySelectorAll('button')].some((b) => b.textContent?.includes('Undo the applied result')), 'applied');
    expect((await db.units.get('Heth-id'))?.strength).to.equal(1);
    expect(await listCombats(db, gameId)).to.have.length(1);
  });
});
