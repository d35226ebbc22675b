import type { Distribution } from '../../core/distribution';

/**
 * Exact distributions built stage by stage, where each stage is one die, two dice or none, and
 * stages after the first depend on what came before. Outcomes are merged by key after every stage,
 * so a chain of many dice stays as small as the states it can reach.
 */

export function certain<T>(value: T): Distribution<T> {
  return { total: 1, outcomes: [{ value, weight: 1 }] };
}

function merged<T>(total: number, entries: Iterable<readonly [T, number]>, key: (value: T) => string): Distribution<T> {
  const byKey = new Map<string, { value: T; weight: number }>();
  for (const [value, weight] of entries) {
    const k = key(value);
    const seen = byKey.get(k);
    if (seen) seen.weight += weight;
    else byKey.set(k, { value, weight });
  }
  return { total, outcomes: [...byKey.values()] };
}

/** One die, each face once. */
export function overD6<T>(f: (face: number) => T, key: (value: T) => string): Distribution<T> {
  const entries: [T, number][] = [];
  for (let face = 1; face <= 6; face++) entries.push([f(face), 1]);
  return merged(6, entries, key);
}

/** Two dice in order (2d6 summed, or d66 read as tens and units). */
export function overTwoDice<T>(f: (first: number, second: number) => T, key: (value: T) => string): Distribution<T> {
  const entries: [T, number][] = [];
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) entries.push([f(a, b), 1]);
  return merged(36, entries, key);
}

/** The next stage: each state so far leads to a distribution of its own; weights are put over one total. */
export function andThen<T, U>(dist: Distribution<T>, next: (value: T) => Distribution<U>, key: (value: U) => string): Distribution<U> {
  const branches = dist.outcomes.map((o) => ({ weight: o.weight, sub: next(o.value) }));
  // Every total is a power of 6, so the largest is a multiple of all the others.
  const common = branches.reduce((m, b) => Math.max(m, b.sub.total), 1);
  const entries: [U, number][] = [];
  for (const b of branches) {
    const scale = b.weight * (common / b.sub.total);
    for (const o of b.sub.outcomes) entries.push([o.value, o.weight * scale]);
  }
  return merged(dist.total * common, entries, key);
}
