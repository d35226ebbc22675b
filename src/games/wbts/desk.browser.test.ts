import { expect } from '@open-wc/testing';
import navalCombatDoc from '../../../docs/games/wbts/navalCombat.json';
import type { PlayerChart } from '../../engine/core/chart';
import { saveChart } from '../../store/charts';
import { listCombats } from '../../store/combats';
import { createGame } from '../../store/games';
import type { AdjDesk } from '../../ui/desk/desk.component';
import '../../ui/desk/desk';
import { freshDb, until } from '../../ui/test-helpers';
import { applyShown, enterDice, openDesk, readyToResolve, rootOf, tapper, undoShown, type Tap } from '../../ui/desk/desk-test-helpers';
import type { WbtsChitEntry } from './chit-entry';
import { EMPTY_WBTS_DRAFT, type WbtsDraft } from './draft';
import { TRANSPORT } from './one-roll';
import { rules as gameRules } from './index';

const desk = gameRules.desk;
if (!desk) throw new Error('the War Between the States plug-in has a desk');
const { example } = desk;

/** The documented combat's forces and charts, with the combat waiting on Lee's initiative roll. */
async function wbtsDesk() {
  const db = freshDb();
  const game = await createGame(db, 'Seven Days', 'wbts');
  await db.units.bulkAdd(example.units.map((u) => ({ ...u, gameId: game.id })));
  for (const [slot, chart] of Object.entries(example.charts ?? {})) await saveChart(db, { id: `wbts-${slot}`, rules: 'wbts', slot, chart, savedAt: 1 });
  await db.games.update(game.id, { draft: { ...example.draft, stage: 'initiative', chits: null } });
  const el = await openDesk(db, game.id);
  return { db, game, el };
}

const root = rootOf;
const card = (el: AdjDesk) => root(root(el).querySelector('adj-result-card') as Element);
const chits = (el: AdjDesk) => root(el).querySelector('adj-wbts-chits');
/** Waits until the chit entry has drawn what a tap changed. */
const settled = (el: AdjDesk) => (chits(el) as WbtsChitEntry).updateComplete;
const stage = (el: AdjDesk) => (el.session.draft as WbtsDraft).stage;
const outcomes = (el: AdjDesk) => {
  const live = root(el).querySelector('adj-live-panel');
  const chart = live?.shadowRoot?.querySelector('adj-outcome-chart');
  return chart?.shadowRoot?.textContent?.replace(/\s+/g, ' ') ?? '';
};

/** The roll that moved the combat on, said beside its next step. */
const step = (el: AdjDesk) => root(el).querySelector('.step')?.textContent?.replace(/\s+/g, ' ') ?? '';

/** Types dice for a roll that moves the combat on: no card to put aside, the roll said beside the next step. */
async function enterStep(el: AdjDesk, tap: Tap, faces: readonly number[], words: string): Promise<void> {
  tap(root(el), 'Enter dice');
  for (const face of faces) {
    await until(() => root(el).querySelector('adj-dice-entry') !== null, `the die ${face}`);
    tap(root(root(el).querySelector('adj-dice-entry') as Element), `Rolled ${face}`);
    await new Promise((r) => setTimeout(r, 0));
  }
  await until(() => step(el).includes(words), words);
}

describe('the War Between the States desk', () => {
  it('plays a combat as the table does: initiative, both chits in secret, the combat roll with the die change, applied and undone', async () => {
    const { db, game, el } = await wbtsDesk();
    const { tap } = tapper();
    await readyToResolve(el);
    await until(() => outcomes(el).includes('The attack goes ahead'), 'the initiative odds');
    expect(outcomes(el)).to.contain('Lee passes: the attack goes ahead');

    // Lee rolls 4 against his initiative of 4: the attack goes ahead and the chits are picked next.
    await enterStep(el, tap, [4], 'Lee passes');
    // Saved with the roll, not when the desk next pauses: reopened now, the desk would not offer the roll again.
    expect(((await db.games.get(game.id))?.draft as WbtsDraft).stage).to.equal('chits');
    await until(() => stage(el) === 'chits' && chits(el) !== null, 'the chits');

    const entry = root(chits(el) as Element);
    expect(entry.textContent).to.contain('Attacker (Lee) picks a chit — Defender (Porter), look away');
    // Lee's initiative 4 caps his chit: 0 to 4.
    expect([...entry.querySelectorAll('button')].map((b) => b.textContent?.trim())).to.deep.equal(['0', '1', '2', '3', '4']);
    await expect(el).to.be.accessible();
    for (const b of entry.querySelectorAll('button')) expect(Math.min(b.getBoundingClientRect().width, b.getBoundingClientRect().height)).to.be.at.least(44);
    tap(entry, "Attacker (Lee)'s chit 2");
    await settled(el);
    expect(entry.textContent).to.contain("Attacker (Lee)'s chit is in — hand the tablet to Defender (Porter)");
    // The defender's turn: his own chits 0 to 3 (Porter's initiative), and nothing of the attacker's pick.
    expect([...entry.querySelectorAll('button')].map((b) => b.getAttribute('aria-label') ?? b.textContent?.trim())).to.deep.equal([
      "Defender (Porter)'s chit 0",
      "Defender (Porter)'s chit 1",
      "Defender (Porter)'s chit 2",
      "Defender (Porter)'s chit 3",
      'Start over',
    ]);
    expect(entry.innerHTML).not.to.contain("Attacker (Lee)'s chit 2");
    expect(root(el).textContent).not.to.contain('Chits revealed');
    expect((el.session.draft as WbtsDraft).chits).to.equal(null);
    // Both chits in, they are revealed at once.
    tap(entry, "Defender (Porter)'s chit 1");
    await until(() => stage(el) === 'supply', 'the chits revealed');
    expect((el.session.draft as WbtsDraft).chits).to.deep.equal({ attacker: 2, defender: 1 });
    await until(() => root(el).textContent?.includes('Chits revealed: attacker 2, defender 1 — battle intensity 3') ?? false, 'the chits shown');

    // The supply rolls: only the two supply dice, with the chance of each side being short.
    await readyToResolve(el);
    await until(() => outcomes(el).includes('Supply rolled'), 'the supply chances');
    // The supply dice move the combat on to its combat roll, whose die is asked for from the same tap.
    await enterStep(el, tap, [1, 1], 'Supply rolled: both sides fight at full strength');
    await until(() => stage(el) === 'combat', 'the combat roll');
    expect((el.session.draft as WbtsDraft).supplyDice).to.deep.equal({ attacker: 1, defender: 1 });
    expect(((await db.games.get(game.id))?.draft as WbtsDraft).stage).to.equal('combat');
    await until(() => root(el).querySelector('adj-dice-entry') !== null, 'the combat die asked for');
    tap(root(el), 'Cancel');
    await until(() => root(el).textContent?.includes('Supply dice rolled: attacker 1, defender 1') ?? false, 'the supply dice shown');
    expect(root(el).textContent).to.contain('The attacker (Lee) has the better combat rating: net 2');
    expect(root(el).textContent).to.contain('chosen once the die is seen');
    expect([...root(el).querySelectorAll('ol.sequence li')].map((li) => [li.textContent?.trim(), li.getAttribute('aria-current')])).to.deep.equal([
      ['Initiative roll', 'false'],
      ['Chits', 'false'],
      ['Supply rolls', 'false'],
      ['Combat roll', 'step'],
      ['Die change', 'false'],
    ]);
    await expect(el).to.be.accessible();
    for (const control of root(el).querySelectorAll<HTMLElement>('section.setup button, section.setup select, section.setup input')) {
      const box = control.getBoundingClientRect();
      expect(Math.min(box.width, box.height), control.outerHTML.slice(0, 100)).to.be.at.least(44);
    }

    // The combat's chances, with each fixed die change's chance of coming off better; the die is rolled alone.
    await readyToResolve(el);
    await until(() => outcomes(el).includes('moves every die +2'), 'the die change highlights');
    expect(outcomes(el)).to.contain('The attacker moves every die -2: the attacker comes off better');
    expect((el.session.describe(el.session.draft) as { supplyDice: unknown; dieStep: unknown })).to.deep.include({ supplyDice: { attacker: 1, defender: 1 }, dieStep: true });
    await enterStep(el, tap, [1], 'Combat die 1 (suggested: move it +1');
    await until(() => stage(el) === 'dieChange', 'the die change');
    expect((el.session.draft as WbtsDraft).combatDie).to.equal(1);

    // The die seen, Lee chooses: each change the die allows (1 cannot go lower), its result in the odds.
    const select = () => root(el).querySelector('select[aria-label="Die change"]') as HTMLSelectElement;
    await until(() => select() !== null, 'the die change offered');
    expect([...select().options].map((o) => o.textContent)).to.deep.equal(['The suggested change', 'Leave it: 1', 'Move it +1: 2', 'Move it +2: 3']);
    const choose = (words: string) => {
      select().selectedIndex = [...select().options].findIndex((o) => o.textContent === words);
      select().dispatchEvent(new Event('change'));
    };
    choose('Move it +2: 3');
    await until(() => (el.session.draft as WbtsDraft).shift === 2, 'the die change chosen');
    expect(el.session.describe(el.session.draft)).to.deep.include({ combatDie: 1, shift: 2 });
    choose('The suggested change');
    await until(() => (el.session.draft as WbtsDraft).shift === 'best', 'the suggestion taken back');
    await readyToResolve(el);
    await expect(el).to.be.accessible();
    // Nothing left to roll: the desk resolves. Both sides supplied, die 1 moved +1 by Lee: 10/10, 2 SP each.
    expect([...root(el).querySelectorAll('.actions button')].map((b) => b.textContent?.trim())).to.deep.equal(['Resolve', 'Add to the plan']);
    tap(root(el), 'Resolve');
    await until(() => card(el)?.textContent?.includes('Attacker loses 2 SP, defender loses 2 SP') ?? false, 'the result');
    await until(() => stage(el) === 'initiative', 'the next combat');
    expect((el.session.draft as WbtsDraft).chits).to.equal(null);
    expect((el.session.draft as WbtsDraft).supplyDice).to.equal(null);
    await applyShown(el, tap);
    expect((await db.units.get('hq'))?.strength).to.equal(5);
    expect((await db.units.get('porter-corps'))?.strength).to.equal(9);
    expect((await db.units.get('six-three'))?.strength).to.equal(6);
    await undoShown(el, tap);
    expect((await db.units.get('hq'))?.strength).to.equal(6);
    expect((await db.units.get('porter-corps'))?.strength).to.equal(10);
    const log = await listCombats(db, game.id);
    // Newest first.
    expect(log.map((c) => (c.input as { kind: string }).kind)).to.deep.equal(['combat', 'combat', 'combat', 'initiative']);
    expect(log.map((c) => c.dice.map((d) => d.purpose))).to.deep.equal([[], ['combat die'], ["attacker's combat supply", "defender's combat supply"], ['combat initiative']]);
    let saved: unknown;
    await until(() => {
      void db.games.get(game.id).then((g) => (saved = (g?.draft as WbtsDraft | undefined)?.stage));
      return saved === 'initiative';
    }, 'the next stage saved');
  });

  it('logs a failed initiative roll as no attack, and stays at the initiative roll', async () => {
    const { db, game, el } = await wbtsDesk();
    const { tap } = tapper();
    await readyToResolve(el);
    await enterDice(el, tap, [5]);
    expect(card(el).textContent).to.contain('No attack: Lee fails his initiative roll');
    expect([...card(el).querySelectorAll('button')].some((b) => b.textContent?.includes('Apply to units'))).to.equal(false);
    expect(stage(el)).to.equal('initiative');
    expect(chits(el)).to.equal(null);
    const log = await listCombats(db, game.id);
    expect(log).to.have.length(1);
    expect((log[0]?.input as { kind: string }).kind).to.equal('initiative');
  });

  it('lets the chits be picked again with Start over', async () => {
    const { el } = await wbtsDesk();
    const { tap } = tapper();
    await readyToResolve(el);
    await enterStep(el, tap, [1], 'Lee passes');
    await until(() => chits(el) !== null, 'the chits');
    const entry = root(chits(el) as Element);
    tap(entry, "Attacker (Lee)'s chit 4");
    await settled(el);
    tap(entry, 'Start over');
    await settled(el);
    tap(entry, "Attacker (Lee)'s chit 0");
    await settled(el);
    tap(entry, "Defender (Porter)'s chit 3");
    await until(() => stage(el) === 'supply', 'the chits revealed');
    expect((el.session.draft as WbtsDraft).chits).to.deep.equal({ attacker: 0, defender: 3 });
  });

  it('re-rolls a passed initiative roll as the initiative roll, not as the stage it moved the desk to', async () => {
    const { db, game, el } = await wbtsDesk();
    const { tap } = tapper();
    await readyToResolve(el);
    await enterStep(el, tap, [2], 'Lee passes');
    await until(() => stage(el) === 'chits', 'the chits');
    // The roll's card, a tap away from what it says beside the next step, offers it again.
    tap(root(el), 'How it was read');
    await until(() => card(el) !== null, 'the initiative roll’s card');
    tap(card(el), 'Re-roll');
    let log = await listCombats(db, game.id);
    await until(() => {
      void listCombats(db, game.id).then((l) => (log = l));
      return log.length === 2;
    }, 'the re-roll logged');
    expect(log.map((c) => (c.input as { kind: string }).kind)).to.deep.equal(['initiative', 'initiative']);
    expect(log[0]?.rerollOf).to.equal(log[1]?.id);
  });

  it('sets up a naval combat as one roll: typed-in die, the result applied and undone, the desk ready for the next', async () => {
    const db = freshDb();
    const game = await createGame(db, 'Western rivers', 'wbts');
    const unit = (id: string, name: string, side: string, type: string, strength: number) => ({ id, name, side, type, strength, state: {}, gameId: game.id });
    await db.units.bulkAdd([
      unit('carondelet', 'USS Carondelet', 'union', 'naval', 3),
      unit('pittsburg', 'USS Pittsburg', 'union', 'naval', 2),
      unit('transport', 'Transport', 'union', TRANSPORT, 0),
      unit('arkansas', 'CSS Arkansas', 'confederate', 'naval', 2),
    ]);
    await saveChart(db, { id: 'wbts-navalCrt', rules: 'wbts', slot: 'navalCrt', chart: navalCombatDoc.charts.navalCrt as PlayerChart, savedAt: 1 });
    await db.games.update(game.id, { draft: { ...EMPTY_WBTS_DRAFT, attackers: ['carondelet', 'pittsburg', 'transport'], defenders: ['arkansas'] } });
    const el = await openDesk(db, game.id);
    const { tap } = tapper();

    const kind = () => root(el).querySelector('select[aria-label="Kind of attack"]') as HTMLSelectElement;
    await until(() => kind() !== null, 'the kind of attack');
    kind().selectedIndex = [...kind().options].findIndex((o) => o.textContent === 'Naval combat');
    kind().dispatchEvent(new Event('change'));
    await until(() => (el.session.draft as WbtsDraft).kind === 'navalCombat', 'a naval combat');
    expect(stage(el)).to.equal('roll');
    await until(() => root(el).textContent?.includes('Naval combat roll') ?? false, 'the roll');
    // No initiative, chits or supply: the sequence is the roll alone, and no leader is asked for.
    expect([...root(el).querySelectorAll('ol.sequence li')].map((li) => li.textContent?.trim())).to.deep.equal(['Naval combat roll']);
    expect(root(el).querySelector('select[aria-label="Ordered by"]')).to.equal(null);
    expect(el.session.describe(el.session.draft)).to.deep.include({ kind: 'navalCombat' });
    await readyToResolve(el);
    await expect(el).to.be.accessible();
    for (const control of root(el).querySelectorAll<HTMLElement>('section.setup button, section.setup select, section.setup input')) {
      const box = control.getBoundingClientRect();
      expect(Math.min(box.width, box.height), control.outerHTML.slice(0, 100)).to.be.at.least(44);
    }

    // 5 SP of combat strength against 2: column 2-1, where a 4 reads D1 A1.
    await enterDice(el, tap, [4]);
    expect(card(el).textContent).to.contain('Defender loses 1 SP, attacker loses 1 SP');
    expect(stage(el)).to.equal('roll');
    expect((el.session.draft as WbtsDraft).kind).to.equal('navalCombat');
    await applyShown(el, tap);
    expect((await db.units.get('carondelet'))?.strength).to.equal(2);
    expect((await db.units.get('pittsburg'))?.strength).to.equal(2);
    expect((await db.units.get('arkansas'))?.strength).to.equal(1);
    await undoShown(el, tap);
    expect((await db.units.get('carondelet'))?.strength).to.equal(3);
    expect((await db.units.get('arkansas'))?.strength).to.equal(2);
    const log = await listCombats(db, game.id);
    expect(log.map((c) => [(c.input as { kind: string }).kind, c.dice.map((d) => d.face)])).to.deep.equal([['navalCombat', [4]]]);

    // The desk is ready for the next naval combat.
    tap(card(el), 'New combat');
    await readyToResolve(el);
    expect((el.session.draft as WbtsDraft).kind).to.equal('navalCombat');
    expect(stage(el)).to.equal('roll');
  });

  it("shows each bombardment and naval kind's conditions, each control named and in reach of a finger", async () => {
    const { el } = await wbtsDesk();
    const kind = () => root(el).querySelector('select[aria-label="Kind of attack"]') as HTMLSelectElement;
    const fields: Record<string, string[]> = {
      'Siege bombardment': ['Leader present', 'Siege trains in the hex', 'Fort bombarded', 'Siege Bombardment Table column'],
      'Naval attack on a fort': ['Fort attacked', 'Naval Transit Attack column, should the naval units retreat'],
      'Naval Transit Attack': ['Naval Transit Attack column'],
    };
    for (const [words, labels] of Object.entries(fields)) {
      await until(() => kind() !== null, 'the kind of attack');
      kind().selectedIndex = [...kind().options].findIndex((o) => o.textContent === words);
      kind().dispatchEvent(new Event('change'));
      await until(() => stage(el) === 'roll' && labels.every((l) => root(el).querySelector(`[aria-label="${l}"]`) !== null), words);
      // The example's ground units are still picked: a naval kind names them for the players to take off.
      if (words !== 'Siege bombardment') expect(root(el).textContent).to.contain('Army N.Va. HQ troops, 6-3 infantry, J.Johnston\'s Corps are not a naval unit');
      else expect(root(el).textContent).not.to.contain('not a naval unit');
      await expect(el).to.be.accessible();
      for (const control of root(el).querySelectorAll<HTMLElement>('section.setup button, section.setup select, section.setup input')) {
        const box = control.getBoundingClientRect();
        expect(Math.min(box.width, box.height), control.outerHTML.slice(0, 100)).to.be.at.least(44);
      }
    }
    // The column typed in goes into the description as the sheet heads it.
    const column = root(el).querySelector('input[aria-label="Naval Transit Attack column"]') as HTMLInputElement;
    column.value = ' Fortress ';
    column.dispatchEvent(new Event('change'));
    await until(() => (el.session.draft as WbtsDraft).transitColumn === 'Fortress', 'the column');
    expect(el.session.describe(el.session.draft)).to.deep.include({ kind: 'navalTransit', column: 'Fortress' });
  });
});
