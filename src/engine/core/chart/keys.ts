/**
 * The keys along a chart's edge, read from the printed labels. Three kinds:
 * - range: a number or a run of numbers, inclusive ("7", "+3", "½-3", "13-42", "3 to 4", "≤-8",
 *   "≥+10", "50+", "6 or less", "14 or more"); open ends are ±Infinity;
 * - odds: an odds column "3-1", "1-2" (attacker to defender);
 * - label: a name matched as printed ("Clear", "Rough").
 */
export type ChartKey =
  | { readonly kind: 'range'; readonly label: string; readonly low: number; readonly high: number }
  | { readonly kind: 'odds'; readonly label: string; readonly attacker: number; readonly defender: number }
  | { readonly kind: 'label'; readonly label: string };

export type KeyKind = ChartKey['kind'];

const NUMBER = String.raw`[+-]?(?:\d+(?:\.\d+)?)?½?`;

/** A printed number: "7", "+3", "-8", "½", "3½", "2.5". Undefined when it is not one. */
export function readNumber(text: string): number | undefined {
  const t = text.trim().replace('−', '-');
  if (!new RegExp(`^${NUMBER}$`).test(t) || t === '' || /^[+-]$/.test(t)) return undefined;
  const half = t.endsWith('½');
  const body = half ? t.slice(0, -1) : t;
  const sign = body.startsWith('-') ? -1 : 1;
  const digits = body.replace(/^[+-]/, '');
  const whole = digits === '' ? 0 : Number(digits);
  return sign * (whole + (half ? 0.5 : 0));
}

const BELOW = [/^(?:≤|<=)\s*(.+)$/, /^(.+?)\s+or\s+(?:less|fewer|lower)$/i];
const ABOVE = [/^(?:≥|>=)\s*(.+)$/, /^(.+?)\s*\+$/, /^(.+?)\s+or\s+(?:more|greater|higher)$/i];
const BETWEEN = [/^(.+?)\s+to\s+(.+)$/i, /^([+-]?[\d½.]+)\s*[-–]\s*([+-]?[\d½.]+)$/];

/** A range key from its label; a message saying what a range looks like when it is not one. */
export function readRangeKey(label: string): ChartKey | string {
  const t = label.trim();
  const one = readNumber(t);
  if (one !== undefined) return { kind: 'range', label: t, low: one, high: one };
  for (const re of BELOW) {
    const n = readNumber(re.exec(t)?.[1] ?? '');
    if (n !== undefined) return { kind: 'range', label: t, low: -Infinity, high: n };
  }
  for (const re of ABOVE) {
    const n = readNumber(re.exec(t)?.[1] ?? '');
    if (n !== undefined) return { kind: 'range', label: t, low: n, high: Infinity };
  }
  for (const re of BETWEEN) {
    const m = re.exec(t);
    const low = readNumber(m?.[1] ?? '');
    const high = readNumber(m?.[2] ?? '');
    if (low !== undefined && high !== undefined) {
      return low <= high ? { kind: 'range', label: t, low, high } : `"${t}" runs from ${low} down to ${high}: write the lower number first`;
    }
  }
  return `"${t}" is not a number or a range (e.g. 7, +3, 13-42, 3 to 4, ≤-8, 50+)`;
}

/** An odds key "3-1" from its label; a message when it is not one. */
export function readOddsKey(label: string): ChartKey | string {
  const t = label.trim();
  const m = /^(\d+(?:\.\d+)?)\s*[-–:]\s*(\d+(?:\.\d+)?)$/.exec(t);
  const attacker = Number(m?.[1]);
  const defender = Number(m?.[2]);
  if (!m || !(attacker > 0) || !(defender > 0)) return `"${t}" is not an odds column (e.g. 3-1, 1-2)`;
  return { kind: 'odds', label: t, attacker, defender };
}

export function readKey(kind: KeyKind, label: string): ChartKey | string {
  if (kind === 'range') return readRangeKey(label);
  if (kind === 'odds') return readOddsKey(label);
  const t = label.trim();
  return t === '' ? 'a heading cannot be empty' : { kind: 'label', label: t };
}

/** Why two neighbouring keys along one edge cannot stand in this order; undefined when they can. */
export function orderProblem(before: ChartKey, after: ChartKey): string | undefined {
  if (before.label === after.label) return `"${after.label}" appears twice`;
  if (before.kind === 'range' && after.kind === 'range' && after.low <= before.high) {
    return `"${after.label}" overlaps or comes before "${before.label}": ranges run upwards without overlapping`;
  }
  if (before.kind === 'odds' && after.kind === 'odds' && after.attacker * before.defender <= before.attacker * after.defender) {
    return `"${after.label}" is not better odds than "${before.label}": odds columns run from worst to best`;
  }
  return undefined;
}

/** A number in a range key, for reading a chart through its lookup: its finite end (the low end where both are). */
export function keyNumber(key: ChartKey): number {
  if (key.kind !== 'range') throw new RangeError(`"${key.label}" is not a range`);
  return Number.isFinite(key.low) ? key.low : key.high;
}
