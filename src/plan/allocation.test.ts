import { describe, expect, it } from 'vitest';
import { type FigureDistribution, FigureTally, MARK } from '../engine/core/figures';
import { FuzzSource } from '../engine/fuzz-values';
import { type Allocation, type AllocationProblem, type AttackFigures, CRITERIA, type Criterion, type PhaseFigures, bestAllocations, compareRanked, figuresOfAllocation } from './allocation';
import { exact } from './exact';
import { TAKE_THE_HEX, type Success } from './success';

/** Every allocation, one by one: each unit to one of its targets or to none. */
function everyAllocation(problem: AllocationProblem): Allocation[] {
  let all: number[][][] = [Array.from({ length: problem.targets }, () => [])];
  problem.units.forEach((unit, u) => {
    all = all.flatMap((a) => [a, ...unit.targets.map((t) => a.map((units, k) => (k === t ? [...units, u] : units)))]);
  });
  return all;
}

/** The best by brute force: every allocation's exact figures, sorted. */
function bruteForce(problem: AllocationProblem, criterion: Criterion, success: Success, figuresOf: AttackFigures) {
  return everyAllocation(problem)
    .flatMap((allocation) => {
      const figures = figuresOfAllocation(allocation, problem, success, figuresOf);
      return figures && !(criterion === 'every' && figures.allSucceed.num === 0n) ? [{ allocation, figures }] : [];
    })
    .sort((a, b) => compareRanked(a.figures, b.figures, criterion));
}

/** A random attack's figures: a few results with small weights, losses in halves, some clearing the hex. */
function randomFigures(fuzz: FuzzSource): FigureDistribution {
  const tally = new FigureTally();
  const results = 1 + fuzz.below(4);
  let total = 0;
  for (let i = 0; i < results; i++) {
    const weight = 1 + fuzz.below(6);
    total += weight;
    const marks = [0, MARK.defenderRetreats, MARK.defenderEliminated, MARK.attackerRetreats][fuzz.below(4)] as number;
    tally.add(fuzz.below(4) / 2, fuzz.below(6) / 2, marks, weight);
  }
  return tally.done('strength points', total);
}

function randomProblem(fuzz: FuzzSource) {
  const targets = 1 + fuzz.below(3);
  const units = Array.from({ length: 1 + fuzz.below(6) }, () => ({
    strength: 1 + fuzz.below(8),
    targets: [...new Set(Array.from({ length: 1 + fuzz.below(targets) }, () => fuzz.below(targets)))].sort(),
  }));
  const table = new Map<string, FigureDistribution | undefined>();
  const figuresOf: AttackFigures = (target, mask) => {
    const key = `${target}:${mask}`;
    // One attack in seven is refused by the rules.
    if (!table.has(key)) table.set(key, fuzz.below(7) === 0 ? undefined : randomFigures(fuzz));
    return table.get(key);
  };
  return { problem: { units, targets }, figuresOf };
}

const scoreLine = (f: PhaseFigures) => [f.allSucceed, f.attackerLoss, f.defenderLoss, f.cleared, f.strength].map(String).join(' ');

describe('the best allocation of a phase’s units', () => {
  it('agrees with every allocation weighed one by one, over 300 random phases and each criterion', () => {
    const fuzz = new FuzzSource(1863);
    let compared = 0;
    for (let i = 0; i < 300; i++) {
      const { problem, figuresOf } = randomProblem(fuzz);
      for (const criterion of CRITERIA) {
        const success: Success = fuzz.below(2) === 0 ? TAKE_THE_HEX : { defenderLossAtLeast: 1 };
        const found = bestAllocations(problem, criterion, success, figuresOf);
        const brute = bruteForce(problem, criterion, success, figuresOf);
        const label = `phase ${i}, ${criterion}: ${JSON.stringify(problem)}`;
        expect(found.length, label).toBe(Math.min(3, brute.length));
        // The same figures place by place; an allocation tied with another may stand for it.
        expect(found.map((r) => scoreLine(r.figures)), label).toEqual(brute.slice(0, found.length).map((r) => scoreLine(r.figures)));
        for (const r of found) expect(figuresOfAllocation(r.allocation, problem, success, figuresOf), label).toEqual(r.figures);
        if (found.length > 0) compared++;
      }
    }
    expect(compared).toBeGreaterThan(600);
  });

  it('sends each unit only to a target it may attack, at most once', () => {
    const fuzz = new FuzzSource(1864);
    for (let i = 0; i < 100; i++) {
      const { problem, figuresOf } = randomProblem(fuzz);
      for (const { allocation } of bestAllocations(problem, 'exchange', TAKE_THE_HEX, figuresOf)) {
        const sent = allocation.flat();
        expect(new Set(sent).size).toBe(sent.length);
        allocation.forEach((units, t) => units.forEach((u) => expect(problem.units[u]?.targets).toContain(t)));
      }
    }
  });

  it('needs every target attacked for every attack to succeed, and says so by finding none when one cannot be', () => {
    const sure: FigureDistribution = { measure: 'SP', total: 1, outcomes: [{ figures: { attackerLoss: 0, defenderLoss: 1, marks: MARK.defenderRetreats }, weight: 1 }] };
    const problem: AllocationProblem = { units: [{ strength: 3, targets: [0] }], targets: 2 };
    expect(bestAllocations(problem, 'every', TAKE_THE_HEX, () => sure)).toEqual([]);
    const [best] = bestAllocations(problem, 'cleared', TAKE_THE_HEX, () => sure);
    expect(best?.allocation).toEqual([[0], []]);
    expect(best?.figures.cleared).toEqual(exact(1));
  });

  it('prefers the least strength among allocations of equal value', () => {
    const sure: FigureDistribution = { measure: 'SP', total: 1, outcomes: [{ figures: { attackerLoss: 0, defenderLoss: 1, marks: MARK.defenderRetreats }, weight: 1 }] };
    const problem: AllocationProblem = { units: [{ strength: 5, targets: [0] }, { strength: 2, targets: [0] }], targets: 1 };
    const [best, second, third] = bestAllocations(problem, 'every', TAKE_THE_HEX, () => sure);
    expect([best?.allocation, second?.allocation, third?.allocation]).toEqual([[[1]], [[0]], [[0, 1]]]);
  });

  it('searches 12 units among 4 targets, each unit next to every target (5¹² allocations), in seconds, not hours', () => {
    const fuzz = new FuzzSource(1865);
    const figures = Array.from({ length: 4 << 12 }, () => randomFigures(fuzz));
    const problem: AllocationProblem = { units: Array.from({ length: 12 }, (_, i) => ({ strength: 1 + (i % 5), targets: [0, 1, 2, 3] })), targets: 4 };
    const started = performance.now();
    const found = bestAllocations(problem, 'every', TAKE_THE_HEX, (t, mask) => figures[(t << 12) | mask]);
    expect(found).toHaveLength(3);
    expect(performance.now() - started).toBeLessThan(3000);
  });
});
