import type { SettingWords } from '../../desk/variant-names';
import type { UnitRecord } from '../../store/records';
import { type WbtsDraft, attackingHexes, commanderOf, defendingLeaderOf, isOneRoll, needsInitiative, orderedByOf, troopsOf, unitLeaderOf } from './draft';
import { FORT_TARGET_WORDS, FORT_WORDS, HEXSIDE_WORDS, KIND_WORDS, TERRAIN_WORDS } from './setup';

/**
 * The War Between the States attack's settings in the words of its set-up, as a plan declares it: the
 * kind, the leaders, the ground and the supply in reach, each unit's leader and hex; where the sequence
 * of rolls stands is no part of it.
 */
export function wbtsSettingWords(draft: WbtsDraft, units: ReadonlyMap<string, UnitRecord>): SettingWords[] {
  const words: SettingWords[] = [{ key: 'kind', words: KIND_WORDS[draft.kind] }];
  const named = (u: UnitRecord | undefined) => u?.name ?? 'none';
  if (isOneRoll(draft.kind)) {
    if (draft.kind === 'bombardment') words.push({ key: 'siegeTrains', words: `${draft.siegeTrains} siege train${draft.siegeTrains === 1 ? '' : 's'}` }, { key: 'column', words: `Column ${draft.bombardmentColumn || 'not given'}` });
    if (draft.kind === 'bombardment' || draft.kind === 'navalFortAttack') words.push({ key: 'fort', words: FORT_TARGET_WORDS[draft.fort] });
    if (draft.kind === 'navalFortAttack' || draft.kind === 'navalTransit') words.push({ key: 'transitColumn', words: `Transit column ${draft.transitColumn || 'not given'}` });
    if (draft.kind === 'bombardment') words.push({ key: 'commander', words: `Leader present: ${named(commanderOf(draft, units))}` });
    return words;
  }
  const fortAttack = draft.kind === 'storm' || draft.kind === 'siegeCombat';
  if (needsInitiative(draft.kind)) words.push({ key: 'orderedBy', words: `Ordered by ${named(orderedByOf(draft, units))}` });
  words.push({ key: 'commander', words: `In charge: ${named(commanderOf(draft, units))}` });
  const defending = defendingLeaderOf(draft, units);
  words.push({ key: 'defendingLeader', words: defending ? `Defending leader: ${defending.name}` : 'No defending leader' });
  if (fortAttack) words.push({ key: 'fort', words: FORT_WORDS[draft.fort] });
  else {
    words.push({ key: 'terrain', words: TERRAIN_WORDS[draft.terrain] });
    draft.crossings.slice(0, attackingHexes(draft, units).length).forEach((c, i) => words.push({ key: `crossing.${i}`, words: `Hex ${i + 1}: ${HEXSIDE_WORDS[c.hexside]}${c.ferry ? ', at a ferry' : ''}` }));
  }
  if (draft.kind !== 'attackFromMarch') words.push({ key: 'supply', words: `Supply in reach: attacker ${draft.supply.attacker}, defender ${draft.supply.defender}` });
  for (const u of troopsOf(draft.attackers, units)) {
    words.push({ key: `leader.${u.id}`, words: `${u.name} under ${named(unitLeaderOf(draft, u.id, units))}` }, { key: `hex.${u.id}`, words: `${u.name} from hex ${draft.secondHex.includes(u.id) ? 2 : 1}` });
  }
  return words;
}
