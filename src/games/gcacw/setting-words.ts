import { ATTACKER_GAME_SPECIFIC, ATTACK_TYPES, DEFENDER_GAME_SPECIFIC } from '../../engine/games/gcacw/data/modifiers';
import type { Terrain } from '../../engine/games/gcacw/schema/common';
import { type SettingWords, claimed } from '../../desk/variant-names';
import { ATTACKER_FLAGS, DEFENDER_FLAGS, type GcacwDraft, inTitle, leadersOf } from './rules';
import { TERRAIN_WORDS } from './setup';

const terrainWords = new Map<Terrain, string>(TERRAIN_WORDS);
const RIDGE_WORDS = { '': 'No ridge', up: 'Up a ridge', down: 'Down a ridge' } as const;

/** The GCACW combat's settings in the words of its set-up (the Combat Chart's): the kind of attack, each condition, the title's own modifiers. */
export function gcacwSettingWords(draft: GcacwDraft): SettingWords[] {
  const type = ATTACK_TYPES[draft.attack];
  const words: SettingWords[] = [
    { key: 'title', words: draft.title ? `Title ${draft.title}` : 'No title chosen' },
    { key: 'attack', words: draft.attack === 'assault' ? type.label : `${type.label} attack` },
    { key: 'rain', words: draft.rain ? 'Rain' : 'No rain' },
    { key: 'entrenched', words: draft.entrenched ? 'Defender entrenched' : 'Defender not entrenched' },
    ...(draft.entrenched
      ? [
          { key: 'entrenchedCombatValue', words: `Entrenched Combat Value ${draft.entrenchedCombatValue ?? 'not given'}` },
          { key: 'entrenchedArtillery', words: `Entrenched Artillery Value ${draft.entrenchedArtillery ?? 'not given'}` },
        ]
      : []),
    { key: 'defenderTerrain', words: `Defender in ${terrainWords.get(draft.defenderTerrain) ?? draft.defenderTerrain}` },
    { key: 'hexside', words: draft.hexside ? `Across a ${draft.hexside}` : 'No bridge, dam, ferry, ford or creek' },
    { key: 'ridge', words: RIDGE_WORDS[draft.ridge] },
    { key: 'attackFrom', words: draft.attackFrom ? `Attack from ${terrainWords.get(draft.attackFrom) ?? draft.attackFrom}` : 'Attack from: not given' },
    { key: 'flanksRefused', words: draft.flanksRefused ? `Flanks refused: +${draft.flanksRefused}` : 'Flanks not refused' },
    { key: 'flankBonus', words: draft.flankBonus > 0 ? `Flank bonus +${draft.flankBonus}` : 'No flank bonus' },
  ];
  // The title's own modifiers, where the set-up offers them.
  if (draft.attack === 'assault' && leadersOf(draft.title).length > 0) words.push({ key: 'leader', words: draft.leader ? `Leader assault bonus: ${draft.leader}` : 'No leader assault bonus' });
  for (const f of ATTACKER_FLAGS) if (inTitle(ATTACKER_GAME_SPECIFIC[f], draft.title)) words.push(claimed(`attacker.${f}`, `Attacker: ${ATTACKER_GAME_SPECIFIC[f].label}`, draft.attackerFlags.includes(f)));
  for (const f of DEFENDER_FLAGS) if (inTitle(DEFENDER_GAME_SPECIFIC[f], draft.title)) words.push(claimed(`defender.${f}`, `Defender: ${DEFENDER_GAME_SPECIFIC[f].label}`, draft.defenderFlags.includes(f)));
  if (inTitle(ATTACKER_GAME_SPECIFIC.surpriseAttack, draft.title)) words.push({ key: 'surpriseAttack', words: draft.surpriseAttack === null ? 'No surprise attack' : `Surprise attack ${draft.surpriseAttack > 0 ? '+' : ''}${draft.surpriseAttack}` });
  if (inTitle(DEFENDER_GAME_SPECIFIC.gunboat, draft.title)) words.push({ key: 'gunboat', words: draft.gunboat ? `Gunboat support +${draft.gunboat}` : 'No gunboat support' });
  return words;
}
