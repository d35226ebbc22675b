/**
 * The War Between the States figures path for ground combat: the documented combat, storm, siege
 * combat and attack from march. It still sets each up through the explained path's own
 * `prepareGround`, steps and all. Run with `npm run bench`.
 */
import { readFileSync } from 'node:fs';
import { benchFastPath } from '../fast-path';

const read = (kind: string) => JSON.parse(readFileSync(`docs/games/wbts/${kind}.json`, 'utf8')) as Record<string, unknown>;

benchFastPath('wbts', ['combat', 'storm', 'siegeCombat', 'attackFromMarch'].map(read));
