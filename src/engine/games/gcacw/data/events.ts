/**
 * Random Events and Strategic Events Tables (Grant Takes Command charts), 2d6. Dates are in 1864.
 * Random Events footnotes as read from the damaged source text: "*" (3, 5) becomes No Effect from
 * June 1 to June 12; "**" (4) becomes Rain (Current) from June 1 to June 12; "++" (8, 11) becomes
 * Confederate Command Paralysis if Lee is currently sick.
 */
export interface EventConversion {
  readonly mark: string;
  readonly to: string;
  /** Inclusive month-day ranges ("06-01") in which the conversion applies. */
  readonly dates?: readonly (readonly [string, string])[];
  readonly whenLeeSick?: true;
  readonly text: string;
}

const JUNE_1_TO_12: readonly [string, string] = ['06-01', '06-12'];

export const RANDOM_EVENT_CONVERSIONS: Readonly<Record<string, EventConversion>> = {
  '*': { mark: '*', to: 'No Effect', dates: [JUNE_1_TO_12], text: 'Convert to No Effect from June 1 to June 12.' },
  '**': { mark: '**', to: 'Rain (Current)', dates: [JUNE_1_TO_12], text: 'Convert to Rain (Current) from June 1 to June 12.' },
  '++': { mark: '++', to: 'Confederate Command Paralysis', whenLeeSick: true, text: 'Convert to Confederate Command Paralysis if Lee is currently sick.' },
};

export const RANDOM_EVENTS: readonly { readonly roll: number; readonly result: string; readonly mark?: string }[] = [
  { roll: 2, result: 'Rain (Current +2)' },
  { roll: 3, result: 'Rain (Current +1)', mark: '*' },
  { roll: 4, result: 'No Effect', mark: '**' },
  { roll: 5, result: 'Rain (Current)', mark: '*' },
  { roll: 6, result: 'Union Command Paralysis' },
  { roll: 7, result: 'Union Night March' },
  { roll: 8, result: 'No Effect', mark: '++' },
  { roll: 9, result: 'Confederate Command Paralysis' },
  { roll: 10, result: 'Confederate Command Paralysis' },
  { roll: 11, result: 'No Effect', mark: '++' },
  { roll: 12, result: 'Rain (Current +1)' },
];

export const STRATEGIC_EVENT_CONVERSIONS: Readonly<Record<string, EventConversion>> = {
  '*': { mark: '*', to: 'Leader Falls Ill', dates: [['05-07', '05-07'], ['05-11', '05-11']], text: 'Convert to Leader Falls Ill on May 7 and May 11.' },
};

export const STRATEGIC_EVENTS: readonly { readonly roll: number; readonly result: string; readonly mark?: string }[] = [
  { roll: 2, result: 'Johnston Wins Big' },
  { roll: 3, result: 'Weak Confederate Logistics' },
  { roll: 4, result: 'Strong Confederate Logistics' },
  { roll: 5, result: 'Leader Falls Ill' },
  { roll: 6, result: 'Leader Falls Ill' },
  { roll: 7, result: 'Union Artillery Recalled', mark: '*' },
  { roll: 8, result: "Mosby's Raiders" },
  { roll: 9, result: 'Leader Falls Ill' },
  { roll: 10, result: 'Strong Union Logistics' },
  { roll: 11, result: 'Sherman Wins Big' },
  { roll: 12, result: "Mosby's Raiders" },
];
