import { HEXSIDE_FEATURES } from '../../engine/hex/hexsideFeatures';
import { PLAIN_MAP } from '../../map/rules';
import type { BngEffects } from '../../engine/games/bng';
import type { BngInput } from '../../engine/games/bng/schema';
import { SPI_1975_CRT } from '../../engine/games/bng/starting-charts';
import type { GameRules } from '../contract';
import { STREAM_SHIFT, bngDeskClaims } from './claims';
import { type BngDraft, EMPTY_BNG_DRAFT } from './draft';
import { BNG_DESK } from './rules';
import { bngSequence } from './sequence';
import { bngReach } from './reach';

/**
 * Blue & Grey (revised)'s rules on the main thread: the desk's rules for a combat, what the map says
 * of it, and the map's rules. Gunboats exert no zone of control
 * (9.64). Its map offers breastworks and trench hexsides, the three sides a marker faces (10.32).
 * Zones of control do not extend into a trench hex across its trench sides (10.39), but do extend
 * out of it; a hexside says not which of its two hexes holds the trench, so no zone exception is
 * declared and the desk asks who attacks through the fieldworks.
 */
export const rules: GameRules<BngDraft, BngEffects, BngInput> = {
  id: 'bng',
  desk: {
    rules: BNG_DESK,
    claims: bngDeskClaims,
    // Each attacker's claims read that attacker alone; the rest read the defenders (compose-draft.test.ts checks it).
    claimsByUnit: true,
    attackReach: bngReach,
    // docs/games/bng.md's combat: a Disordered regiment and an adjacent battery attack across a stream
    // and through breastworks, with a battery bombarding from three hexes, against a Shaken regiment
    // and its battery; read on the 1975 quadrigame table entered as the player's chart: 1-2.
    example: {
      units: [
        { id: 'wisconsin', name: '2nd Wisconsin', side: 'union', type: 'infantry', strength: 5, state: { morale: 'disordered' } },
        { id: 'griffin', name: "Griffin's battery", side: 'union', type: 'artillery', strength: 3, state: {} },
        { id: 'ricketts', name: "Ricketts' battery", side: 'union', type: 'artillery', strength: 4, state: {} },
        { id: 'alabama', name: '4th Alabama', side: 'confederate', type: 'infantry', strength: 4, state: { morale: 'shaken' } },
        { id: 'imboden', name: "Imboden's battery", side: 'confederate', type: 'artillery', strength: 2, state: {} },
      ],
      draft: {
        ...EMPTY_BNG_DRAFT,
        attackers: ['wisconsin', 'griffin', 'ricketts'],
        defenders: ['alabama', 'imboden'],
        fieldworks: 'breastworks',
        ranges: { ricketts: 3 },
        zoc: { griffin: true },
        halving: { wisconsin: 'waterObstacle', griffin: 'waterObstacle' },
        leftShifts: { wisconsin: [STREAM_SHIFT], griffin: [STREAM_SHIFT] },
        throughFieldworks: ['wisconsin', 'griffin'],
      },
      charts: { crt: { name: 'SPI 1975 quadrigame CRT, not the revised one', entered: '2026-11-23', rows: SPI_1975_CRT.rows, columns: SPI_1975_CRT.columns, cells: SPI_1975_CRT.cells } },
    },
  },
  sequence: bngSequence,
  map: { ...PLAIN_MAP, hexsideFeatures: HEXSIDE_FEATURES },
};
