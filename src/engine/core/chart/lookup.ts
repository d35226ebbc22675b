import type { ChartKey } from './keys';

/** An index along one edge of a chart, and whether the value lay beyond that edge and was held at it. */
export interface EdgeIndex {
  readonly index: number;
  /** The value was below the first key (`low`) or above the last (`high`) and took the end key. */
  readonly clamped?: 'low' | 'high';
}

/**
 * The key a number falls in (range keys). A value beyond either end takes the end key and says so;
 * a value between two keys (a gap) takes none: undefined.
 */
export function rangeIndex(keys: readonly ChartKey[], value: number): EdgeIndex | undefined {
  let last = -1;
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i] as ChartKey;
    if (k.kind !== 'range') continue;
    if (value >= k.low && value <= k.high) return { index: i };
    if (last === -1 && value < k.low) return { index: i, clamped: 'low' };
    last = i;
  }
  return last === -1 ? undefined : value > (keys[last] as Extract<ChartKey, { kind: 'range' }>).high ? { index: last, clamped: 'high' } : undefined;
}

/**
 * The odds column for strengths `attacker` to `defender`: the best column the odds reach, rounded
 * in the defender's favour (29 to 6 is 4-1 on a chart with 4-1 and 5-1). Worse than the first
 * column: index of the first with `clamped: 'low'`; better than the last: the last, `clamped: 'high'`.
 */
export function oddsIndex(keys: readonly ChartKey[], attacker: number, defender: number): EdgeIndex {
  let best = -1;
  let lastOdds = -1;
  keys.forEach((k, i) => {
    if (k.kind !== 'odds') return;
    lastOdds = i;
    if (attacker * k.defender >= k.attacker * defender) best = i;
  });
  if (best === -1) return { index: keys.findIndex((k) => k.kind === 'odds'), clamped: 'low' };
  if (best === lastOdds) {
    const top = keys[best] as Extract<ChartKey, { kind: 'odds' }>;
    return attacker * top.defender > top.attacker * defender ? { index: best, clamped: 'high' } : { index: best };
  }
  return { index: best };
}

/** The key with this printed label (label keys, or any key by its label). */
export function labelIndex(keys: readonly ChartKey[], label: string): number | undefined {
  const i = keys.findIndex((k) => k.label === label);
  return i === -1 ? undefined : i;
}

/** A shift of `by` places along an edge of `length` keys, held at the edge; how far it went and whether it stopped short. */
export interface Shifted {
  readonly index: number;
  /** The places actually moved (signed). */
  readonly moved: number;
  /** True when the edge stopped the shift short of `by`. */
  readonly stopped: boolean;
}

export function shiftIndex(index: number, by: number, length: number): Shifted {
  const target = index + by;
  const held = Math.min(length - 1, Math.max(0, target));
  return { index: held, moved: held - index, stopped: held !== target };
}

/** Words for a shift, for an explanation: "2 columns right", "1 row up, stopped at the chart's edge (asked 3)". */
export function describeShift(shift: Shifted, by: number, axis: 'column' | 'row'): string {
  const [forward, back] = axis === 'column' ? ['right', 'left'] : ['down', 'up'];
  const n = Math.abs(shift.moved);
  const moved = n === 0 ? `no ${axis} moved` : `${n} ${axis}${n === 1 ? '' : 's'} ${shift.moved > 0 ? forward : back}`;
  return shift.stopped ? `${moved}, stopped at the chart's edge (${Math.abs(by)} asked)` : moved;
}

/** A d66 roll read as printed: the first die is the tens, the second the units (11 to 66). */
export function d66(tens: number, units: number): number {
  if (![tens, units].every((d) => Number.isInteger(d) && d >= 1 && d <= 6)) throw new RangeError(`d66 needs two dice from 1 to 6, got ${tens} and ${units}`);
  return tens * 10 + units;
}

/** All 36 d66 values, each as likely as the others. */
export const D66_VALUES: readonly number[] = Array.from({ length: 36 }, (_, i) => d66(Math.floor(i / 6) + 1, (i % 6) + 1));
