import { PLAIN_MAP } from '../../map/rules';
import type { CwbsEffects } from '../../engine/games/cwbs';
import type { GameRules } from '../contract';
import { cwbsDeskClaims } from './claims';
import { type CwbsCombat, type CwbsDraft, EMPTY_CWBS_DRAFT } from './draft';
import { CWBS_DESK } from './rules';
import { cwbsSequence } from './sequence';
import { cwbsReach } from './reach';

/** The Civil War Brigade Series' rules on the main thread: the desk's rules for fire, close combat and a morale check, and the map's. */
export const rules: GameRules<CwbsDraft, CwbsEffects, CwbsCombat> = {
  id: 'cwbs',
  desk: {
    rules: CWBS_DESK,
    claims: cwbsDeskClaims,
    // Each attacker's claims read that attacker alone; the rest read the defenders (compose-draft.test.ts checks it).
    claimsByUnit: true,
    attackReach: cwbsReach,
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
  map: PLAIN_MAP,
};
