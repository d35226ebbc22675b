// The games the app serves, in the registry's order (src/engine/core/source.ts), for the checks and
// benchmarks that run outside the TypeScript build.
import { readFileSync } from 'node:fs';

const registry = readFileSync(new URL('../src/engine/core/source.ts', import.meta.url), 'utf8');
const listed = /GAME_IDS\s*=\s*\[([^\]]*)\]/.exec(registry)?.[1] ?? '';

export const GAME_IDS = [...listed.matchAll(/['"]([\w-]+)['"]/g)].map((m) => m[1]);
if (GAME_IDS.length === 0) throw new Error('no game ids read from src/engine/core/source.ts');
