/**
 * The GCACW fast path: the documented combat (its flank bonus from the board), and combats with the
 * flank bonus entered, an artillery sub-roll, rain and entrenchment. Run with `npm run bench`.
 */
import { readFileSync } from 'node:fs';
import { benchFastPath } from '../fast-path';

const documented = JSON.parse(readFileSync('docs/games/gcacw/combat.json', 'utf8')) as Record<string, unknown>;
const entered = { ...documented, flank: { from: 'player', bonus: 1 } };

benchFastPath('gcacw', [
  documented,
  entered,
  { ...entered, attack: 'normal', rain: true },
  { ...entered, terrain: { defenderHex: 'woods' }, defender: { units: [{ id: 'Heth', combatValue: 7, artillery: 3, tactical: 2, manpower: 7, demoralized: 1 }], entrenched: { combatValue: 9, artillery: 4 } } },
]);
