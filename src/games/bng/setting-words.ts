import { type SettingWords, claimed } from '../../desk/variant-names';
import type { UnitRecord } from '../../store/records';
import { type BngDraft, combatLeftShifts, defenderHexOf, halvingOf, leftShiftsOf, moraleOf, rangeOf, sightOf } from './draft';
import { FIELDWORKS_WORDS, HALVING_WORDS, RETREAT_WORDS, shiftWords } from './setup';

/**
 * The Blue & Grey combat's settings in the words of its set-up: night, fieldworks, rounding, the
 * column shifts claimed, and what the set-up says of each unit (range, sight, terrain, zone of control…).
 */
export function bngSettingWords(draft: BngDraft, units: ReadonlyMap<string, UnitRecord>): SettingWords[] {
  const name = (id: string) => units.get(id)?.name ?? 'a unit no longer on the roster';
  if (draft.rallying !== null) return [{ key: 'rallying', words: `Rally roll for ${name(draft.rallying)}` }];
  const shifts = (list: readonly { cause: string; columns: number }[]) => list.map(shiftWords).join('; ') || 'none';
  const words: SettingWords[] = [
    { key: 'rallying', words: 'Combat' },
    { key: 'night', words: draft.night ? 'Night' : 'By day' },
    { key: 'fieldworks', words: FIELDWORKS_WORDS[draft.fieldworks] },
    { key: 'halfRounds', words: `A half rounds ${draft.halfRounds}` },
    { key: 'leftShifts', words: `Left shifts: ${shifts(combatLeftShifts(draft))}` },
    { key: 'rightShifts', words: `Right shifts: ${shifts(draft.rightShifts)}` },
  ];
  for (const id of draft.attackers) {
    const n = name(id);
    words.push({ key: `range.${id}`, words: `${n} at ${rangeOf(draft, id) === 1 ? 'adjacent range' : `${rangeOf(draft, id)} hexes`}` });
    if (rangeOf(draft, id) > 1) words.push({ key: `sight.${id}`, words: `${n}: line of sight ${sightOf(draft, id) ? 'clear' : 'blocked'}` });
    words.push({ key: `halving.${id}`, words: `${n}: ${HALVING_WORDS[halvingOf(draft, id)]}` });
    if (combatLeftShifts(draft).length > 0) words.push({ key: `subject.${id}`, words: `${n} subject to: ${shifts(leftShiftsOf(draft, id))}` });
    if (draft.fieldworks !== 'none') words.push(claimed(`through.${id}`, `${n} through the breastworks`, draft.throughFieldworks.includes(id)));
    if (draft.night) words.push(claimed(`moved.${id}`, `${n} moved into an enemy zone this turn`, draft.movedIntoZoc.includes(id)));
  }
  for (const id of draft.defenders) {
    const u = units.get(id);
    if (draft.defenders.length > 1) words.push({ key: `hex.${id}`, words: `${name(id)} in defending hex ${defenderHexOf(draft, id)}` });
    if (u && moraleOf(u) === 'routed') words.push({ key: `routed.${id}`, words: `${u.name}: ${RETREAT_WORDS[draft.routedRetreat[id] ?? 'none']}` });
    if (u?.type === 'artillery' && draft.supported[id] !== undefined) words.push(claimed(`supported.${id}`, `${u.name} with or next to friendly infantry or cavalry`, draft.supported[id]));
  }
  for (const id of [...draft.attackers, ...draft.defenders]) {
    const zoc = draft.zoc[id];
    words.push({ key: `zoc.${id}`, words: `${name(id)}: ${zoc === undefined ? 'zone of control as the rules read it' : zoc ? 'in an enemy zone of control' : 'not in an enemy zone of control'}` });
    words.push(claimed(`town.${id}`, `${name(id)} in a town`, draft.inTown.includes(id)));
  }
  return words;
}
