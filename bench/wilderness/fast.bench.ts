/**
 * The Wilderness fast path: infantry combats of several sizes, supplies and terrains, and a cavalry
 * combat, each worked out to its whole figures distribution. Run with `npm run bench`.
 */
import { readFileSync } from 'node:fs';
import { benchFastPath } from '../fast-path';

const documented = JSON.parse(readFileSync('docs/games/wilderness/infantry-combat.json', 'utf8')) as Record<string, unknown>;
const infantry = (fields: Record<string, unknown>) => ({ format: 1, game: 'wilderness', kind: 'infantry-combat', defenderHex: { terrain: 'clear', entrenched: false }, ...fields });

benchFastPath('wilderness', [
  documented,
  infantry({ attackers: [{ name: 'II', strength: 14 }, { name: 'V', strength: 12 }], defenders: [{ name: 'Field', strength: 6 }] }),
  infantry({ attackers: [{ name: 'VI', strength: 12, acrossRiver: true }], defenders: [{ name: 'Heth', strength: 5, supply: 'unsupplied' }], defenderHex: { terrain: 'mountain-pass', entrenched: false } }),
  infantry({ attackers: [{ name: 'IX', strength: 10 }, { name: 'XVIII', strength: 8 }, { name: 'II', strength: 14 }], defenders: [{ name: 'Early', strength: 7 }, { name: 'Rodes', strength: 5 }], defenderHex: { terrain: 'clear', entrenched: true } }),
  { format: 1, game: 'wilderness', kind: 'cavalry-combat', attackers: [{ name: 'Sheridan 1' }, { name: 'Sheridan 2' }], defenders: [{ name: 'Stuart 1' }], defenderHex: { terrain: 'clear' } },
]);
