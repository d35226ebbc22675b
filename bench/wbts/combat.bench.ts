/**
 * War Between the States ground combat throughput: full resolves through the engine (validation,
 * the player's four charts checked, command and chits, the leader's die shift weighed for every die,
 * the result, and the exact distribution over the initiative, both supply dice and the combat die)
 * on one core: the median of five CPU-seconds.
 */
import { readFileSync } from 'node:fs';
import { seedFromWords } from '../../src/engine/core/rng';
import { resolve } from '../../src/engine/engine';
import { medianRate } from '../measure';

const combat = JSON.parse(readFileSync('docs/games/wbts/combat.json', 'utf8')) as Record<string, unknown>;

let rng = seedFromWords(1862, 8, 30);

// The figure stands for a combat with every costly part: fail rather than measure a simpler one.
const sample = resolve(combat, { rng });
const plan = sample.analysis.dicePlan.join(', ');
if (plan !== "combat initiative, attacker's combat supply, defender's combat supply, combat die") throw new Error(`the benchmark combat must roll every die of a ground combat, not ${plan}`);
if (!sample.analysis.steps.some((s) => s.title === 'Leader’s die shift')) throw new Error('the benchmark combat must weigh a leader’s die shift');

function run(n: number): void {
  for (let i = 0; i < n; i++) rng = resolve(combat, { rng }).rngAfter ?? rng;
}

// The JIT needs a few thousand resolves before the hot paths are compiled.
run(5000);
console.log(`wbts: ${medianRate(() => run(100), 100)} resolves/s with full distribution`);
