import { expect } from '@open-wc/testing';
import { startCampaign } from '../../campaign/turns';
import { cwbsSequence } from './sequence';
import { button, play, record, root, text } from '../../ui/turn-record/turn-record-test-helpers';

describe('adj-turn-record for CWBS', () => {
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
