/**
 * The CWBS figures path for fire combat: the documented fire, and at night. It still sets the combat
 * up through the explained path's own `prepareFire`, steps and all. Run with `npm run bench`.
 */
import { readFileSync } from 'node:fs';
import { benchFastPath } from '../fast-path';

const documented = JSON.parse(readFileSync('docs/games/cwbs/fire.json', 'utf8')) as Record<string, unknown>;

benchFastPath('cwbs', [documented, { ...documented, night: true }]);
