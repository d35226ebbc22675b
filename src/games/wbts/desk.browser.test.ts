import { expect } from '@open-wc/testing';
import navalCombatDoc from '../../../docs/games/wbts/navalCombat.json';
import type { PlayerChart } from '../../engine/core/chart';
import { saveChart } from '../../store/charts';
import { listCombats } from '../../store/combats';
import { createGame } from '../../store/games';
import type { AdjDesk } from '../../ui/desk/desk.component';
import '../../ui/desk/desk';
import { freshDb, until } from '../../ui/test-helpers';
import { applyShown, enterDice, openDesk, readyToResolve, resultShown, rootOf, tapper, undoShown, type Tap } from '../../ui/desk/desk-test-helpers';
import type { WbtsChitEntry } from './chit-entry';
import { EMPTY_WBTS_DRAFT, type WbtsDraft } from './draft';
import { TRANSPORT } from './one-roll';
import { rules as gameRules } from './index';

const desk = gameRules.desk;
if (!desk) throw new Error('the War Between the States plug-in has a desk');
const { example } = desk;

/**
 * The documented combat's forces and charts, its units saying which leader they are with, and the
 * desk's set-up as given (the documented combat with its chits in, ready for its one roll, unless told).
 */
async function wbtsDesk(draft: WbtsDraft = example.draft) {
  const db = freshDb();
  const game = await createGame(db, 'Seven Days', 'wbts');
  const withLeader: Readonly<Record<string, string>> = { hq: 'Lee', 'johnston-corps': 'J.Johnston', 'porter-corps': 'Porter' };
  await db.units.bulkAdd(
    example.units.map((u) => {
      const leader = withLeader[u.id];
      return { ...u, gameId: game.id, state: leader ? { ...u.state, with: leader } : u.state };
    }),
  );
  for (const [slot, chart] of Object.entries(example.charts ?? {})) await saveChart(db, { id: `wbts-${slot}`, rules: 'wbts', slot, chart, savedAt: 1 });
  await db.games.update(game.id, { draft });
  const el = await openDesk(db, game.id);
  return { db, game, el };
}

const root = rootOf;
const card = (el: AdjDesk) => root(root(el).querySelector('adj-result-card') as Element);
const chits = (el: AdjDesk) => root(el).querySelector('adj-wbts-chits');
const dieChange = (el: AdjDesk) => root(el).querySelector('adj-wbts-die-change');
const roster = (el: AdjDesk) => root(root(el).querySelector('adj-roster') as Element);
/** Waits until the chit entry has drawn what a tap changed. */
const settled = (el: AdjDesk) => (chits(el) as WbtsChitEntry).updateComplete;
const draftOf = (el: AdjDesk) => el.session.draft as WbtsDraft;
const stage = (el: AdjDesk) => draftOf(el).stage;
const text = (scope: { textContent: string | null } | null | undefined) => scope?.textContent?.replace(/\s+/g, ' ') ?? '';
/** The chances on screen before the roll: the outcomes and what is highlighted. */
const odds = (el: AdjDesk) => {
  const live = root(el).querySelector('adj-live-panel');
  return text(live?.shadowRoot?.querySelector('adj-outcome-chart')?.shadowRoot);
};
/** Every control in the set-up is a finger's width. */
async function reachable(el: AdjDesk): Promise<void> {
  await expect(el).to.be.accessible();
  for (const control of root(el).querySelectorAll<HTMLElement>('section.setup button, section.setup select, section.setup input')) {
    const box = control.getBoundingClientRect();
    expect(Math.min(box.width, box.height), control.outerHTML.slice(0, 100)).to.be.at.least(44);
  }
}

/** The roll that moved the combat on, said beside its next step. */
const step = (el: AdjDesk) => text(root(el).querySelector('.step'));

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
  it('plays a combat as the table does: each unit brings its leader, both chits revealed in one tap, one roll to the combat die, the die change tapped and applied', async () => {
    const { db, game, el } = await wbtsDesk({ ...EMPTY_WBTS_DRAFT, supply: { attacker: 5, defender: 2 } });
    const { tap, count } = tapper();
    await until(() => text(root(el)).includes('Pick the attackers and the defenders with their leaders'), 'the chits waiting on the sides');

    // The HQ troops are with Lee, Porter's Corps with Porter: each leader comes in charge of his side with his unit.
    tap(roster(el), 'Army N.Va. HQ troops,');
    await el.updateComplete;
    tap(roster(el), "Porter's Corps,");
    await until(() => chits(el) !== null, 'the chits');
    expect([draftOf(el).attackers, draftOf(el).defenders]).to.deep.equal([
      ['hq', 'lee'],
      ['porter-corps', 'porter'],
    ]);
    const attacking = text(root(el).querySelector('ul[aria-label="Attacking units and leaders"]'));
    expect(attacking).to.contain('Army Leader, Lee (initiative 4, combat rating 3), in charge');
    expect(attacking).to.contain('with Lee');
    expect(text(root(el).querySelector('ul[aria-label="Defending units and leaders"]'))).to.contain('Corps Leader, Porter (initiative 3, combat rating 1), in charge');

    // Both chits revealed on the table: every pair, Lee's 0 to 4 by row, Porter's 0 to 3 by column, each cell the intensity.
    const entry = root(chits(el) as Element);
    const pairs = [...entry.querySelectorAll('.pairs button')];
    expect(pairs).to.have.length(20);
    expect(pairs.map((b) => b.getAttribute('aria-label')).slice(0, 5)).to.deep.equal(['Lee 0, Porter 0, intensity 0', 'Lee 0, Porter 1, intensity 1', 'Lee 0, Porter 2, intensity 2', 'Lee 0, Porter 3, intensity 3', 'Lee 1, Porter 0, intensity 1']);
    expect(pairs.find((b) => b.getAttribute('aria-label') === 'Lee 2, Porter 1, intensity 3')?.textContent?.trim()).to.equal('3');
    expect((entry.querySelector('.pairs') as HTMLElement).getBoundingClientRect().width).to.be.at.most(320);
    await reachable(el);
    // Nothing is rolled or known of the roll before it.
    expect(await listCombats(db, game.id)).to.have.length(0);
    tap(entry, 'Lee 2, Porter 1');
    await until(() => stage(el) === 'combat', 'the chits revealed');
    expect(draftOf(el).chits).to.deep.equal({ attacker: 2, defender: 1 });
    await until(() => text(root(el)).includes('Chits revealed: attacker 2, defender 1 — battle intensity 3'), 'the chits shown');
    expect(text(root(el))).to.contain('Roll: Lee rolls for initiative — 4 or less and the attack goes ahead (4 in 6); otherwise no attack, and nothing more is rolled.');
    expect([...root(el).querySelectorAll('ol.sequence li')].map((li) => [li.textContent?.trim(), li.getAttribute('aria-current')])).to.deep.equal([
      ['Chits', 'false'],
      ['Initiative and combat roll', 'step'],
      ['Die change', 'false'],
    ]);

    // The chances of the one roll, its initiative's among them: 4 in 6.
    await readyToResolve(el);
    await until(() => odds(el).includes('Lee passes his initiative roll'), 'the chances of the roll');
    expect(odds(el)).to.match(/Lee passes his initiative roll\s*66\.7\s*%/);
    expect(odds(el)).to.contain('No attack: Lee fails his initiative roll');
    expect(el.session.describe(el.session.draft)).to.deep.include({ dieStep: true });
    expect((el.session.describe(el.session.draft) as { attacker: { initiative: string } }).attacker.initiative).to.equal('roll');

    // One roll: Lee's initiative 2 passes, the supply dice 6 and 2, the combat die 4; the change is chosen once it is seen.
    await enterStep(el, tap, [2, 6, 2, 4], 'Lee passes; combat die 4');
    await until(() => stage(el) === 'dieChange' && dieChange(el) !== null, 'the die change');
    expect(draftOf(el)).to.deep.include({ supplyDice: { attacker: 6, defender: 2 }, combatDie: 4 });
    const rolled = await listCombats(db, game.id);
    expect(rolled.map((c) => c.dice.map((d) => [d.purpose, d.face]))).to.deep.equal([
      [
        ['combat initiative', 2],
        ["attacker's combat supply", 6],
        ["defender's combat supply", 2],
        ['combat die', 4],
      ],
    ]);

    // One button per change the die allows, each with what it reads, the suggestion marked.
    const buttons = () => [...root(dieChange(el) as Element).querySelectorAll('button')].map((b) => b.textContent?.trim() ?? '');
    const changes = draftOf(el).dieChanges;
    expect(changes.map((c) => c.shift)).to.deep.equal([-2, -1, 0, 1, 2]);
    expect(buttons().map((b) => b.split(':')[0])).to.deep.equal(['-2, die 2', '-1, die 3', 'Keep die 4', '+1, die 5', '+2, die 6']);
    expect(buttons().filter((b) => b.endsWith('(suggested)'))).to.have.length(1);
    const plusOne = changes.find((c) => c.shift === 1);
    if (!plusOne) throw new Error('the +1 change');
    const loses = (sp: number) => (sp === 0 ? 'loses nothing' : `loses ${sp} SP`);
    expect(buttons()[3]).to.match(new RegExp(`^\\+1, die 5: attacker ${loses(plusOne.attackerLoss)}, defender ${loses(plusOne.defenderLoss)}`));
    await reachable(el);
    // Every change, the suggested last among them, is in sight above the roll bar: none needs a scroll.
    const bar = (root(el).querySelector('.actions') as HTMLElement).getBoundingClientRect();
    for (const b of root(dieChange(el) as Element).querySelectorAll('button')) {
      const box = b.getBoundingClientRect();
      expect([box.top >= 0, box.bottom <= bar.top], b.textContent ?? '').to.deep.equal([true, true]);
    }

    // The tap is the choice: the combat is resolved with that change and applied. Nothing in it is
    // left to read in a sheet: it is said above the set-up, emptied for the next combat.
    tap(root(dieChange(el) as Element), '+1, die 5');
    await until(() => step(el).includes(': applied'), 'the result said');
    expect(root(el).querySelector('.sheet:not(.unseen) adj-result-card')).to.equal(null);
    // What it did to each unit it changed, for the counters on the table.
    if (plusOne.attackerLoss > 0) expect(step(el)).to.contain(`Army N.Va. HQ troops: Strength points 6 → ${6 - plusOne.attackerLoss}`);
    if (plusOne.defenderLoss > 0) expect(step(el)).to.contain(`Porter's Corps: Strength points 10 → ${10 - plusOne.defenderLoss}`);
    expect(step(el)).to.contain('Next combat: tap its units.');
    // Two units, the chits, the dice typed in (Enter dice, then each die), the die change: rolled by the app, the dice are one tap.
    expect(count()).to.equal(2 + 1 + 5 + 1);
    expect((await db.units.get('hq'))?.strength).to.equal(6 - plusOne.attackerLoss);
    expect((await db.units.get('porter-corps'))?.strength).to.equal(10 - plusOne.defenderLoss);
    const log = await listCombats(db, game.id);
    expect(log[0]?.input).to.deep.include({ combatDie: 4, shift: 1 });
    expect(log[0]?.dice).to.deep.equal([]);
    expect(log[0]?.applied).to.not.equal(undefined);
    // The next combat: no unit, leader or chit of this one.
    await until(() => draftOf(el).attackers.length === 0 && draftOf(el).defenders.length === 0, 'the sides emptied');
    expect(draftOf(el)).to.deep.include({ stage: 'chits', chits: null, commander: null, defendingLeader: null });
    await expect(el).to.be.accessible();

    // Its whole card a tap away, applied: never offering Apply for what the tap already chose.
    tap(root(el), 'The whole result');
    await resultShown(el);
    expect([...card(el).querySelectorAll('button')].map((b) => b.textContent?.trim())).to.include('Undo the applied result').and.not.include('Apply to units');
    (root(el).querySelector('.scrim.result') as HTMLElement).click();
    await until(() => root(el).querySelector('.sheet:not(.unseen) adj-result-card') === null && step(el).includes(': applied'), 'the card put away');

    // Undone from where it is said.
    tap(root(el), 'Undo');
    await until(() => step(el).includes('undone; the units are as they were'), 'undone');
    expect((await db.units.get('hq'))?.strength).to.equal(6);
    expect((await db.units.get('porter-corps'))?.strength).to.equal(10);
    expect([...root(el).querySelectorAll('.step button')].map((b) => b.textContent?.trim())).to.deep.equal(['The whole result']);

    // The first unit of the next combat puts it away.
    tap(roster(el), "J.Johnston's Corps,");
    await until(() => root(el).querySelector('.step') === null, 'the next combat begun');
  });

  it('lets the leader his unit brought be taken off, or another leader join, as any leader picked', async () => {
    const { el } = await wbtsDesk(EMPTY_WBTS_DRAFT);
    const { tap } = tapper();
    tap(roster(el), 'Army N.Va. HQ troops,');
    await until(() => root(el).querySelector('button[aria-label="Take Lee off the attackers"]') !== null, 'Lee with his troops');
    tap(root(el), 'Take Lee off the attackers');
    await until(() => draftOf(el).attackers.length === 1, 'Lee taken off');
    // Picked again, with a leader on the side now, another unit brings none: J.Johnston joins as tapped.
    tap(roster(el), 'J.Johnston,');
    await until(() => draftOf(el).attackers.length === 2, 'J.Johnston picked');
    tap(roster(el), "J.Johnston's Corps,");
    await until(() => draftOf(el).attackers.length === 3, 'his corps');
    expect(draftOf(el).attackers).to.deep.equal(['hq', 'johnston', 'johnston-corps']);
  });

  it('ends the combat on a failed initiative: no attack, and no other die drawn', async () => {
    const { db, game, el } = await wbtsDesk();
    const { tap } = tapper();
    await readyToResolve(el);
    await enterDice(el, tap, [5]);
    expect(card(el).textContent).to.contain('No attack: Lee fails his initiative roll');
    expect([...card(el).querySelectorAll('button')].some((b) => b.textContent?.includes('Apply to units'))).to.equal(false);
    expect(root(el).querySelector('adj-dice-entry')).to.equal(null);
    const log = await listCombats(db, game.id);
    expect(log.map((c) => c.dice.map((d) => d.purpose))).to.deep.equal([['combat initiative']]);
    expect(stage(el)).to.equal('combat');
    tap(card(el), 'New combat');
    await until(() => stage(el) === 'chits' && draftOf(el).attackers.length === 0, 'the next combat');
  });

  it('picks the chits in secret at one tablet, one tap away, and remembers that way on this device', async () => {
    localStorage.removeItem('adj-wbts-chits');
    const { el } = await wbtsDesk({ ...example.draft, stage: 'chits', chits: null });
    const { tap } = tapper();
    await until(() => chits(el) !== null, 'the chits');
    let entry = root(chits(el) as Element);
    tap(entry, 'Pick in secret on this tablet');
    await settled(el);
    expect(localStorage.getItem('adj-wbts-chits')).to.equal('secret');
    expect(entry.textContent).to.contain('Attacker (Lee) picks a chit — Defender (Porter), look away');
    // Lee's initiative 4 caps his chit: 0 to 4.
    expect([...entry.querySelectorAll('.chits button')].map((b) => b.textContent?.trim())).to.deep.equal(['0', '1', '2', '3', '4']);
    await reachable(el);
    tap(entry, "Attacker (Lee)'s chit 4");
    await settled(el);
    tap(entry, 'Start over');
    await settled(el);
    tap(entry, "Attacker (Lee)'s chit 0");
    await settled(el);
    expect(entry.textContent).to.contain("Attacker (Lee)'s chit is in — hand the tablet to Defender (Porter)");
    // The defender's turn: his own chits 0 to 3 (Porter's initiative), and nothing of the attacker's pick.
    expect([...entry.querySelectorAll('.chits button')].map((b) => b.getAttribute('aria-label'))).to.deep.equal([
      "Defender (Porter)'s chit 0",
      "Defender (Porter)'s chit 1",
      "Defender (Porter)'s chit 2",
      "Defender (Porter)'s chit 3",
    ]);
    expect(entry.innerHTML).not.to.contain("Attacker (Lee)'s chit 0");
    expect(draftOf(el).chits).to.equal(null);
    tap(entry, "Defender (Porter)'s chit 3");
    await until(() => stage(el) === 'combat', 'the chits revealed');
    expect(draftOf(el).chits).to.deep.equal({ attacker: 0, defender: 3 });
    await until(() => text(root(el)).includes('Pick the chits again'), 'the chits revealed shown');

    // Picked again before any die falls: the secret way is remembered; the table's is a tap away.
    tap(root(el), 'Pick the chits again');
    await until(() => chits(el) !== null, 'the chits again');
    entry = root(chits(el) as Element);
    await settled(el);
    expect(entry.textContent).to.contain('Attacker (Lee) picks a chit');
    tap(entry, 'Revealed on the table instead');
    await settled(el);
    expect(localStorage.getItem('adj-wbts-chits')).to.equal('table');
    expect(entry.querySelectorAll('.pairs button')).to.have.length(20);
  });

  it('re-rolls the one roll as that roll, not as the die change it moved the desk to', async () => {
    const { db, game, el } = await wbtsDesk();
    const { tap } = tapper();
    await readyToResolve(el);
    await enterStep(el, tap, [2, 6, 2, 4], 'Lee passes');
    await until(() => stage(el) === 'dieChange', 'the die change');
    // The roll's card, a tap away from what it says beside the next step, offers it again.
    tap(root(el), 'How it was read');
    await until(() => card(el) !== null, 'the roll’s card');
    tap(card(el), 'Re-roll');
    let log = await listCombats(db, game.id);
    await until(() => {
      void listCombats(db, game.id).then((l) => (log = l));
      return log.length === 2;
    }, 'the re-roll logged');
    expect(log.map((c) => c.dice[0]?.purpose)).to.deep.equal(['combat initiative', 'combat initiative']);
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
