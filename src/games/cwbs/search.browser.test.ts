import { expect } from '@open-wc/testing';
import { figuresOf } from '../../engine/engine';
import { hexKey } from '../../engine/hex/hex';
import { hexFromOffset } from '../../engine/hex/offset';
import { placeCounter } from '../../map/edit';
import { type MapState, gridMap } from '../../map/state';
import { percent } from '../../plan/exact';
import { TAKE_THE_HEX, successOf } from '../../plan/success';
import { createGame } from '../../store/games';
import type { UnitRecord } from '../../store/records';
import { openDesk, rootOf, shadow, showActivity, tapper } from '../../ui/desk/desk-test-helpers';
import type { AdjDesk } from '../../ui/desk/desk.component';
import { freshDb, until } from '../../ui/test-helpers';
import { EMPTY_CWBS_DRAFT } from './draft';
import { CWBS_DESK } from './rules';

const at = (col: number, row: number) => hexKey(hexFromOffset({ col, row }));

/**
 * A CWBS fire phase on the map: Law's brigade in hex 0503; Brewster next to it, Ward two hexes off with
 * a clear line over Brewster's hex, Carr two hexes off behind the woods of hex 0502; Reilly's battery
 * three hexes from Brewster, on the Confederate side.
 */
async function firePhase() {
  const db = freshDb();
  const game = await createGame(db, 'Gettysburg, the Wheatfield', 'cwbs');
  const unit = (name: string, side: string, type: string, strength: number | null, state: UnitRecord['state']): UnitRecord => ({ id: name.toLowerCase(), gameId: game.id, name, side, type, strength, state });
  const placed: [UnitRecord, string][] = [
    [unit('Law', 'confederate', 'infantry', 8, { grade: 'B', fireLevel: 'A' }), at(4, 2)],
    [unit('Brewster', 'union', 'infantry', 6, { grade: 'B', fireLevel: 'B' }), at(4, 3)],
    [unit('Ward', 'union', 'infantry', 9, { grade: 'B', fireLevel: 'A' }), at(4, 4)],
    [unit('Carr', 'union', 'infantry', 7, { grade: 'B', fireLevel: 'A' }), at(4, 0)],
    [unit('Reilly', 'confederate', 'artillery', null, { gunPoints: 3 }), at(7, 3)],
  ];
  let map: MapState = { ...gridMap(10, 10), terrain: { [at(4, 1)]: 'woods' } };
  for (const [u, hex] of placed) map = placeCounter(map, { hex, side: u.side === 'union' ? 'union' : 'confederate', type: u.type === 'artillery' ? 'artillery' : 'infantry', label: u.name, unitId: u.id });
  await db.units.bulkAdd(placed.map(([u]) => u));
  await db.games.update(game.id, { map, draft: EMPTY_CWBS_DRAFT });
  return { db, game, units: new Map(placed.map(([u]) => [u.id, u])) };
}

const searchEl = (desk: Element) => shadow(rootOf(desk).querySelector('adj-allocation-search') as Element);

/** The phase, where the search is: its panel, and its Find in the phase's bar. */
async function openSearch(desk: AdjDesk) {
  await showActivity(desk, 'phase');
  await until(() => !!searchEl(desk).querySelector('button'), 'the search panel');
}

describe('the search at a CWBS desk', () => {
  it('fires Ward at 2 hexes over a clear line in the best allocation, leaves Carr out for the woods in his line, and counts Reilly’s battery in the enemy’s view', async () => {
    const { db, game, units } = await firePhase();
    const el = await openDesk(db, game.id);
    const { tap } = tapper();
    await openSearch(el);
    expect(searchEl(el).querySelector('p.weighs')?.textContent).to.match(/^Fire combat: each brigade fires its small arms at an enemy hex up to 2 hexes away/);
    tap(rootOf(el), 'Find the best allocation');
    await until(() => searchEl(el).querySelectorAll('ol.results > li').length > 0, 'the allocations', 30000);
    const best = searchEl(el).querySelector('ol.results > li') as HTMLElement;
    expect([...best.querySelectorAll('ul li')].map((li) => li.textContent)).to.deep.equal(['Brewster, Ward → Law (hex 0503)']);
    // Its chance is the explained path's, for Brewster at 1 hex and Ward at 2.
    const fire = CWBS_DESK.describe({ ...EMPTY_CWBS_DRAFT, attackers: ['brewster', 'ward'], defenders: ['law'], ranges: { brewster: 1, ward: 2 } }, units);
    expect(best.querySelector('h3')?.textContent).to.equal(`1. every attack succeeds: ${percent(successOf(figuresOf(fire), TAKE_THE_HEX))}`);
    // Carr is within small arms' range of Law, but the woods between them block his line: left out, named, and why.
    const leftOut = [...searchEl(el).querySelectorAll('.left-out li')].map((li) => li.textContent);
    expect(leftOut).to.have.length(1);
    expect(leftOut[0]).to.match(/^Carr has no line of sight from hex 0501 to hex 0503: woods at level 1/);
    expect(leftOut[0]).to.not.contain('carr');

    // The enemy's view: Law next to Brewster, and Reilly's battery firing from three hexes, are weighed together.
    tap(searchEl(el), 'Where can the enemy hurt this side?');
    await until(() => /^Weakest: /.test(searchEl(el).querySelector('section[aria-label="The enemy’s view"] [role=status]')?.textContent?.trim() ?? ''), 'the enemy’s view', 30000);
    const rows = [...searchEl(el).querySelectorAll('section[aria-label="The enemy’s view"] li')].map((li) => li.textContent ?? '');
    expect(rows.some((r) => /Reilly \(from 3 hexes\)/.test(r)), rows.join(' | ')).to.equal(true);
    await expect(searchEl(el)).to.be.accessible();
  });
});
