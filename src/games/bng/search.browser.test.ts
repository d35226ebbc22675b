import { expect } from '@open-wc/testing';
import { SPI_1975_CRT } from '../../engine/games/bng/starting-charts';
import { hexKey } from '../../engine/hex/hex';
import { hexFromOffset } from '../../engine/hex/offset';
import { placeCounter } from '../../map/edit';
import { type MapState, gridMap } from '../../map/state';
import { saveChart } from '../../store/charts';
import { createGame } from '../../store/games';
import type { UnitRecord } from '../../store/records';
import { openDesk, rootOf, shadow, showActivity, tapper } from '../../ui/desk/desk-test-helpers';
import { freshDb, until } from '../../ui/test-helpers';
import { EMPTY_BNG_DRAFT } from './draft';

const at = (col: number, row: number) => hexKey(hexFromOffset({ col, row }));

/**
 * A Blue & Grey phase on the map, on the 1975 table entered as the player's CRT: the Iron Brigade (3)
 * next to the 4th Alabama (3) in hex 0503, at 1-1; Ricketts' battery (4) three hexes off, its line
 * clear, bombarding at a third off (9.19: 3) to make it 2-1. Across, Imboden's battery (5) stands three
 * hexes from the Iron Brigade.
 */
async function bombardment() {
  const db = freshDb();
  const game = await createGame(db, 'Antietam, the Cornfield', 'bng');
  const unit = (name: string, side: string, type: string, strength: number): UnitRecord => ({ id: name.toLowerCase().replace(/\W+/g, '-'), gameId: game.id, name, side, type, strength, state: {} });
  const placed: [UnitRecord, string][] = [
    [unit('4th Alabama', 'confederate', 'infantry', 3), at(4, 2)],
    [unit('Iron Brigade', 'union', 'infantry', 3), at(4, 3)],
    [unit('Ricketts', 'union', 'artillery', 4), at(4, 5)],
    [unit('Imboden', 'confederate', 'artillery', 5), at(7, 2)],
  ];
  let map: MapState = gridMap(10, 10);
  for (const [u, hex] of placed) map = placeCounter(map, { hex, side: u.side === 'union' ? 'union' : 'confederate', type: u.type === 'artillery' ? 'artillery' : 'infantry', label: u.name, unitId: u.id });
  await db.units.bulkAdd(placed.map(([u]) => u));
  const { rows, columns, cells } = SPI_1975_CRT;
  await saveChart(db, { id: 'crt', rules: 'bng', slot: 'crt', chart: { name: 'My CRT', entered: '2026-11-23', rows, columns, cells }, savedAt: 1 });
  await db.games.update(game.id, { map, draft: EMPTY_BNG_DRAFT });
  return { db, game };
}

const searchEl = (desk: Element) => shadow(rootOf(desk).querySelector('adj-allocation-search') as Element);

describe('the search at a Blue & Grey desk', () => {
  it('bombards from three hexes in the best allocation, and counts the enemy’s battery three hexes off in the enemy’s view', async () => {
    const { db, game } = await bombardment();
    const el = await openDesk(db, game.id);
    const { tap } = tapper();
    await showActivity(el, 'phase');
    await until(() => !!searchEl(el).querySelector('button'), 'the search panel');
    tap(rootOf(el), 'Find the best allocation');
    await until(() => searchEl(el).querySelectorAll('ol.results > li').length > 0, 'the allocations', 30000);
    const results = [...searchEl(el).querySelectorAll('ol.results > li')];
    // 2-1 with Ricketts bombarding (Dr on 1-4 of the die), 1-1 without (1-3); alone he reads 1-1 too.
    expect([...(results[0] as Element).querySelectorAll('ul li')].map((li) => li.textContent)).to.deep.equal(['Iron Brigade, Ricketts → 4th Alabama (hex 0503)']);
    expect(results[0]?.querySelector('h3')?.textContent).to.equal('1. every attack succeeds: 66.7 %');
    expect(results.slice(1).map((r) => r.querySelector('h3')?.textContent)).to.deep.equal(['2. every attack succeeds: 50.0 %', '3. every attack succeeds: 50.0 %']);

    tap(searchEl(el), 'Where can the enemy hurt this side?');
    await until(() => /^Weakest: /.test(searchEl(el).querySelector('section[aria-label="The enemy’s view"] [role=status]')?.textContent?.trim() ?? ''), 'the enemy’s view', 30000);
    const rows = [...searchEl(el).querySelectorAll('section[aria-label="The enemy’s view"] li')].map((li) => li.textContent ?? '');
    // Alabama at 1-1 alone; with Imboden's 5 a third off (3) it is 2-1.
    expect(rows, rows.join(' | ')).to.include('hex 0504: 66.7 % that 4th Alabama, Imboden (from 3 hexes) take it');
    await expect(searchEl(el)).to.be.accessible();
  });
});
