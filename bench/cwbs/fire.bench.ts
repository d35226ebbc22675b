/**
 * CWBS fire combat throughput: full resolves through the engine (validation, fire points, column
 * shifts, the dice down the whole chain, and the exact distribution over fire roll, ½ die, straggler
 * die and morale check) on one core: the median of five CPU-seconds.
 */
import { seedFromWords } from '../../src/engine/core/rng';
import { resolve } from '../../src/engine/engine';
import { medianRate } from '../measure';

const fire = {
  format: 1,
  game: 'cwbs',
  kind: 'fire',
  night: false,
  firers: [
    { type: 'smallArms', fireLevel: 'A', plusWeapons: true, range: 1 },
    { type: 'smallArms', fireLevel: 'B', range: 2 },
    { type: 'artillery', gunPoints: 4, range: 5 },
  ],
  target: { grade: 'C', state: 'shaken', flank: true, withUnlimberedArtillery: true, leaderRating: 2, leaders: [{ name: 'Hood' }, { name: 'Law' }] },
};

let rng = seedFromWords(1863, 7, 2);

// The figure stands for a fire whose column has ½ losses, stragglers and morale checks: fail rather than measure a simpler one.
const sample = resolve(fire, { rng });
const labels = sample.analysis.chances.map((c) => c.label).join(' ');
if (!/straggler/.test(labels) || !/morale: Routed/.test(labels) || sample.analysis.chances.length < 50) throw new Error('the benchmark fire must reach stragglers and every morale result');

function run(n: number): void {
  for (let i = 0; i < n; i++) rng = resolve(fire, { rng }).rngAfter ?? rng;
}

run(5000);
console.log(`cwbs: ${medianRate(() => run(100), 100)} fire resolves/s with the whole chain's distribution`);
