import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { Campaign } from '../../store/campaign-record';
import type { SequenceOfPlay } from '../../campaign/sequence';
import { nextTurn, startCampaign } from '../../campaign/turns';
import { cwbsSequence } from '../../games/cwbs/sequence';
import { gcacwSequence } from '../../games/gcacw/sequence';
import { eventsFrom, expectTouchTargets } from '../test-helpers';
import type { AdjTurnRecord, CampaignChange } from './turn-record.component';
import './turn-record';

const root = (el: Element) => el.shadowRoot as ShadowRoot;
const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const button = (el: AdjTurnRecord, words: string) => [...root(el).querySelectorAll('button')].find((b) => text(b) === words) as HTMLButtonElement;

async function record(sequence: SequenceOfPlay, campaign: Campaign): Promise<AdjTurnRecord> {
  return fixture<AdjTurnRecord>(html`<div><adj-turn-record .sequence=${sequence} .campaign=${campaign} tablesHref="/games/g/tables"></adj-turn-record></div>`).then(
    (d) => d.querySelector('adj-turn-record') as AdjTurnRecord,
  );
}

/** Plays the record as the desk does: each change applied to the campaign and handed back. */
function play(el: AdjTurnRecord): CampaignChange[] {
  const changes = eventsFrom<CampaignChange>(el, 'turn-change');
  el.addEventListener('turn-change', (e) => {
    const change = (e as CustomEvent<CampaignChange>).detail;
    if (el.campaign) el.campaign = change(el.campaign);
  });
  return changes;
}

describe('adj-turn-record', () => {
  after(() => setViewport({ width: 800, height: 600 }));

  for (const viewport of [{ width: 1024, height: 768 }, { width: 768, height: 1024 }]) {
    it(`shows GCACW's sequence of play with the rolls due in the current phase, at ${viewport.width}×${viewport.height}`, async () => {
      await setViewport(viewport);
      const el = await record(gcacwSequence, { ...startCampaign(gcacwSequence), record: { ...startCampaign(gcacwSequence).record, date: 'May 5, 1864' } });
      expect(text(root(el).querySelector('h2'))).to.equal('Turn 1');
      expect(text(root(el).querySelector('[role=status]'))).to.equal('May 5, 1864 · Random Events Phase');
      const phases = [...root(el).querySelectorAll('ol.phases > li')];
      expect(phases).to.have.length(9);
      expect(phases[0]?.getAttribute('aria-current')).to.equal('step');
      expect(text(phases[7])).to.contain('Strategic Cycle (turns divisible by 4) (not this turn)');
      expect(root(el).querySelector('a.button')?.getAttribute('href')).to.equal('/games/g/tables');
      expect(text(root(el).querySelector('ul[aria-label="Due in Random Events Phase"]'))).to.contain('Roll on the Random Events Table (2d6)');
      expect(text(root(el).querySelector('details.sequence summary'))).to.equal('Sequence of play: 8 phases this turn');
      // Back, Next phase, Next turn; date and time; the Random Events tick and its table.
      expectTouchTargets(root(el), 7);
      await expect(el).to.be.accessible();
    });
  }

  it('moves on phase by phase, ticks reminders off, and keeps the date the players type', async () => {
    const el = await record(gcacwSequence, startCampaign(gcacwSequence));
    const changes = play(el);
    const tickBox = root(el).querySelector('ul.due input[type=checkbox]') as HTMLInputElement;
    tickBox.click();
    await el.updateComplete;
    expect(el.campaign?.record.done).to.deep.equal(['0/randomEvents']);
    button(el, 'Next phase').click();
    await el.updateComplete;
    expect(text(root(el).querySelector('[role=status]'))).to.equal('Leader Transfer Phase');
    button(el, 'Back a phase').click();
    await el.updateComplete;
    expect((root(el).querySelector('ul.due input[type=checkbox]') as HTMLInputElement).checked).to.equal(true);
    const date = root(el).querySelector('.calendar input') as HTMLInputElement;
    date.value = ' May 6, 1864 ';
    date.dispatchEvent(new Event('change'));
    button(el, 'Next turn').click();
    await el.updateComplete;
    expect(el.campaign?.record).to.deep.include({ turn: 2, phase: 0, phaseName: 'Random Events Phase', date: 'May 6, 1864', done: [] });
    expect(changes).to.have.length(5);
  });

  it('shows the Strategic Cycle as played on the fourth turn', async () => {
    let c = startCampaign(gcacwSequence);
    for (let i = 0; i < 3; i++) c = nextTurn(gcacwSequence, c);
    const el = await record(gcacwSequence, c);
    const strategic = root(el).querySelectorAll('ol.phases > li')[7];
    expect(text(strategic)).not.to.contain('not this turn');
    expect([...(strategic?.querySelectorAll('ul.due li') ?? [])].map((li) => text(li.querySelector('span'))).slice(0, 2)).to.deep.equal(['A. Leader Recovery Segment', 'B. Strategic Segment: roll on the Strategic Events Table']);
  });

  it('asks the players to write their phases where our sources give none, and says what is wrong by field', async () => {
    const el = await record(cwbsSequence, startCampaign(cwbsSequence));
    play(el);
    expect(text(root(el).querySelector('[role=status]'))).to.equal('day · No phases written yet');
    expect(text(root(el).querySelector('form'))).to.contain('our source gives the charts but not the sequence of play');
    const area = root(el).querySelector('textarea') as HTMLTextAreaElement;
    const acceptance = root(el).querySelector('input[name=place-acceptance]') as HTMLInputElement;
    area.value = 'Command\nMovement\nCombat';
    acceptance.value = '4';
    button(el, 'Keep these phases').click();
    await el.updateComplete;
    expect(text(root(el).querySelector('[role=alert]'))).to.match(/^Phase line for “Orders: .*”: give a line from 1 to 3, or leave it empty\.$/);
    expect(el.campaign?.phases).to.equal(undefined);
    acceptance.value = '1';
    button(el, 'Keep these phases').click();
    await el.updateComplete;
    expect(el.campaign?.phases).to.deep.equal({ names: ['Command', 'Movement', 'Combat'], placed: { acceptance: 0 } });
    expect(text(root(el).querySelector('[role=status]'))).to.equal('day · Command');
    expect([...root(el).querySelectorAll('ol.phases > li')].map((li) => text(li).split(' ')[0])).to.deep.equal(['Command', 'Movement', 'Combat']);
    expect(text(root(el).querySelector('ul[aria-label="Due in Command"]'))).to.contain('Orders: check acceptance');
    // Ticked off where it is due, not in the sequence's list.
    expect(root(el).querySelectorAll('ol.phases input').length).to.equal(0);
    expect(root(el).querySelector('ul[aria-label="Due any time this turn"]')?.querySelectorAll('li')).to.have.length(3);
    await expect(el).to.be.accessible();
  });
});
