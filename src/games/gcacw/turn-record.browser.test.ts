import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { nextTurn, startCampaign } from '../../campaign/turns';
import { gcacwSequence } from './sequence';
import { expectTouchTargets } from '../../ui/test-helpers';
import { button, play, record, root, text } from '../../ui/turn-record/turn-record-test-helpers';

describe('adj-turn-record for GCACW', () => {
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
});
