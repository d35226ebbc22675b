import { type SettingWords, claimed } from '../../desk/variant-names';
import type { UnitRecord } from '../../store/records';
import { type CwbsDraft, rangeOf } from './draft';
import { EDITION_LABELS, HIT, KIND_LABELS } from './setup';

const CLOSE_COMBAT = { '': 'Not in close combat', attacker: 'Close combat attacker', defender: 'Close combat defender' } as const;

/** The CWBS combat's settings in the words of its set-up: the kind, the charts' edition, the conditions the kind asks about, each firer's range. */
export function cwbsSettingWords(draft: CwbsDraft, units: ReadonlyMap<string, UnitRecord>): SettingWords[] {
  const who = HIT[draft.kind];
  const words: SettingWords[] = [{ key: 'kind', words: KIND_LABELS[draft.kind] }];
  if (draft.kind !== 'morale') words.push({ key: 'edition', words: EDITION_LABELS[draft.edition] });
  words.push({ key: 'night', words: draft.night ? 'Night' : 'By day' });
  if (draft.kind === 'fire') words.push(claimed('upSlope', 'Up slope', draft.upSlope));
  words.push(claimed('flank', `${who} in the flank`, draft.flank), claimed('sunkenRoad', `${who} in a sunken road or trench`, draft.sunkenRoad));
  if (draft.kind === 'closeCombat') {
    words.push({ key: 'attackerStrength', words: `Attacker's strength: ${draft.attackerStrength || 'none'}` }, { key: 'defenderStrength', words: `Defender's strength: ${draft.defenderStrength || 'none'}` });
  }
  if (draft.kind === 'morale') {
    words.push({ key: 'fireResult', words: draft.fireResult ? `Called for by: fire result ${draft.fireResult}` : 'Called for by: no fire result' }, { key: 'closeCombat', words: CLOSE_COMBAT[draft.closeCombat] });
  }
  if (draft.kind === 'fire') {
    for (const id of draft.attackers) {
      const u = units.get(id);
      if (!u || u.type === 'leader' || u.type === 'wagon') continue;
      const range = rangeOf(draft, id);
      words.push({ key: `range.${id}`, words: `${u.name} at ${range === 1 ? '1 hex' : `${range} hexes`}` });
    }
  }
  return words;
}
