import type { HalfRounds } from './schema';

/**
 * `num / den` to the nearest whole number, as the rules say for every adjustment (9.19, 9.48, 9.53,
 * 10.21, 11.23, 12.21-12.22). Only a half is left open by them: `half` says which way it goes.
 */
export function nearest(num: number, den: number, half: HalfRounds): number {
  const whole = Math.floor(num / den);
  const twice = 2 * (num - whole * den);
  if (twice > den) return whole + 1;
  if (twice < den) return whole;
  return half === 'up' ? whole + 1 : whole;
}

/** Whether `num / den` is a half, the one case the rounding reading decides. */
export const isHalf = (num: number, den: number): boolean => (2 * num) % (2 * den) === den;
