import type { GcacwCombatEffects } from '../../engine/games/gcacw';
import type { GameRules } from '../contract';
import { gcacwDeskClaims } from './claims';
import { GCACW_MAP } from './map';
import { EMPTY_GCACW_DRAFT, GCACW_DESK, type GcacwCombat, type GcacwDraft } from './rules';
import { gcacwSequence } from './sequence';

/** Great Campaigns of the American Civil War's rules on the main thread: the desk's rules, and the map's. */
export const rules: GameRules<GcacwDraft, GcacwCombatEffects, GcacwCombat> = {
  id: 'gcacw',
  desk: {
    rules: GCACW_DESK,
    claims: gcacwDeskClaims,
    // docs/games/gcacw.md's combat, at the desk: two II Corps divisions assault Heth across a creek.
    example: {
      units: [
        { id: 'barlow', name: 'II Corps, Barlow', side: 'union', type: 'infantry', strength: 9, state: { combatValue: 9, artillery: 5, tactical: 3, fatigue: 1 } },
        { id: 'gibbon', name: 'II Corps, Gibbon', side: 'union', type: 'infantry', strength: 6, state: { combatValue: 6, artillery: 4, tactical: 2 } },
        { id: 'heth', name: 'Heth', side: 'confederate', type: 'infantry', strength: 7, state: { combatValue: 7, artillery: 1, tactical: 2, fatigue: 2 } },
      ],
      draft: { ...EMPTY_GCACW_DRAFT, title: 'GTC', attack: 'assault', attackers: ['barlow', 'gibbon'], defenders: ['heth'], hexside: 'creek', flankBonus: 1 },
    },
  },
  sequence: gcacwSequence,
  map: GCACW_MAP,
};
