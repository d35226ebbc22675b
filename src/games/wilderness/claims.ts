import { type Source, formatSource } from '../../engine/core/source';
import { directionTo } from '../../engine/hex/direction';
import { hexsideBetween } from '../../engine/hex/hexside';
import { hexsideHasAny } from '../../engine/hex/hexsideFeatures';
import { parseHexKey } from '../../engine/hex/hex';
import type { InfantryCombat } from '../../engine/games/wilderness/schema';
import { REF, wildernessSource } from '../../engine/games/wilderness/source';
import { type DeskClaim, counterOf } from '../../desk/map-links';
import { toggle } from '../../desk/rules';
import { counterName, keyLabel } from '../../map/describe';
import { type MapCounter, type MapState, findCounter } from '../../map/state';
import type { UnitRecord } from '../../store/records';
import type { WildernessDraft } from './draft';

type DefenderTerrain = InfantryCombat['defenderHex']['terrain'];

interface ClaimBase {
  /** Why the map says so, in the player's terms. */
  readonly reason: string;
  readonly source: Source;
}

/**
 * What the map says about one field of a Wilderness combat. The desk shows each as a suggestion
 * the player can override: the map is a sketch and may be incomplete.
 */
export type WildernessClaim =
  | (ClaimBase & { readonly field: 'acrossRiver' | 'acrossEstuary'; readonly unitCounterId: string; readonly value: boolean })
  | (ClaimBase & { readonly field: 'terrain'; readonly unitCounterId?: undefined; readonly value: DefenderTerrain })
  | (ClaimBase & { readonly field: 'entrenched'; readonly unitCounterId?: undefined; readonly value: boolean });

const TERRAIN_CHART = wildernessSource(REF.terrain);

/**
 * Claims for a Wilderness combat from the map, by the Terrain Effects Chart:
 * - for each attacker adjacent to the defender, whether it attacks across a river (a river on the
 *   hexside between them) and across an estuary (its hex or the defender's is an estuary hex;
 *   the chart names the Estuary as terrain, not as a hexside);
 * - the defender's terrain: mountain pass, mountain, or clear for anything with no combat effect;
 * - whether the defender is entrenched (an "entrenched" marker on its counter).
 * Attackers not adjacent to the defender, and ids not on the map, get no claim: the map cannot say.
 */
export function wildernessClaims(map: MapState, attackerCounterIds: readonly string[], defenderCounterId: string): WildernessClaim[] {
  const defender = findCounter(map, defenderCounterId);
  if (!defender) return [];
  const at = parseHexKey(defender.hex);
  const defenderName = `${counterName(defender)} in ${keyLabel(map.shape, defender.hex)}`;
  const claims: WildernessClaim[] = [];

  for (const id of attackerCounterIds) {
    const attacker = findCounter(map, id);
    if (!attacker) continue;
    const from = parseHexKey(attacker.hex);
    if (directionTo(from, at) === undefined) continue;
    const name = `${counterName(attacker)} in ${keyLabel(map.shape, attacker.hex)}`;
    const river = hexsideHasAny(map.hexsides, hexsideBetween(from, at), ['river']);
    claims.push({
      field: 'acrossRiver',
      unitCounterId: id,
      value: river,
      reason: river ? `a river hexside lies between ${name} and ${defenderName}` : `no river hexside between ${name} and ${defenderName}`,
      source: TERRAIN_CHART,
    });
    const estuaryHex = [attacker.hex, defender.hex].find((k) => map.terrain[k] === 'estuary');
    claims.push({
      field: 'acrossEstuary',
      unitCounterId: id,
      value: estuaryHex !== undefined,
      reason: estuaryHex !== undefined ? `hex ${keyLabel(map.shape, estuaryHex)} is an estuary hex: ${name} attacks across estuary water` : `neither ${name}'s hex nor the defender's is an estuary hex`,
      source: TERRAIN_CHART,
    });
  }

  const painted = map.terrain[defender.hex];
  const terrain: DefenderTerrain = painted === 'mountain-pass' || painted === 'mountain' ? painted : 'clear';
  claims.push({
    field: 'terrain',
    value: terrain,
    reason: terrain === 'clear' ? `${defenderName}: terrain with no combat effect` : `${defenderName} is a ${terrain === 'mountain' ? 'mountain' : 'mountain pass'} hex`,
    source: TERRAIN_CHART,
  });
  const entrenched = defender.markers.includes('entrenched');
  claims.push({
    field: 'entrenched',
    value: entrenched,
    reason: entrenched ? `${defenderName} carries an entrenched marker` : `${defenderName} carries no entrenched marker`,
    source: TERRAIN_CHART,
  });
  return claims;
}

/**
 * The map's claims for the combat on the desk: river and estuary for each
 * attacker on the map next to the defender, the defender's terrain and entrenchment. Nothing when the
 * defender is not on the map.
 */
export function deskClaims(map: MapState, draft: WildernessDraft, units: ReadonlyMap<string, UnitRecord>): DeskClaim<WildernessDraft>[] {
  if (draft.kind === 'cavalry-probe') return [];
  const defender = draft.defenders.map((id) => counterOf(map, id)).find((c) => c !== undefined);
  if (!defender) return [];
  const attackerCounters = draft.attackers.map((id) => counterOf(map, id)).filter((c): c is MapCounter => c !== undefined);
  const unitOfCounter = new Map(attackerCounters.map((c) => [c.id, c.unitId ?? '']));
  return wildernessClaims(map, attackerCounters.map((c) => c.id), defender.id).map((claim) => toDeskClaim(claim, draft, units, unitOfCounter));
}

function toDeskClaim(claim: WildernessClaim, draft: WildernessDraft, units: ReadonlyMap<string, UnitRecord>, unitOfCounter: ReadonlyMap<string, string>): DeskClaim<WildernessDraft> {
  const base = { reason: claim.reason, source: formatSource(claim.source) };
  switch (claim.field) {
    case 'terrain':
      return { ...base, text: `Defender's terrain: ${claim.value === 'clear' ? 'no combat effect' : claim.value === 'mountain' ? 'mountain' : 'mountain pass'}`, agrees: draft.terrain === claim.value, patch: { terrain: claim.value } };
    case 'entrenched':
      return { ...base, text: claim.value ? 'Defender entrenched' : 'Defender not entrenched', agrees: draft.entrenched === claim.value, patch: { entrenched: claim.value } };
    case 'acrossRiver':
    case 'acrossEstuary': {
      const unitId = unitOfCounter.get(claim.unitCounterId) ?? '';
      const name = units.get(unitId)?.name ?? unitId;
      const list = draft[claim.field];
      const water = claim.field === 'acrossRiver' ? 'river' : 'estuary';
      return {
        ...base,
        text: `${name} ${claim.value ? 'attacks' : 'does not attack'} across ${water === 'river' ? 'a river' : 'an estuary'}`,
        agrees: list.includes(unitId) === claim.value,
        patch: { [claim.field]: toggle(list, unitId, claim.value) },
      };
    }
  }
}
