import { type Source, cite } from '../../core/source';

/**
 * The GCACW titles the charts name, by the abbreviations the charts use. A combat or table check
 * declares its one title; title-specific modifiers are accepted only in the titles they belong to.
 */
export const TITLES = ['SJW', 'HCR', 'RTG', 'AGA', 'OTR', 'GTC', 'BTC', 'SLB', 'BAC', 'HSN', 'TPC', 'SIV', 'AIO', 'RWH'] as const;
export type Title = (typeof TITLES)[number];

/** Where a GCACW rule comes from: a chart of the On to Richmond II charts (v1.5) or Grant Takes Command's charts. */
export function gcacw(ref: string): Source {
  return cite('gcacw', ref);
}

/** "SJW, HCR and SLB": a list for messages. */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}
