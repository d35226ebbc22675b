import { expect } from '@open-wc/testing';
import { CombatInputError } from '../../engine/core/errors';
import { figuresOf } from '../../engine/engine';
import { hexKey, parseHexKey } from '../../engine/hex/hex';
import { neighbours } from '../../engine/hex/direction';
import { hexFromOffset } from '../../engine/hex/offset';
import { takeAllClaims } from '../../desk/map-links';
import { hexLabel } from '../../map/describe';
import { placeCounter } from '../../map/edit';
import { type MapState, gridMap } from '../../map/state';
import { type Exact, compareExact, percent } from '../../plan/exact';
import { TAKE_THE_HEX, successOf } from '../../plan/success';
import { createGame } from '../../store/games';
import type { UnitRecord } from '../../store/records';
import type { AdjDesk } from '../../ui/desk/desk.component';
import { openDesk, shadow, rootOf, showActivity, tapper } from '../../ui/desk/desk-test-helpers';
import { freshDb, until } from '../../ui/test-helpers';
import { rules as gameRules } from './index';
import { EMPTY_GCACW_DRAFT, type GcacwDraft, GCACW_DESK } from './rules';

/**
 * A GCACW map of 20 units: ten Union divisions down column 3 and ten Confederate ones down column 4,
 * each hex next to two of the other side's.
 */
async function twentyUnitGame() {
  const db = freshDb();
  const game = await createGame(db, 'North Anna', 'gcacw');
  const unit = (id: string, side: string, i: number): UnitRecord => ({
    id,
    gameId: game.id,
    name: id,
    side,
    type: 'infantry',
    strength: 4 + ((i * 3) % 7),
    state: { combatValue: 3 + ((i * 5) % 7), artillery: 1 + (i % 3), tactical: 1 + (i % 3) },
  });
  const units = [...Array.from({ length: 10 }, (_, i) => unit(`Union ${i + 1}`, 'union', i)), ...Array.from({ length: 10 }, (_, i) => unit(`Rebel ${i + 1}`, 'confederate', i + 4))];
  let map: MapState = gridMap(8, 12);
  units.forEach((u, i) => {
    const at = hexFromOffset({ col: u.side === 'union' ? 2 : 3, row: 1 + (i % 10) });
    map = placeCounter(map, { hex: hexKey(at), side: u.side === 'union' ? 'union' : 'confederate', type: 'infantry', label: u.name, unitId: u.id });
  });
  await db.units.bulkAdd(units);
  const draft: GcacwDraft = { ...EMPTY_GCACW_DRAFT, title: 'GTC' };
  await db.games.update(game.id, { map, draft });
  return { db, game, map, draft, units: new Map(units.map((u) => [u.id, u])) };
}

const searchEl = (desk: Element) => shadow(rootOf(desk).querySelector('adj-allocation-search') as Element);

async function openSearch(desk: AdjDesk) {
  await showActivity(desk, 'phase');
  await until(() => !!rootOf(desk).querySelector('adj-allocation-search')?.shadowRoot?.querySelector('button'), 'the search panel');
}

describe('the search at a GCACW desk', () => {
  it('names the weakest Union hex on a 20-unit map, as the engine weighs every attack the Confederates next to it could make', async () => {
    const { db, game, map, draft, units } = await twentyUnitGame();
    const el = await openDesk(db, game.id);
    const { tap } = tapper();
    await openSearch(el);
    tap(searchEl(el), 'Where can the enemy hurt this side?');
    await until(() => /^Weakest: /.test(searchEl(el).querySelector('section [role=status]')?.textContent?.trim() ?? ''), 'the weakest hex named', 30000);

    // By hand: every Union hex, every choice of the Confederates next to it, on the explained path.
    let best: { hex: string; chance: Exact } | undefined;
    const unionHexes = [...new Set(map.counters.filter((c) => c.side === 'union').map((c) => c.hex))].sort();
    for (const hex of unionHexes) {
      const defenders = map.counters.filter((c) => c.hex === hex).map((c) => c.unitId as string);
      const near = new Set(neighbours(parseHexKey(hex)).map(hexKey));
      const enemies = map.counters.filter((c) => c.side === 'confederate' && near.has(c.hex)).map((c) => c.unitId as string);
      for (let mask = 1; mask < 1 << enemies.length; mask++) {
        const attackers = enemies.filter((_, i) => mask & (1 << i));
        const attack = takeAllClaims<GcacwDraft>({ ...draft, attackers, defenders }, (d) => gameRules.desk?.claims(map, d, units) ?? []);
        let chance: Exact;
        try {
          chance = successOf(figuresOf(GCACW_DESK.describe(attack, units)), TAKE_THE_HEX);
        } catch (e) {
          if (e instanceof CombatInputError) continue;
          throw e;
        }
        if (!best || compareExact(chance, best.chance) > 0) best = { hex, chance };
      }
    }
    if (!best) throw new Error('no attack weighed');
    const said = searchEl(el).querySelector('section [role=status]')?.textContent?.trim() ?? '';
    expect(said).to.match(new RegExp(`^Weakest: hex ${hexLabel(map.shape, parseHexKey(best.hex))}: ${percent(best.chance).replace('.', '\\.')} that `));
    // The map shows it: every Union hex shaded, the weakest outlined.
    const drawn = () => shadow(rootOf(el).querySelector('adj-map') as Element);
    await until(() => !!rootOf(el).querySelector('adj-map')?.shadowRoot?.querySelector('path.exposure.weakest'), 'the enemy’s view on the map');
    expect(drawn().querySelectorAll('path.exposure').length).to.equal(unionHexes.length);
    await expect(searchEl(el)).to.be.accessible();
  });

  it('finds the best allocation of the Union divisions and takes it into the plan', async () => {
    const { db, game } = await twentyUnitGame();
    const el = await openDesk(db, game.id);
    const { tap } = tapper();
    await openSearch(el);
    (searchEl(el).querySelectorAll('input[name=criterion]')[2] as HTMLInputElement).click();
    await el.updateComplete;
    tap(rootOf(el), 'Find the best allocation');
    await until(() => searchEl(el).querySelectorAll('ol.results > li').length === 3, 'three allocations', 30000);
    expect(searchEl(el).querySelector('[role=status]')?.textContent).to.contain('Every allocation of 10 units to 10 enemy hexes weighed exactly');
    const attacks = searchEl(el).querySelectorAll('ol.results > li:first-child ul li').length;
    expect(attacks).to.be.greaterThan(0);
    tap(searchEl(el), 'Take into the plan');
    const plan = () => shadow(rootOf(el).querySelector('adj-phase-plan') as Element);
    await until(() => plan().querySelectorAll('li.attack').length === attacks, 'the allocation in the plan');
    await expect(searchEl(el)).to.be.accessible();
  });
});
