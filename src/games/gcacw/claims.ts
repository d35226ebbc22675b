import { formatSource } from '../../engine/core/source';
import { directionTo } from '../../engine/hex/direction';
import { featuresBetween } from '../../engine/hex/hexsideFeatures';
import { parseHexKey } from '../../engine/hex/hex';
import { HEXSIDES } from '../../engine/games/gcacw/schema/combat';
import type { Terrain } from '../../engine/games/gcacw/schema/common';
import { gcacw } from '../../engine/games/gcacw/titles';
import { keyLabel, counterName } from '../../map/describe';
import { flankAgainst, gcacwBoard } from './board';
import { GCACW_MAP } from './map';
import type { MapCounter, MapState } from '../../map/state';
import type { GcacwDraft, Hexside } from './rules';
import { type DeskClaim, counterOf } from '../../desk/map-links';

const DEFENDER_MODS = formatSource(gcacw("Combat Chart, defender's die roll modifiers (7.4)"));
const FLANK = formatSource(gcacw('Flank attack (7.4)'));
const TERRAIN_WORDS: Readonly<Record<Terrain, string>> = {
  clear: 'clear',
  rolling: 'rolling',
  rough: 'rough',
  hill: 'hill',
  woods: 'woods',
  city: 'city',
  mountain: 'mountain',
  swamp: 'swamp',
  'provisional-swamp': 'provisional swamp',
};

/**
 * What the map says about the GCACW combat on the desk, each a claim the player takes or leaves:
 * the defender's terrain; for the first attacker beside the defender, the hexside its attack
 * crosses and (against a hill or mountain) the terrain it attacks from; and the flank bonus the
 * board gives (7.4). Nothing when no defender is on the map.
 */
export function gcacwDeskClaims(map: MapState, draft: GcacwDraft): DeskClaim<GcacwDraft>[] {
  const defender = draft.defenders.map((id) => counterOf(map, id)).find((c) => c !== undefined);
  if (!defender) return [];
  const at = parseHexKey(defender.hex);
  const terrain = gcacwBoard(map, at, GCACW_MAP.zoc).terrain ?? {};
  const terrainOf = (key: string): Terrain => terrain[key] ?? 'clear';
  const where = (c: MapCounter) => `${counterName(c)} in ${keyLabel(map.shape, c.hex)}`;
  const defenderTerrain = terrainOf(defender.hex);
  const claims: DeskClaim<GcacwDraft>[] = [
    {
      text: `Defender's terrain: ${TERRAIN_WORDS[defenderTerrain]}`,
      reason: `${where(defender)} is painted ${TERRAIN_WORDS[defenderTerrain]}`,
      source: DEFENDER_MODS,
      agrees: draft.defenderTerrain === defenderTerrain,
      patch: { defenderTerrain },
    },
  ];

  const attackers = draft.attackers.map((id) => counterOf(map, id)).filter((c): c is MapCounter => c !== undefined);
  const beside = attackers.find((c) => directionTo(parseHexKey(c.hex), at) !== undefined);
  if (beside) {
    const features = featuresBetween(parseHexKey(beside.hex), at, map.hexsides);
    const crossed: Hexside | '' = HEXSIDES.find((h) => features.includes(h) || (h === 'creek' && features.includes('stream'))) ?? '';
    claims.push({
      text: crossed ? `The attack crosses a ${crossed}` : 'The attack crosses no bridge, dam, ferry, ford or creek',
      reason: `the hexside between ${where(beside)} and ${where(defender)} ${crossed ? `has a ${crossed}` : 'has none of them'}`,
      source: DEFENDER_MODS,
      agrees: draft.hexside === crossed,
      patch: { hexside: crossed },
    });
    if (defenderTerrain === 'hill' || defenderTerrain === 'mountain') {
      const from = terrainOf(beside.hex);
      claims.push({
        text: `The attack comes from ${TERRAIN_WORDS[from]}`,
        reason: `${where(beside)} is painted ${TERRAIN_WORDS[from]}`,
        source: DEFENDER_MODS,
        agrees: draft.attackFrom === from,
        patch: { attackFrom: from },
      });
    }
  }

  const flank = flankAgainst(map, defender.id, { zoc: GCACW_MAP.zoc, rain: draft.rain, attacking: attackers.map((c) => c.id) });
  if (flank.ok) {
    const { covered, final } = flank.result;
    claims.push({
      text: `Flank bonus ${final > 0 ? `+${final}` : 'none'}`,
      reason: `${covered} of the 6 hexes around ${where(defender)} are covered`,
      source: FLANK,
      agrees: draft.flankBonus === final,
      patch: { flankBonus: final },
    });
  }
  return claims;
}
