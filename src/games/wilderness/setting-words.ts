import { type SettingWords, claimed } from '../../desk/variant-names';
import type { UnitRecord } from '../../store/records';
import type { WildernessDraft } from './draft';
import { KIND_LABELS, TERRAIN_LABELS } from './setup';

/** The Wilderness combat's settings in the words of its set-up: the kind of combat, its conditions, and each attacker's crossing. */
export function wildernessSettingWords(draft: WildernessDraft, units: ReadonlyMap<string, UnitRecord>): SettingWords[] {
  const name = (id: string) => units.get(id)?.name ?? 'a unit no longer on the roster';
  const probe = draft.kind === 'cavalry-probe';
  return [
    { key: 'kind', words: KIND_LABELS[draft.kind] },
    ...(draft.kind === 'infantry-combat' ? [{ key: 'hastyAttack', words: draft.hastyAttack ? 'Hasty Attack' : 'Not a Hasty Attack' }] : []),
    { key: 'entrenched', words: draft.entrenched ? 'Defender entrenched' : 'Defender not entrenched' },
    ...(draft.kind === 'cavalry-combat' ? [claimed('infantryInDefendersHex', "Infantry in defender's hex", draft.infantryInDefendersHex)] : []),
    ...(probe ? [claimed('faceUpCavalry', 'Face-up cavalry in the stack', draft.faceUpCavalry)] : []),
    ...(probe ? [] : [{ key: 'terrain', words: `Defender's terrain: ${TERRAIN_LABELS[draft.terrain]}` }]),
    ...(probe
      ? []
      : draft.attackers.flatMap((id) => [
          { key: `acrossRiver.${id}`, words: `${name(id)} ${draft.acrossRiver.includes(id) ? 'across a river' : 'not across a river'}` },
          { key: `acrossEstuary.${id}`, words: `${name(id)} ${draft.acrossEstuary.includes(id) ? 'across an estuary' : 'not across an estuary'}` },
        ])),
  ];
}
