import { describe, expect, it } from 'vitest';
import { CombatInputError } from '../engine/core/errors';
import { figuresOf } from '../engine/engine';
import { GAME_IDS } from '../engine/core/source';
import { FuzzSource } from '../engine/fuzz-values';
import type { Direction } from '../engine/hex/direction';
import { hex, hexKey } from '../engine/hex/hex';
import { hexsideKey } from '../engine/hex/hexside';
import { HEXSIDE_FEATURES } from '../engine/hex/hexsideFeatures';
import { hexesWithin } from '../engine/hex/spiral';
import type { GameRules } from '../games/contract';
import { GAME_PLUGINS } from '../games/index';
import { placeCounter, toggleHexsideFeature, toggleMarker } from '../map/edit';
import { type MapState, defaultMap } from '../map/state';
import { MAP_TERRAINS } from '../map/terrain';
import type { UnitRecord } from '../store/records';
import { NEXT_TO } from './attack-reach';
import { withCharts } from './charts';
import { draftComposer } from './compose-draft';
import { isRefused, phaseSearch, searchDraft } from './phase-search';
import type { Sides } from './rules';

/**
 * A random phase round one defended hex (0,0): painted terrain and levels, hexside features (water,
 * fieldworks, ridges), perhaps an entrenched marker, and up to eight of the game's attacking units
 * one to three hexes off; the units copies of its example's, of every type its example has.
 */
function randomPhase(plugin: GameRules, fuzz: FuzzSource) {
  const desk = plugin.desk;
  if (!desk) throw new Error(`${plugin.id} has a desk`);
  const { example } = desk;
  const roster = new Map(example.units.map((u) => [u.id, { ...u, gameId: 'g' } as UnitRecord]));
  const attackers = example.draft.attackers.map((id) => roster.get(id) as UnitRecord);
  const defenders = example.draft.defenders.map((id) => roster.get(id) as UnitRecord);
  let map: MapState = defaultMap();
  const around = hexesWithin(hex(0, 0), 3);
  for (const h of around) {
    if (fuzz.below(3) === 0) map = { ...map, terrain: { ...map.terrain, [hexKey(h)]: fuzz.pick(MAP_TERRAINS) } };
    if (fuzz.below(4) === 0) map = { ...map, levels: { ...map.levels, [hexKey(h)]: fuzz.pick([1, 2, 3] as const) } };
    for (const d of [0, 1, 2, 3, 4, 5] as Direction[]) if (fuzz.below(8) === 0) map = toggleHexsideFeature(map, hexsideKey(h, d), fuzz.pick(HEXSIDE_FEATURES));
  }
  const units = new Map<string, UnitRecord>();
  const put = (u: UnitRecord, at: string) => {
    units.set(u.id, u);
    map = placeCounter(map, { hex: at, side: u.side === 'confederate' ? 'confederate' : 'union', type: u.type === 'artillery' ? 'artillery' : 'infantry', label: u.name, unitId: u.id });
  };
  for (const d of defenders) put(d, '0,0');
  if (fuzz.below(2) === 0) map = toggleMarker(map, map.counters[0]?.id as string, 'entrenched');
  const count = 1 + fuzz.below(8);
  for (let i = 0; i < count; i++) {
    const like = fuzz.pick(attackers);
    // Half next to the defenders, half up to three hexes off.
    const at = fuzz.pick(fuzz.below(2) === 0 ? around.slice(1, 7) : around.slice(1));
    put({ ...like, id: `u${i}`, name: `Unit ${i}`, strength: like.strength === null ? null : 1 + fuzz.below(9) }, hexKey(at));
  }
  // Other units of the defending side nearby: their zones of control and support read the map too.
  if (fuzz.below(2) === 0) put({ ...(defenders[0] as UnitRecord), id: 'friend', name: 'Friend' }, hexKey(fuzz.pick(around.slice(1))));
  const template = desk.rules.read({ ...example.draft, attackers: [], defenders: [], night: fuzz.below(4) === 0 });
  // What an attack comes to: its exact figures on the explained path, or the rules' refusal.
  const describe = (d: Sides) => {
    try {
      return figuresOf(withCharts((desk.rules.declared ?? desk.rules.describe)(d, units), example.charts ?? {}));
    } catch (e) {
      if (e instanceof CombatInputError) return e.errors;
      throw e;
    }
  };
  return { desk, map, units, template, describe, defenders: defenders.map((d) => d.id), side: attackers[0]?.side as string };
}

/** The games whose desk reads its claims unit by unit (DeskGame.claimsByUnit): the ones that put an attack together from each unit's own. */
const BY_UNIT = (await Promise.all(GAME_IDS.map(async (id) => ((await GAME_PLUGINS[id].rules()).desk?.claimsByUnit ? [id] : [])))).flat();

describe('attacks put together from each unit’s own', () => {
  it('are how some game reads its claims', () => {
    expect(BY_UNIT.length).toBeGreaterThan(0);
  });

  for (const id of BY_UNIT) {
    it(`${id}: come to the same figures as each attack set up whole, over 80 random phases`, async () => {
      const plugin = await GAME_PLUGINS[id].rules();
      const desk = plugin.desk;
      expect(desk?.claimsByUnit).toBe(true);
      const fuzz = new FuzzSource(1868);
      let compared = 0;
      for (let i = 0; i < 80; i++) {
        const { map, units, template, describe: described, defenders, side } = randomPhase(plugin, fuzz);
        if (!desk) throw new Error('a desk');
        const reach = desk.attackReach?.(template, map, units) ?? NEXT_TO;
        const search = phaseSearch(map, units, side, reach, { hexes: new Set(['0,0']) });
        if (search.targets.length === 0) continue;
        const eligible = search.units.map((u) => u.id);
        const claims = (d: Sides) => desk.claims(map, d, units);
        const place = desk.placeAttack ? (d: Sides) => desk.placeAttack?.(d, map, units) ?? d : undefined;
        const composed = draftComposer(template, defenders, eligible, claims, place);
        for (let k = 0; k < 4; k++) {
          const attackers = eligible.filter(() => fuzz.below(2) === 0);
          const whole = searchDraft(template, attackers, defenders, claims, place);
          const label = `phase ${i}, ${attackers.join(',')}: ${JSON.stringify({ terrain: map.terrain, levels: map.levels, hexsides: map.hexsides, counters: map.counters })}`;
          // The same attack: the same figures (a draft may hold a field's default either way).
          const mine = composed(attackers);
          expect(isRefused(mine) ? mine : described(mine), label).toEqual(isRefused(whole) ? whole : described(whole));
          if (!isRefused(whole) && attackers.length > 1) compared++;
        }
      }
      expect(compared).toBeGreaterThan(40);
    }, 60_000);
  }
});
