import { expect } from '@open-wc/testing';
import { listCombats } from '../../store/combats';
import { createGame } from '../../store/games';
import type { UnitRecord } from '../../store/records';
import type { AdjDesk } from '../../ui/desk/desk.component';
import '../../ui/desk/desk';
import type { AdjMap } from '../../ui/map/map.component';
import { freshDb, until } from '../../ui/test-helpers';
import { applyShown, enterDice, openDesk, pickSides, readyToResolve, resultShown, rootOf, tapper, undoShown, type Tap } from '../../ui/desk/desk-test-helpers';

/** A CWBS game with a roster: an A-level brigade and a battery against a grade B brigade and its leader. */
async function cwbsDesk() {
  const db = freshDb();
  const game = await createGame(db, 'Gettysburg, July 2', 'cwbs');
  const unit = (name: string, side: string, type: string, strength: number | null, state: UnitRecord['state']): UnitRecord => ({ id: `${name}-id`, gameId: game.id, name, side, type, strength, state });
  await db.units.bulkAdd([
    unit('Ward', 'union', 'infantry', 9, { grade: 'B', fireLevel: 'A' }),
    unit('Smith', 'union', 'artillery', null, { gunPoints: 4 }),
    unit('Law', 'confederate', 'infantry', 8, { grade: 'B', fireLevel: 'A' }),
    unit('Hood', 'confederate', 'leader', null, { rating: 2 }),
  ]);
  const el = await openDesk(db, game.id);
  return { db, game, el };
}

const root = rootOf;
const roster = (el: AdjDesk) => root(root(el).querySelector('adj-roster') as Element);
const card = (el: AdjDesk) => root(root(el).querySelector('adj-result-card') as Element);

/** Ward fires at Law (and whoever else is named): picked on the roster, then ready to resolve. */
async function wardAtLaw(el: AdjDesk, tap: Tap, alsoDefending: readonly string[] = []) {
  await pickSides(el, tap, ['Ward'], ['Law', ...alsoDefending]);
  await readyToResolve(el);
}

describe('the CWBS desk', () => {
  it('takes a typical fire combat from the roster to a logged result in at most 8 taps', async () => {
    const { db, game, el } = await cwbsDesk();
    const { tap, count } = tapper();
    await wardAtLaw(el, tap);
    tap(root(el), 'Target in the flank');
    await until(() => root(el).querySelector('button[aria-pressed=true]')?.textContent === 'Fire' && [...root(el).querySelectorAll('button[aria-pressed=true]')].some((b) => b.textContent === 'Target in the flank'), 'the flank');
    await until(() => !(root(el).querySelector('.actions button.primary') as HTMLButtonElement | null)?.disabled, 'ready to resolve');
    tap(root(el), 'Roll');
    await resultShown(el);
    expect(count()).to.be.at.most(8);
    const log = await listCombats(db, game.id);
    expect(log).to.have.length(1);
    expect(log[0]?.input).to.deep.include({ kind: 'fire', edition: 'seed' });
    expect((log[0]?.input as { target: { flank: boolean } }).target.flank).to.equal(true);
    expect((log[0]?.input as { firers: { range: number }[] }).firers.map((f) => f.range)).to.deep.equal([1]);
    await expect(el).to.be.accessible();
    for (const control of root(el).querySelectorAll<HTMLElement>('section.setup button, section.setup select')) {
      const box = control.getBoundingClientRect();
      expect(Math.min(box.width, box.height), control.outerHTML.slice(0, 100)).to.be.at.least(44);
    }
  });

  it("reads each firer's range from the map, and takes it with Use", async () => {
    const { db, game, el } = await cwbsDesk();
    const { tap } = tapper();
    tap(roster(el), 'Smith,');
    await wardAtLaw(el, tap);
    tap(root(el), 'Show the map');
    await until(() => !!root(el).querySelector('adj-map'), 'the map');
    tap(root(el), 'Place Law');
    await el.updateComplete;
    tap(root(el), 'Place Smith');
    await el.updateComplete;
    tap(root(el), 'Place Ward');
    await until(() => root(el).querySelectorAll('ul.claims li').length === 3, 'the claims');
    // The battery moved three hexes further off, as a drag on the map would.
    const mapEl = root(el).querySelector('adj-map') as AdjMap;
    const moved = { ...mapEl.map, counters: mapEl.map.counters.map((c) => (c.unitId === 'Smith-id' ? { ...c, hex: '4,-2' } : c)) };
    mapEl.dispatchEvent(new CustomEvent('map-change', { detail: moved, bubbles: true, composed: true }));
    await until(() => root(el).querySelector('ul.claims li.differs')?.textContent?.includes('Smith fires at 4 hexes') ?? false, 'the range claim');
    tap(root(el), 'Use: Smith fires at 4 hexes');
    await until(() => root(el).querySelector('ul.claims li.differs') === null, 'the claim taken');
    expect(root(el).querySelector<HTMLSelectElement>('select[aria-label="Smith range"]')?.selectedOptions[0]?.textContent).to.equal('4 hexes');
    await expect(el).to.be.accessible();
    el.remove();
    let ranges: unknown;
    await until(() => {
      void db.games.get(game.id).then((g) => (ranges = (g?.draft as { ranges?: unknown } | undefined)?.ranges));
      return JSON.stringify(ranges) === JSON.stringify({ 'Smith-id': 4 });
    }, 'the range saved');
  });

  it('saves the edition chosen in the set-up with the game', async () => {
    const { db, game, el } = await cwbsDesk();
    const select = root(el).querySelector<HTMLSelectElement>('select[aria-label="Edition of the charts"]');
    if (!select) throw new Error('no edition choice');
    select.selectedIndex = 1;
    select.dispatchEvent(new Event('change'));
    el.remove();
    let edition: unknown;
    await until(() => {
      void db.games.get(game.id).then((g) => (edition = (g?.draft as { edition?: string } | undefined)?.edition));
      return edition === 'v3.2';
    }, 'the edition saved');
  });

  it('applies casualties, stragglers, the morale result, Low Ammo and the leader lost, and undoes them', async () => {
    const { db, el } = await cwbsDesk();
    const { tap } = tapper();
    await wardAtLaw(el, tap, ['Hood']);
    // 4 fire points, column 3-4: 12 is a loss of 2 and Low Ammo; straggler die 4 (grade B): 1;
    // the check on row 3 (Hood rated 2: up 1) rolls 66: Disorganized, Back 2, Straggle 1; Hood rolls 2: killed.
    await enterDice(el, tap, [6, 6, 4, 6, 6, 1, 1]);
    expect(card(el).textContent).to.contain('Defender loses 2 casualties');
    expect(card(el).textContent).to.contain('Defender loses 2 stragglers');
    await applyShown(el, tap);
    const law = await db.units.get('Law-id');
    expect(law?.strength).to.equal(4);
    expect(law?.state).to.deep.include({ morale: 'disorganized', stragglers: 2 });
    expect((await db.units.get('Ward-id'))?.state.lowAmmo).to.equal(true);
    expect((await db.units.get('Hood-id'))?.state.eliminated).to.equal(true);

    await undoShown(el, tap);
    expect((await db.units.get('Law-id'))?.strength).to.equal(8);
    expect((await db.units.get('Law-id'))?.state.morale).to.equal(undefined);
    expect((await db.units.get('Ward-id'))?.state.lowAmmo).to.equal(undefined);
    expect((await db.units.get('Hood-id'))?.state.eliminated).to.equal(undefined);
  });

  it("shows every die of a fire's chain in order, each read with its rule", async () => {
    const { el } = await cwbsDesk();
    const { tap } = tapper();
    await wardAtLaw(el, tap);
    // 5 in column 3-4 is ½: the ½ die 5 rounds it up to 1; straggler die 6 (½ through 1, grade B): 1; morale d66 66.
    await enterDice(el, tap, [2, 3, 5, 6, 6, 6]);
    const dice = [...card(el).querySelectorAll('ul.dice .die')].map((d) => d.getAttribute('aria-label'));
    expect(dice).to.deep.equal(['fire, first die: 2', 'fire, second die: 3', 'fire, ½ loss die: 5', 'fire, straggler die: 6', 'fire, morale check, tens die: 6', 'fire, morale check, units die: 6']);
    const steps = [...card(el).querySelectorAll('details ol li')].map((li) => li.textContent?.replace(/\s+/g, ' ').trim() ?? '');
    const at = (title: string) => steps.findIndex((s) => s.startsWith(title));
    const chain = [
      ['Fire: fire roll', /^Fire: fire roll 5 in column 3-4: ½ .*Fire Combat Table$/],
      ['Fire: ½ loss die', /^Fire: ½ loss die 5: up, ½ becomes 1 .*Fire Combat Table notes$/],
      ['Fire: straggler check', /^Fire: straggler check .*die 6: 1 strength point lost to stragglers .*Straggler Table$/],
      ['Fire: target: morale check', /^Fire: target: morale check d66 66 on row 4: .*Morale Table$/],
    ] as const;
    for (const [title, text] of chain) expect(steps[at(title)]).to.match(text);
    expect(chain.map(([title]) => at(title))).to.deep.equal([...chain.map(([title]) => at(title))].sort((a, b) => a - b));
    expect(chain.every(([title]) => at(title) >= 0)).to.equal(true);
    await expect(card(el)).to.be.accessible();
  });
});
