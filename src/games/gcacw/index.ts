import type { GcacwCombatEffects } from '../../engine/games/gcacw';
import type { GamePlugin } from '../contract';
import { GCACW_MAP } from './map';
import { flankAndRetreat } from './map-analysis';
import { EMPTY_GCACW_DRAFT, type GcacwDraft } from './rules';
import { search } from './search';
import { renderGcacwConditions, renderGcacwPicked } from './setup';
import { gcacwSequence } from './sequence';

/** Great Campaigns of the American Civil War on the main thread: the desk's rules and set-up, the map with flank cover and retreats. */
export const plugin: GamePlugin<GcacwDraft, GcacwCombatEffects> = {
  id: 'gcacw',
  desk: {
    ...search,
    conditions: renderGcacwConditions,
    picked: renderGcacwPicked,
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
  map: { rules: GCACW_MAP, analyses: [flankAndRetreat] },
};
