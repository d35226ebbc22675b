/**
 * GCACW combat throughput: full resolves through the engine (validation, modifiers, a flank bonus
 * computed from a board, an artillery sub-roll, the result, and the exact distribution of every
 * outcome) on one core: the median of five CPU-seconds.
 */
import { seedFromWords } from '../../src/engine/core/rng';
import { resolve } from '../../src/engine/engine';
import { medianRate } from '../measure';

const combat = {
  format: 1,
  game: 'gcacw',
  kind: 'combat',
  title: 'GTC',
  attack: 'assault',
  attacker: {
    side: 'union',
    units: [
      { id: 'II Corps, 1st Div', combatValue: 9, artillery: 5, tactical: 3, manpower: 9, fatigue: 1, disorganized: false },
      { id: 'II Corps, 2nd Div', combatValue: 6, artillery: 4, tactical: 2, manpower: 6, fatigue: 0, disorganized: false },
    ],
  },
  defender: { units: [{ id: 'Heth', combatValue: 7, artillery: 1, tactical: 2, manpower: 7, fatigue: 2, disorganized: false }] },
  terrain: { defenderHex: 'clear', hexside: 'creek' },
  flank: {
    from: 'board',
    defenderHex: '0,0',
    board: {
      units: [
        { id: 'II Corps, 1st Div', hex: '0,-1', side: 'union', combatValue: 9, attacking: true },
        { id: 'II Corps, 2nd Div', hex: '1,0', side: 'union', combatValue: 6, attacking: true },
        { id: 'Heth', hex: '0,0', side: 'confederate', combatValue: 7 },
        { id: 'Wilcox', hex: '-1,0', side: 'confederate', combatValue: 5 },
      ],
      terrain: { '-1,1': 'woods' },
      hexsides: [{ between: ['0,0', '0,1'], features: ['road'] }],
    },
  },
};

let rng = seedFromWords(2024, 5, 12);

// The figure stands for a combat with both costly parts: fail rather than measure a simpler one.
const sample = resolve(combat, { rng });
if (!sample.analysis.dicePlan.includes('artillery sub-roll (even or odd)')) throw new Error('the benchmark combat must call for an artillery sub-roll');
if (sample.analysis.steps.find((s) => s.title === 'Final flank bonus')?.values?.['final'] !== 1) throw new Error('the benchmark combat must compute its flank bonus (+1) from the board');

function run(n: number): void {
  for (let i = 0; i < n; i++) rng = resolve(combat, { rng }).rngAfter ?? rng;
}

// The JIT needs a few thousand resolves before the hot paths are compiled.
run(5000);
console.log(`gcacw: ${medianRate(() => run(100), 100)} resolves/s with full distribution`);
