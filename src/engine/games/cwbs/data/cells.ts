import { CellRefusal, readNumber } from '../../../core/chart';

/** A run of values on a die or a d66 roll, inclusive. */
export interface DieRange {
  readonly low: number;
  readonly high: number;
}

/** A cell printed as a whole number from `min` up ("3"). */
export function wholeCell(min = 0): (text: string) => number | CellRefusal {
  return (text) => {
    const n = readNumber(text);
    return n !== undefined && Number.isInteger(n) && n >= min ? n : new CellRefusal(`"${text}" is not a whole number of ${min} or more`);
  };
}

/** A cell printed as a number in halves ("½", "1½", "0"). */
export function halvesCell(text: string): number | CellRefusal {
  const n = readNumber(text);
  return n !== undefined && n >= 0 && Number.isInteger(n * 2) ? n : new CellRefusal(`"${text}" is not a number in halves such as 0, ½, 1 or 1½`);
}

/** A blank cell ("-") or a whole number: "-" reads as 0. */
export function blankOrWholeCell(text: string): number | CellRefusal {
  if (text === '-') return 0;
  const n = readNumber(text);
  return n !== undefined && Number.isInteger(n) && n > 0 ? n : new CellRefusal(`"${text}" is neither "-" (nothing) nor a whole number`);
}

const D66 = /^([1-6])([1-6])$/;

/** A cell holding d66 rolls, "11-16" or "65", or "-" when no roll reaches it. */
export function d66RangeCell(text: string): DieRange | null | CellRefusal {
  if (text === '-') return null;
  const [lowText, highText = lowText, extra] = text.split('-');
  if (extra !== undefined || !D66.test(lowText ?? '') || !D66.test(highText ?? '')) return new CellRefusal(`"${text}" is not a d66 range such as 11-16 or 65, or "-"`);
  const low = Number(lowText);
  const high = Number(highText);
  return low <= high ? { low, high } : new CellRefusal(`"${text}" runs downwards`);
}

/** A cell holding one die's faces, "2-5" or "6", or "-" when no face reaches it. */
export function dieRangeCell(text: string): DieRange | null | CellRefusal {
  if (text === '-') return null;
  const m = /^([1-6])(?:-([1-6]))?$/.exec(text);
  const low = Number(m?.[1]);
  const high = Number(m?.[2] ?? m?.[1]);
  return m && low <= high ? { low, high } : new CellRefusal(`"${text}" is not a run of die faces such as 2-5 or 6, or "-"`);
}

/** A cell that must be one of a few printed words, read as its value. */
export function wordCell<T>(words: Readonly<Record<string, T>>): (text: string) => T | CellRefusal {
  return (text) => (Object.hasOwn(words, text) ? (words[text] as T) : new CellRefusal(`"${text}" is not one of ${Object.keys(words).join(', ')}`));
}
