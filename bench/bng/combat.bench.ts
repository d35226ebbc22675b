/**
 * Blue & Grey (revised) combat throughput: full resolves through the engine (validation, the
 * player's Combat Results Table checked, strengths unit by unit, shifts, the night die and the
 * disorder checks, and the exact distribution of every outcome) on one core: the median of five
 * CPU-seconds.
 */
import { readFileSync } from 'node:fs';
import { seedFromWords } from '../../src/engine/core/rng';
import { resolve } from '../../src/engine/engine';
import { medianRate } from '../measure';

// The player's table as the documented example enters it: the bench reads the same chart the docs show.
const { charts } = JSON.parse(readFileSync('docs/games/bng/combat.json', 'utf8')) as { charts: Record<string, unknown> };

// A night attack by five units, each of which, with four defenders, rolls a disorder check on an Exchange.
const combat = {
  format: 1,
  game: 'bng',
  kind: 'combat',
  night: true,
  fieldworks: 'breastworks',
  attackers: [
    { name: '2nd Wisconsin', type: 'infantry', strength: 5, morale: 'disordered', terrainHalving: 'waterObstacle', throughFieldworks: true },
    { name: "Griffin's battery", type: 'artillery', strength: 3, terrainHalving: 'waterObstacle', throughFieldworks: true },
    { name: '6th Wisconsin', type: 'infantry', strength: 12, throughFieldworks: true },
    { name: '7th Wisconsin', type: 'infantry', strength: 5, morale: 'shaken', throughFieldworks: true },
    { name: '19th Indiana', type: 'infantry', strength: 10, throughFieldworks: true },
  ],
  defenders: [
    { name: '4th Alabama', type: 'infantry', strength: 4, morale: 'shaken' },
    { name: "Imboden's battery", type: 'artillery', strength: 2, withFriendlyInfantryOrCavalry: true },
    { name: '6th Alabama', type: 'infantry', strength: 5 },
    { name: '5th Alabama', type: 'infantry', strength: 4, inTown: true },
  ],
  charts,
};

let rng = seedFromWords(1861, 7, 21);

// The figure stands for a combat with the costly parts: fail rather than measure a simpler one.
const sample = resolve(combat, { rng });
if (!sample.analysis.dicePlan.includes('night die')) throw new Error('the benchmark combat must roll the night die');
if (!sample.analysis.chances.some((c) => c.key.startsWith('Ex|') && c.key.includes('/5|'))) throw new Error('the benchmark combat must call for disorder checks on an Exchange');

function run(n: number): void {
  for (let i = 0; i < n; i++) rng = resolve(combat, { rng }).rngAfter ?? rng;
}

// The JIT needs a few thousand resolves before the hot paths are compiled.
run(5000);
console.log(`bng: ${medianRate(() => run(100), 100)} resolves/s with full distribution`);
