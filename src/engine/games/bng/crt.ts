import { SPI_1975_CRT } from './starting-charts';
import { CellRefusal, type ChartSlot } from '../../core/chart';
import { CRT_SOURCE } from './source';

/** The results a Blue & Grey (revised) Combat Results Table cell may hold. */
export const CRT_CODES = ['Ae', 'Ae*', 'Ar', 'Dr', 'De', 'Ex', 'Ex*', '-'] as const;
export type CrtCode = (typeof CRT_CODES)[number];

/**
 * Each result's name and what the engine does with it. The seed (rules 9.13-12.41) names Ae*, Ar,
 * Dr, Ex and Ex* and says which carry Disorder (12.11-12.13); Ae and De are named after Ae*. Where
 * the seed does not say which units a result removes, the engine says so and leaves it to the
 * player's own rules: it never guesses a loss.
 */
export const CRT_RESULTS: Readonly<Record<CrtCode, { readonly name: string; readonly does: string }>> = {
  Ae: { name: 'Attacker Eliminated', does: 'the seed does not give its text: apply Ae to the attacking units as your Combat Results Table says; no Disorder follows' },
  'Ae*': { name: 'Partial Attacker Eliminated', does: 'the seed does not say which attacking units are eliminated: apply it as your Combat Results Table says; surviving attackers from an enemy-controlled hex become Disordered (12.11)' },
  Ar: { name: 'Attacker Retreat', does: 'the attacking units retreat (the distance is in your rules, not the seed); those attacking from an enemy-controlled hex become Disordered, artillery among them twice (12.11)' },
  Dr: { name: 'Defender Retreat', does: 'the defending units retreat (the distance is in your rules, not the seed); each in an enemy zone of control rolls a die, Disordered on 4-6, artillery automatically (12.12)' },
  De: { name: 'Defender Eliminated', does: 'the seed does not give its text: apply De to the defending units as your Combat Results Table says; no Disorder follows' },
  Ex: { name: 'Exchange', does: 'the seed does not say which units are lost: apply it as your Combat Results Table says, counting unmodified strengths (12.26); each survivor attacking from or defending in an enemy-controlled hex rolls a die, Disordered on 4-6 (12.13)' },
  'Ex*': { name: 'Partial Exchange', does: 'as Ex: the losses as your Combat Results Table says, at unmodified strengths (12.26); survivors in an enemy-controlled hex roll for Disorder, 4-6 (12.13)' },
  '-': { name: 'No effect', does: 'nothing happens' },
};

const WORDS = `a cell holds one of ${CRT_CODES.join(' ')} ("-" for no effect)`;

/**
 * The Combat Results Table, read from the player's own sheet: it is in neither the seed nor any
 * public source. Rows are one die, 1 to 6; the odds columns are entered as printed, worst first.
 */
export const CRT_SLOT: ChartSlot<CrtCode> = {
  id: 'crt',
  title: 'Combat Results Table',
  source: CRT_SOURCE,
  rowHeader: 'Die',
  rowKind: 'range',
  columnKind: 'odds',
  dice: 'one die',
  rows: ['1', '2', '3', '4', '5', '6'],
  vocabulary: { codes: CRT_CODES, words: WORDS },
  startingPoints: [SPI_1975_CRT],
  readCell: (text) => (CRT_CODES as readonly string[]).includes(text) ? (text as CrtCode) : new CellRefusal(`"${text}" is not a result: ${WORDS}`),
};
