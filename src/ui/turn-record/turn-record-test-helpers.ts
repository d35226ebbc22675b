import { fixture, html } from '@open-wc/testing';
import type { SequenceOfPlay } from '../../campaign/sequence';
import type { Campaign } from '../../store/campaign-record';
import { eventsFrom } from '../test-helpers';
import type { AdjTurnRecord, CampaignChange } from './turn-record.component';
import './turn-record';

/** For tests of the turn record: a shadow root, an element's words, a button by its words. */
export const root = (el: Element) => el.shadowRoot as ShadowRoot;
export const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
export const button = (el: AdjTurnRecord, words: string) => [...root(el).querySelectorAll('button')].find((b) => text(b) === words) as HTMLButtonElement;

/** A turn record of `sequence` at `campaign`, its tables at /games/g/tables. */
export async function record(sequence: SequenceOfPlay, campaign: Campaign): Promise<AdjTurnRecord> {
  return fixture<AdjTurnRecord>(html`<div><adj-turn-record .sequence=${sequence} .campaign=${campaign} tablesHref="/games/g/tables"></adj-turn-record></div>`).then(
    (d) => d.querySelector('adj-turn-record') as AdjTurnRecord,
  );
}

/** Plays the record as the desk does: each change applied to the campaign and handed back. */
export function play(el: AdjTurnRecord): CampaignChange[] {
  const changes = eventsFrom<CampaignChange>(el, 'turn-change');
  el.addEventListener('turn-change', (e) => {
    const change = (e as CustomEvent<CampaignChange>).detail;
    if (el.campaign) el.campaign = change(el.campaign);
  });
  return changes;
}
