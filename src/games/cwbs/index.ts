import { html } from 'lit';
import { PLAIN_MAP } from '../../map/rules';
import type { CwbsEffects } from '../../engine/games/cwbs';
import type { GamePlugin } from '../contract';
import { type CwbsDraft, EMPTY_CWBS_DRAFT } from './draft';
import { search } from './search';
import { renderCwbsConditions, renderCwbsPicked } from './setup';
import { cwbsSequence } from './sequence';
import './orders/cwbs-orders';

/** The Civil War Brigade Series on the main thread: the desk's rules and set-up for fire, close combat and a morale check, the map, and the orders in flight under the turn record. */
export const plugin: GamePlugin<CwbsDraft, CwbsEffects> = {
  id: 'cwbs',
  desk: {
    ...search,
    conditions: renderCwbsConditions,
    picked: renderCwbsPicked,
    // docs/games/cwbs.md's fire combat: an A-level brigade at 1 hex and a 4-gun-point battery at 5 hexes
    // fire at a Shaken grade B brigade stacked with unlimbered artillery and Hood (rated 2).
    example: {
      units: [
        { id: 'ward', name: 'Ward', side: 'union', type: 'infantry', strength: 9, state: { grade: 'B', fireLevel: 'A' } },
        { id: 'smith', name: "Smith's battery", side: 'union', type: 'artillery', strength: null, state: { gunPoints: 4 } },
        { id: 'law', name: 'Law', side: 'confederate', type: 'infantry', strength: 8, state: { grade: 'B', fireLevel: 'A', morale: 'shaken' } },
        { id: 'reilly', name: "Reilly's battery", side: 'confederate', type: 'artillery', strength: null, state: { gunPoints: 3 } },
        { id: 'hood', name: 'Hood', side: 'confederate', type: 'leader', strength: null, state: { rating: 2 } },
      ],
      draft: { ...EMPTY_CWBS_DRAFT, attackers: ['ward', 'smith'], defenders: ['law', 'reilly', 'hood'], ranges: { ward: 1, smith: 5 } },
    },
  },
  sequence: cwbsSequence,
  campaignPanel: (context) => html`<adj-cwbs-orders .context=${context}></adj-cwbs-orders>`,
  map: { rules: PLAIN_MAP, analyses: [] },
};
