/**
 * The Blue & Grey figures path: the documented combat (several attackers, artillery, fieldworks), by
 * day, and its infantry alone by day and by night. It still sets the combat up through the explained path's own `combatSpec`, steps
 * and all. Run with `npm run bench`.
 */
import { readFileSync } from 'node:fs';
import { benchFastPath } from '../fast-path';

const documented = JSON.parse(readFileSync('docs/games/bng/combat.json', 'utf8')) as Record<string, unknown>;

// At night no artillery fires from beyond the next hex (11.24): the night combat is the infantry's.
const infantry = (documented['attackers'] as { readonly type: string }[]).filter((a) => a.type !== 'artillery');

benchFastPath('bng', [documented, { ...documented, attackers: infantry }, { ...documented, attackers: infantry, night: true }]);
