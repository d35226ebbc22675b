import { expect } from '@open-wc/testing';
import { SPI_1975_CRT } from '../../engine/games/bng/starting-charts';
import { saveChart } from '../../store/charts';
import { listCombats } from '../../store/combats';
import { createGame } from '../../store/games';
import type { UnitRecord } from '../../store/records';
import type { AdjDesk } from '../../ui/desk/desk.component';
import '../../ui/desk/desk';
import type { AdjMap } from '../../ui/map/map.component';
import { freshDb, until } from '../../ui/test-helpers';
import { applyShown, enterDice, openDesk, pickSides, readyToResolve, resultShown, rootOf, tapper, undoShown, type Tap } from '../../ui/desk/desk-test-helpers';

/** A Blue & Grey game with a roster (a regiment and a battery against a regiment) and the player's CRT entered. */
async function bngDesk() {
  const db = freshDb();
  const game = await createGame(db, 'Antietam, the Cornfield', 'bng');
  const unit = (name: string, side: string, type: string, strength: number, state: UnitRecord['state'] = {}): UnitRecord => ({ id: `${name}-id`, gameId: game.id, name, side, type, strength, state });
  await db.units.bulkAdd([unit('Iron', 'union', 'infantry', 6), unit('Campbell', 'union', 'artillery', 3), unit('Alabama', 'confederate', 'infantry', 3, { morale: 'shaken' })]);
  const { rows, columns, cells } = SPI_1975_CRT;
  await saveChart(db, { id: 'crt', rules: 'bng', slot: 'crt', chart: { name: 'My CRT', entered: '2026-11-23', rows, columns, cells }, savedAt: 1 });
  const el = await openDesk(db, game.id);
  return { db, game, el };
}

const root = rootOf;
const card = (el: AdjDesk) => root(root(el).querySelector('adj-result-card') as Element);

/** The Iron Brigade (and whoever else is named) attacks the Alabama regiment: picked on the roster, then ready to resolve. */
async function ironAtAlabama(el: AdjDesk, tap: Tap, alsoAttacking: readonly string[] = []) {
  await pickSides(el, tap, ['Iron', ...alsoAttacking], ['Alabama']);
  await readyToResolve(el);
}

describe('the Blue & Grey desk', () => {
  it('takes a typical combat from the roster to a logged result in at most 8 taps, read on the player’s CRT', async () => {
    const { db, game, el } = await bngDesk();
    const { tap, count } = tapper();
    await ironAtAlabama(el, tap);
    tap(root(el), 'Alabama in a town');
    await until(() => [...root(el).querySelectorAll('button[aria-pressed=true]')].some((b) => b.textContent === 'Alabama in a town'), 'in a town');
    await readyToResolve(el);
    tap(root(el), 'Roll');
    await resultShown(el);
    expect(count()).to.be.at.most(8);
    const log = await listCombats(db, game.id);
    expect(log).to.have.length(1);
    const input = log[0]?.input as { kind: string; charts: { crt: { name: string } }; attackers: { name: string; strength: number }[]; defenders: { morale: string; inTown: boolean }[] };
    expect(input.kind).to.equal('combat');
    expect(input.charts.crt.name).to.equal('My CRT');
    expect(input.attackers.map((a) => [a.name, a.strength])).to.deep.equal([['Iron', 6]]);
    expect(input.defenders).to.deep.include.members([{ name: 'Alabama', type: 'infantry', strength: 3, morale: 'shaken', withFriendlyInfantryOrCavalry: false, inTown: true }]);
    await expect(el).to.be.accessible();
    for (const control of root(el).querySelectorAll<HTMLElement>('section.setup button, section.setup select')) {
      const box = control.getBoundingClientRect();
      expect(Math.min(box.width, box.height), control.outerHTML.slice(0, 100)).to.be.at.least(44);
    }
  });

  it('applies the retreat and the disorder down the morale ladder, and undoes them', async () => {
    const { db, el } = await bngDesk();
    const { tap } = tapper();
    await ironAtAlabama(el, tap);
    // 6 against Shaken 3 (−⅓: 2): 3-1; die 2: Dr. Alabama, in the Iron Brigade's zone, rolls 5 for disorder: Shaken → Routed.
    await enterDice(el, tap, [2, 5]);
    expect(card(el).textContent).to.contain('Dr');
    await applyShown(el, tap);
    expect((await db.units.get('Alabama-id'))?.state).to.deep.equal({ morale: 'routed', retreated: true });
    expect((await db.units.get('Iron-id'))?.state).to.deep.equal({});
    await undoShown(el, tap);
    expect((await db.units.get('Alabama-id'))?.state).to.deep.equal({ morale: 'shaken' });
  });

  it('offers the units an Ex leaves to the player’s chart, none taken to start, and eliminates the one picked, with undo', async () => {
    const { db, el } = await bngDesk();
    const { tap } = tapper();
    await ironAtAlabama(el, tap);
    // 3-1, die 6: Ex. Iron and Alabama, each in the other's zone, roll 1 for disorder: not Disordered.
    await enterDice(el, tap, [6, 1, 1]);
    const legends = () => [...card(el).querySelectorAll('legend')].map((l) => l.textContent);
    await until(() => legends().length === 2, 'the choices');
    expect(legends()).to.deep.equal([
      'Attacker: the units your Combat Results Table eliminates on Ex, losses counted at printed strength (12.26)',
      'Defender: the units your Combat Results Table eliminates on Ex, losses counted at printed strength (12.26)',
    ]);
    tap(card(el), 'Alabama: one elimination more');
    await el.updateComplete;
    await expect(el).to.be.accessible();
    await applyShown(el, tap);
    expect((await db.units.get('Alabama-id'))?.state).to.deep.equal({ morale: 'shaken', eliminated: true });
    expect((await db.units.get('Iron-id'))?.state).to.deep.equal({});
    await undoShown(el, tap);
    expect((await db.units.get('Alabama-id'))?.state).to.deep.equal({ morale: 'shaken' });
  });

  it('at night, says whose attack is compulsory from the player’s word that it moved into the enemy’s zone (11.21)', async () => {
    const { db, game, el } = await bngDesk();
    const { tap } = tapper();
    await ironAtAlabama(el, tap, ['Campbell']);
    tap(root(el), 'Night');
    const note = () => root(el).querySelector('p.note[role=note]')?.textContent?.replace(/\s+/g, ' ') ?? '';
    await until(() => note().includes('Night (11.21)'), 'the night check');
    expect(note()).to.contain('Attacking by choice: Iron, Campbell.');
    tap(root(el), 'Iron moved into an enemy zone this turn');
    await until(() => note().includes('Must attack: Iron.'), 'Iron must attack');
    expect(note()).to.contain('Attacking by choice: Campbell.');
    await expect(el).to.be.accessible();
    await readyToResolve(el);
    tap(root(el), 'Roll');
    await resultShown(el);
    const input = (await listCombats(db, game.id))[0]?.input as { night: boolean; attackers: { name: string; movedIntoZoc?: boolean }[] };
    expect(input.night).to.equal(true);
    expect(input.attackers.map((a) => [a.name, a.movedIntoZoc ?? false])).to.deep.equal([['Iron', true], ['Campbell', false]]);
  });

  it('claims left shifts for the combat, marks the attackers subject to each, and the engine applies one only if every attacker is (10.23)', async () => {
    const { db, game, el } = await bngDesk();
    const { tap } = tapper();
    await ironAtAlabama(el, tap, ['Campbell']);
    const pick = (label: string, option: string) => {
      const select = root(el).querySelector<HTMLSelectElement>(`select[aria-label="${label}"]`) as HTMLSelectElement;
      select.selectedIndex = [...select.options].findIndex((o) => o.textContent?.trim() === option);
      select.dispatchEvent(new Event('change'));
    };
    pick('Add a left shift', 'redoubt hexside, 2 columns');
    await until(() => [...root(el).querySelectorAll('button')].some((b) => b.textContent === 'Iron subject to redoubt hexside'), 'the shift claimed');
    expect(root(el).querySelector<HTMLSelectElement>('select[aria-label="Add a left shift"]')?.selectedIndex).to.equal(0);
    tap(root(el), 'Iron subject to redoubt hexside');
    pick('Add a right shift', 'Terrain Effects Chart, 1 column');
    await until(() => !!root(el).querySelector('button[aria-label="Take back the right shift for Terrain Effects Chart, 1"]'), 'the right shift claimed');
    await expect(el).to.be.accessible();
    await readyToResolve(el);
    const panel = () => root(root(el).querySelector('adj-live-panel') as Element).textContent ?? '';
    await until(() => panel().includes('not applied: Campbell is not subject to it'), 'the live steps say the redoubt does not count');
    tap(root(el), 'Roll');
    await resultShown(el);
    const input = (await listCombats(db, game.id))[0]?.input as { leftShifts: unknown[]; rightShifts: unknown[]; attackers: { leftShifts: unknown[] }[] };
    const redoubt = { cause: 'redoubt hexside', columns: 2 };
    expect(input.leftShifts).to.deep.equal([redoubt]);
    expect(input.rightShifts).to.deep.equal([{ cause: 'Terrain Effects Chart', columns: 1 }]);
    expect(input.attackers.map((a) => a.leftShifts)).to.deep.equal([[redoubt], []]);
    // Iron 6 and Campbell adjacent 3 ×1½ = 5 against Shaken 3 −⅓ = 2: 5-1. The redoubt does not count (Campbell is not
    // subject to it); the right shift does: 6-1.
    expect(card(el).textContent).to.contain('in column 6-1');
  });

  it('rallies a Shaken unit picked for the combat, applies the roll to its morale with undo, and goes back to the combat (12.41)', async () => {
    const { db, el } = await bngDesk();
    const { tap } = tapper();
    await ironAtAlabama(el, tap);
    tap(root(el), 'Rally Alabama');
    await until(() => root(el).querySelector('ul.picked')?.getAttribute('aria-label') === 'Rallying unit', 'the Rally roll');
    await expect(el).to.be.accessible();
    await readyToResolve(el);
    // Shaken, die 2: recovers.
    await enterDice(el, tap, [2]);
    expect(card(el).textContent).to.contain('Recovers');
    await applyShown(el, tap);
    expect((await db.units.get('Alabama-id'))?.state).to.deep.equal({ morale: 'normal' });
    await undoShown(el, tap);
    expect((await db.units.get('Alabama-id'))?.state).to.deep.equal({ morale: 'shaken' });
    // New combat goes back to the combat the rally was rolled in the middle of.
    tap(card(el), 'New combat');
    await until(() => root(el).querySelector('ul.picked')?.getAttribute('aria-label') === 'Attacking units', 'the combat again');
    expect(root(el).querySelector('ul[aria-label="Defending units"]')?.textContent).to.contain('Alabama');
  });

  it("reads the battery's range from the map, and takes it with Use", async () => {
    const { db, game, el } = await bngDesk();
    const { tap } = tapper();
    await ironAtAlabama(el, tap, ['Campbell']);
    tap(root(el), 'Show the map');
    await until(() => !!root(el).querySelector('adj-map'), 'the map');
    for (const name of ['Alabama', 'Iron', 'Campbell']) {
      tap(root(el), `Place ${name}`);
      await el.updateComplete;
    }
    await until(() => root(el).querySelectorAll('ul.claims li').length >= 4, 'the claims');
    const mapEl = root(el).querySelector('adj-map') as AdjMap;
    const alabama = mapEl.map.counters.find((c) => c.unitId === 'Alabama-id')?.hex ?? '';
    const [q, r] = alabama.split(',').map(Number);
    const moved = { ...mapEl.map, counters: mapEl.map.counters.map((c) => (c.unitId === 'Campbell-id' ? { ...c, hex: `${(q ?? 0) + 3},${(r ?? 0) - 3}` } : c)) };
    mapEl.dispatchEvent(new CustomEvent('map-change', { detail: moved, bubbles: true, composed: true }));
    await until(() => root(el).querySelector('ul.claims li.differs')?.textContent?.includes('Campbell attacks at 3 hexes') ?? false, 'the range claim');
    tap(root(el), 'Use: Campbell attacks at 3 hexes');
    await until(() => root(el).querySelector<HTMLSelectElement>('select[aria-label="Campbell range"]')?.selectedOptions[0]?.textContent === '3 hexes', 'the range taken');
    await expect(el).to.be.accessible();
    el.remove();
    let ranges: unknown;
    await until(() => {
      void db.games.get(game.id).then((g) => (ranges = (g?.draft as { ranges?: unknown } | undefined)?.ranges));
      return JSON.stringify(ranges) === JSON.stringify({ 'Campbell-id': 3 });
    }, 'the range saved');
  });
});
