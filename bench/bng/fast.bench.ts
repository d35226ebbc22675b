/**
 * The Blue & Grey fast path (src/engine/games/bng/fast/): the documented combat (several attackers,
 * artillery adjacent and bombarding, breastworks), by day, and its infantry alone by day and by night;
 * then a large day combat (a gunboat, units shaken and halved, a Trench, a Routed defender retreated
 * before combat, a right shift) and a night combat of units that must attack, one in a town, on
 * Breastworks Under Construction. Each evaluation reads the description straight to its distribution:
 * strengths, shifts, columns and disorder checks, with no steps. Run with `npm run bench`.
 */
import { readFileSync } from 'node:fs';
import { benchFastPath } from '../fast-path';

const documented = JSON.parse(readFileSync('docs/games/bng/combat.json', 'utf8')) as Record<string, unknown>;

// At night no artillery fires from beyond the next hex (11.24): the night combat is the infantry's.
const infantry = (documented['attackers'] as { readonly type: string }[]).filter((a) => a.type !== 'artillery');

const large = {
  ...documented,
  halfRounds: 'down',
  fieldworks: 'trench',
  leftShifts: [{ cause: 'redoubt hexside', columns: 2 }],
  rightShifts: [{ cause: 'flank', columns: 1 }],
  attackers: [
    { name: '1st Minnesota', type: 'infantry', strength: 7, throughFieldworks: true, leftShifts: [{ cause: 'redoubt hexside', columns: 2 }] },
    { name: '15th Massachusetts', type: 'infantry', strength: 6, morale: 'shaken', terrainHalving: 'terrain', throughFieldworks: true, leftShifts: [{ cause: 'Redoubt hexside', columns: 2 }] },
    { name: '6th Pennsylvania Cavalry', type: 'cavalry', strength: 3, morale: 'disordered', throughFieldworks: true, leftShifts: [{ cause: 'redoubt hexside', columns: 2 }] },
    { name: 'Tidball', type: 'artillery', strength: 4, inEnemyZoc: true, throughFieldworks: true, leftShifts: [{ cause: 'redoubt hexside', columns: 2 }] },
    { name: 'Weed', type: 'artillery', strength: 3, range: 2, lineOfSight: true, leftShifts: [{ cause: 'redoubt hexside', columns: 2 }] },
    { name: 'Tyler', type: 'gunboat', strength: 8, range: 4, lineOfSight: true, leftShifts: [{ cause: 'redoubt hexside', columns: 2 }] },
  ],
  defenders: [
    { name: '20th Georgia', type: 'infantry', strength: 6 },
    { name: 'Reilly', type: 'artillery', strength: 3, withFriendlyInfantryOrCavalry: true, inEnemyZoc: true },
    { name: '2nd Georgia', type: 'infantry', strength: 4, morale: 'routed', routedRetreat: 'retreats' },
  ],
};

const nightAssault = {
  ...documented,
  night: true,
  fieldworks: 'underConstruction',
  attackers: [
    { name: '5th New York', type: 'infantry', strength: 5, movedIntoZoc: true },
    { name: '10th New York', type: 'infantry', strength: 4, morale: 'disordered', inTown: true },
    { name: '1st US Cavalry', type: 'cavalry', strength: 2, morale: 'shaken', inEnemyZoc: false },
    { name: 'Hazlett', type: 'artillery', strength: 3, movedIntoZoc: true },
  ],
  defenders: [
    { name: '4th Texas', type: 'infantry', strength: 5, morale: 'disordered', inTown: true },
    { name: 'Bachman', type: 'artillery', strength: 2, withFriendlyInfantryOrCavalry: true },
  ],
};

benchFastPath('bng', [documented, { ...documented, attackers: infantry }, { ...documented, attackers: infantry, night: true }, large, nightAssault]);
