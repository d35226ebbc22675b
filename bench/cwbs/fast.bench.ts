/**
 * The CWBS fast path for fire combat: the figures straight from the description (fire points, column
 * and its shifts, the fire table rows the dice reach, ½ rounding, stragglers, the morale check's
 * row), with no explanation steps. Several fires, so no single one sets the figure: the documented
 * fire by day and at night; a brigade's small arms at 1 and 2 hexes into a flanked, wrecked target;
 * two batteries at 2 and 7 hexes on limbered artillery (grade C by rule, no ×½); mounted cavalry up a
 * slope under Low Ammo fire given by points; a massed fire of the last column on a Routed grade E
 * target in a trench (v3.2); a lone C-level skirmish line at night, in the first column. Run with
 * `npm run bench -- cwbs/fast`.
 */
import { readFileSync } from 'node:fs';
import { benchFastPath } from '../fast-path';

const documented = JSON.parse(readFileSync('docs/games/cwbs/fire.json', 'utf8')) as Record<string, unknown>;
const fire = (fields: Record<string, unknown>): Record<string, unknown> => ({ format: 1, game: 'cwbs', kind: 'fire', ...fields });

benchFastPath('cwbs', [
  documented,
  { ...documented, night: true },
  fire({
    firers: [
      { type: 'smallArms', fireLevel: 'A', plusWeapons: true, range: 1 },
      { type: 'smallArms', fireLevel: 'B', range: 2 },
      { type: 'smallArms', fireLevel: 'C', range: 1, lowAmmo: true },
    ],
    target: { grade: 'C', state: 'shaken', flank: true, wrecked: 'brigade', leaderRating: 3, leaders: [{ name: 'Hood' }, { name: 'Law' }] },
  }),
  fire({
    firers: [
      { type: 'artillery', gunPoints: 5, range: 2 },
      { type: 'artillery', gunPoints: 3, range: 7 },
    ],
    target: { type: 'artillery', formation: 'limbered' },
  }),
  fire({
    upSlope: true,
    firers: [
      { type: 'points', points: 6.5, lowAmmo: true },
      { type: 'artillery', gunPoints: 2, range: 4 },
    ],
    target: { type: 'cavalry', grade: 'D', formation: 'mounted', lowAmmo: true },
  }),
  fire({
    edition: 'v3.2',
    firers: [
      { type: 'smallArms', fireLevel: 'A', plusWeapons: true, range: 1 },
      { type: 'smallArms', fireLevel: 'A', range: 1 },
      { type: 'artillery', gunPoints: 5, range: 1 },
      { type: 'artillery', gunPoints: 4, range: 1 },
    ],
    target: { grade: 'E', state: 'routed', sunkenRoad: true, wrecked: 'brigadeOfWreckedDivision', leaderRating: 0, leaders: [{ name: 'Pickett' }] },
  }),
  fire({ night: true, firers: [{ type: 'smallArms', fireLevel: 'C', range: 2 }], target: { grade: 'A', state: 'disorganized', formation: 'column' } }),
]);
