/**
 * Your own game's fast path: its documented combats (Blue & Grey's plain combat, named; the sample
 * differential game, named and carried whole), and a larger Blue & Grey combat of six attackers under
 * several conditions. Each evaluation reads the description's definition (checked once, then known
 * by the schema), the strengths, the column, the shifts and the result of each roll. Run with
 * `npm run bench -- owngame`.
 */
import { readFileSync } from 'node:fs';
import { benchFastPath } from '../fast-path';

const file = (name: string) => JSON.parse(readFileSync(`docs/games/owngame/${name}.json`, 'utf8')) as Record<string, unknown>;
const plain = file('blue-and-grey-plain');

const large = {
  ...plain,
  conditions: ['breastworks', 'right-1'],
  attackers: [
    { name: '1st Minnesota', type: 'Infantry', strength: 7, conditions: ['left-2'] },
    { name: '15th Massachusetts', type: 'Infantry', strength: 6, conditions: ['shaken-attacker', 'halved', 'left-2'] },
    { name: '6th Pennsylvania Cavalry', type: 'Cavalry', strength: 3, conditions: ['disordered', 'left-2'] },
    { name: 'Tidball', type: 'Artillery', strength: 4, conditions: ['adjacent-artillery', 'left-2'] },
    { name: 'Weed', type: 'Artillery', strength: 3, conditions: ['artillery-at-three', 'left-2'] },
    { name: '82nd New York', type: 'Infantry', strength: 5, conditions: ['left-2'] },
  ],
  defenders: [
    { name: '20th Georgia', type: 'Infantry', strength: 6 },
    { name: 'Reilly', type: 'Artillery', strength: 3, conditions: ['defending-artillery'] },
    { name: '2nd Georgia', type: 'Infantry', strength: 4, conditions: ['routed-defender'] },
  ],
};

benchFastPath('owngame', [plain, file('differential'), file('carried'), large]);
