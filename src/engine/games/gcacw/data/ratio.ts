/**
 * Ratio Chart (OTR II charts v1.5): the attacker's ratio modifier by the attacker-to-defender ratio,
 * rounded in the defender's favour. The second row (2-1 +1 … 14-1 or more +13) was lost in the
 * source text; the rules notes confirm it (high confidence).
 * `odds` is the ratio a:d; `beyond` marks the end column that also takes every worse or better ratio.
 */
export const RATIO_CHART: readonly { readonly label: string; readonly odds: readonly [number, number]; readonly modifier: number; readonly beyond?: true }[] = [
  { label: '1-13 or less', odds: [1, 13], modifier: -12, beyond: true },
  { label: '1-12', odds: [1, 12], modifier: -11 },
  { label: '1-11', odds: [1, 11], modifier: -10 },
  { label: '1-10', odds: [1, 10], modifier: -9 },
  { label: '1-9', odds: [1, 9], modifier: -8 },
  { label: '1-8', odds: [1, 8], modifier: -7 },
  { label: '1-7', odds: [1, 7], modifier: -6 },
  { label: '1-6', odds: [1, 6], modifier: -5 },
  { label: '1-5', odds: [1, 5], modifier: -4 },
  { label: '1-4', odds: [1, 4], modifier: -3 },
  { label: '1-3', odds: [1, 3], modifier: -2 },
  { label: '1-2', odds: [1, 2], modifier: -1 },
  { label: '1-1', odds: [1, 1], modifier: 0 },
  { label: '2-1', odds: [2, 1], modifier: 1 },
  { label: '3-1', odds: [3, 1], modifier: 2 },
  { label: '4-1', odds: [4, 1], modifier: 3 },
  { label: '5-1', odds: [5, 1], modifier: 4 },
  { label: '6-1', odds: [6, 1], modifier: 5 },
  { label: '7-1', odds: [7, 1], modifier: 6 },
  { label: '8-1', odds: [8, 1], modifier: 7 },
  { label: '9-1', odds: [9, 1], modifier: 8 },
  { label: '10-1', odds: [10, 1], modifier: 9 },
  { label: '11-1', odds: [11, 1], modifier: 10 },
  { label: '12-1', odds: [12, 1], modifier: 11 },
  { label: '13-1', odds: [13, 1], modifier: 12 },
  { label: '14-1 or more', odds: [14, 1], modifier: 13, beyond: true },
];
