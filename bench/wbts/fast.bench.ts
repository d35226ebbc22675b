/**
 * The War Between the States fast path for ground combat (`ground/fast-figures.ts`): the documented
 * combat, storm, siege combat and attack from march, where each side always has its combat supply,
 * and the documented combat with little supply in reach, where each side may be short (four pairs
 * of supply cases, each read on its own column). Each is worked out to its whole figures
 * distribution from the parsed description, with no explanation steps. Run with `npm run bench`.
 */
import { readFileSync } from 'node:fs';
import { benchFastPath } from '../fast-path';

type Json = Record<string, unknown> & { attacker: Record<string, unknown>; defender: Record<string, unknown> };
const read = (kind: string) => JSON.parse(readFileSync(`docs/games/wbts/${kind}.json`, 'utf8')) as Json;

const shortOfSupply = read('combat');
shortOfSupply.attacker['supply'] = 1;
shortOfSupply.defender['supply'] = 0;

benchFastPath('wbts', [...['combat', 'storm', 'siegeCombat', 'attackFromMarch'].map(read), shortOfSupply]);
