import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { EMPTY_GCACW_DRAFT } from './rules';
import { canonicalJson } from '../../store/canonical-json';
import { listCombats, verifyLog } from '../../store/combats';
import type { AdjutantDb } from '../../store/db';
import { createGame } from '../../store/games';
import type { CombatRecord, UnitRecord } from '../../store/records';
import { listUnits } from '../../store/units';
import { freshDb, until } from '../../ui/test-helpers';
import type { AdjDesk } from '../../ui/desk/desk.component';
import { applyShown, enterDice, openDesk, pickSides, readyToResolve, shadow, tapper, undoShown, type Tap, rootOf, showActivity } from '../../ui/desk/desk-test-helpers';

const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const turnRecord = (desk: Element) => shadow(rootOf(desk).querySelector('adj-turn-record') as Element);
const standing = (desk: Element) => text(turnRecord(desk).querySelector('[role=status]'));
const unitsById = async (db: AdjutantDb, gameId: string) => new Map((await listUnits(db, gameId)).map((u) => [u.id, u]));
const state = (u: UnitRecord | undefined) => ({ manpower: u?.strength, fatigue: u?.state.fatigue, demoralized: u?.state.demoralized, disorganized: u?.state.disorganized });

/** A Grant Takes Command game: Barlow attacks Heth, the desk set up for it (only the dice differ from combat to combat). */
async function spotsylvania() {
  const db = freshDb();
  const game = await createGame(db, 'Spotsylvania', 'gcacw');
  const unit = (id: string, side: string, manpower: number, values: UnitRecord['state']): UnitRecord => ({ id, gameId: game.id, name: id, side, type: 'infantry', strength: manpower, state: values });
  await db.units.bulkAdd([unit('Barlow', 'union', 10, { combatValue: 9, artillery: 5, tactical: 3 }), unit('Heth', 'confederate', 7, { combatValue: 7, artillery: 1, tactical: 2 })]);
  await db.games.update(game.id, { draft: { ...EMPTY_GCACW_DRAFT, title: 'GTC', attackers: ['Barlow'], defenders: ['Heth'] } });
  return { db, gameId: game.id };
}

/** From the turn's first phase to its Action Cycle, where the attacks are made, as the players move the turn record on. */
async function toActionCycle(desk: AdjDesk, tap: Tap): Promise<void> {
  await showActivity(desk, 'turn');
  for (let i = 0; i < 5; i++) {
    const was = standing(desk);
    tap(turnRecord(desk), 'Next phase');
    await until(() => standing(desk) !== was, `the phase after ${was}`);
  }
  await until(() => standing(desk) === 'Action Cycle', 'the Action Cycle');
}

/** Dice typed in for the combat on the desk, its result applied, the card put aside for the next. */
async function fight(desk: AdjDesk, tap: Tap, dice: readonly number[], apply = true): Promise<void> {
  await showActivity(desk, 'combat');
  await readyToResolve(desk);
  await enterDice(desk, tap, dice);
  if (apply) await applyShown(desk, tap);
}

/** The card put aside for the next combat, which empties the sides: Barlow attacks Heth again. */
const newCombat = async (desk: AdjDesk, tap: Tap) => {
  tap(shadow(rootOf(desk).querySelector('adj-result-card') as Element), 'New combat');
  await until(() => !rootOf(desk).querySelector('.sheet:not(.unseen) adj-result-card'), 'the card put aside');
  await pickSides(desk, tap, ['Barlow'], ['Heth']);
};

/** The units as a log entry's description gave them to the engine. */
const described = (entry: CombatRecord | undefined, side: 'attacker' | 'defender') => ((entry?.input as Record<string, { units: Record<string, unknown>[] }>)[side]?.units ?? [])[0];

describe('a GCACW campaign at the desk, over three turns', () => {
  after(() => setViewport({ width: 800, height: 600 }));

  it('keeps the turn record, carries demoralization and fatigue into the next combats without retyping, and undoes one result exactly', async () => {
    await setViewport({ width: 768, height: 1024 });
    const { db, gameId } = await spotsylvania();
    const el = await openDesk(db, gameId);
    const { tap } = tapper();
    await showActivity(el, 'turn');
    await until(() => standing(el) === 'Random Events Phase', 'the turn record at turn 1');
    expect(text(turnRecord(el).querySelector('h2'))).to.equal('Turn 1');

    // Turn 1: 4 against 1 is 1DR for Heth (a Manpower lost, disorganized, Fatigue +3, Demoralized-1) and fa for Barlow (Fatigue +1).
    await toActionCycle(el, tap);
    await fight(el, tap, [4, 1]);
    let units = await unitsById(db, gameId);
    expect(state(units.get('Heth'))).to.deep.equal({ manpower: 6, fatigue: 3, demoralized: 1, disorganized: true });
    expect(state(units.get('Barlow'))).to.deep.include({ manpower: 10, fatigue: 1 });
    await newCombat(el, tap);

    // Turn 2: the same attack reads Heth and Barlow as the first left them; 1DR again makes Heth Demoralized-2.
    await showActivity(el, 'turn');
    tap(turnRecord(el), 'Next turn');
    await until(() => text(turnRecord(el).querySelector('h2')) === 'Turn 2', 'turn 2');
    await toActionCycle(el, tap);
    const before = await listUnits(db, gameId);
    await fight(el, tap, [4, 1]);
    units = await unitsById(db, gameId);
    expect(state(units.get('Heth'))).to.deep.equal({ manpower: 5, fatigue: 4, demoralized: 2, disorganized: true });
    expect(state(units.get('Barlow'))).to.deep.include({ fatigue: 2 });
    const [second] = await listCombats(db, gameId);
    expect(described(second, 'defender')).to.deep.include({ manpower: 6, fatigue: 3, demoralized: 1, disorganized: true });
    expect(described(second, 'attacker')).to.deep.include({ manpower: 10, fatigue: 1 });

    // Undone, every unit is exactly as it was; applied again, as the result gave it.
    await undoShown(el, tap);
    expect(canonicalJson(await listUnits(db, gameId))).to.equal(canonicalJson(before));
    await applyShown(el, tap);
    expect(state((await unitsById(db, gameId)).get('Heth'))).to.deep.include({ demoralized: 2 });
    await newCombat(el, tap);

    // Turn 3: Heth, Demoralized-2, gives the attacker the Combat Chart's modifier for it before any die is rolled.
    await showActivity(el, 'turn');
    tap(turnRecord(el), 'Next turn');
    await until(() => text(turnRecord(el).querySelector('h2')) === 'Turn 3', 'turn 3');
    await toActionCycle(el, tap);
    await showActivity(el, 'combat');
    const live = rootOf(el).querySelector('adj-live-panel') as HTMLElement & { analysis?: { steps: readonly { detail: string }[] } };
    await until(() => live.analysis?.steps.some((s) => s.detail.startsWith('Demoralized-2 units contribute 7 of the hex')) ?? false, 'the Demoralized-2 modifier').catch((e: unknown) => { throw new Error(`${String(e)}: ${JSON.stringify(live.analysis?.steps.map((s) => s.detail))} ${JSON.stringify(el.session.draft)}`); });
    await fight(el, tap, [1, 5], false);
    const log = await listCombats(db, gameId);
    expect(described(log[0], 'defender')).to.deep.include({ manpower: 5, fatigue: 4, demoralized: 2 });
    expect(described(log[0], 'attacker')).to.deep.include({ fatigue: 2 });

    // Every entry names the turn and phase it was made in, under the audit chain.
    expect(log.map((c) => c.when)).to.deep.equal([3, 2, 1].map((turn) => ({ turn, phase: 'Action Cycle' })));
    expect(await verifyLog(db, gameId)).to.deep.equal({ ok: true, chained: 3, unchained: 0 });
    await showActivity(el, 'record');
    const logEl = shadow(rootOf(el).querySelector('adj-combat-log') as Element);
    const turns = logEl.querySelector('select') as HTMLSelectElement;
    turns.value = '2';
    turns.dispatchEvent(new Event('change'));
    await until(() => logEl.querySelectorAll('ol > li').length === 1, 'the log narrowed to turn 2');
    expect(text(logEl.querySelector('ol > li .meta'))).to.equal('Turn 2, Action Cycle');
    await expect(el).to.be.accessible();
  });
});
