import { expect, fixture, html } from '@open-wc/testing';
import { CIVIL_WAR_SIDES } from '../../desk/rules';
import { FIXED_LOG } from '../../campaign/test-log';
import { expectTouchTargets } from '../test-helpers';
import type { AdjCampaignLuck } from './campaign-luck.component';
import './campaign-luck';

const root = (el: Element) => el.shadowRoot as ShadowRoot;
const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim();
/** Each side's table as its caption and rows of cells, as read. */
const tables = (el: Element) =>
  [...root(el).querySelectorAll('section')].map((s) => [text(s.querySelector('caption')), ...[...s.querySelectorAll('tr')].slice(1).map((tr) => [...tr.children].map((c) => text(c)).join(' | '))]);

async function pick(el: AdjCampaignLuck, index: number): Promise<void> {
  const select = root(el).querySelector('select') as HTMLSelectElement;
  select.selectedIndex = index;
  select.dispatchEvent(new Event('change'));
  await el.updateComplete;
}

const START = Date.UTC(1864, 4, 5, 8);
const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

// The fixed log and its hand count are in src/campaign/test-log.ts and luck.test.ts.
describe('adj-campaign-luck', () => {
  it('shows each side’s luck kind by kind over the whole campaign, as counted by hand, with how to read it', async () => {
    const el = await fixture<AdjCampaignLuck>(html`<adj-campaign-luck .combats=${FIXED_LOG} .sides=${CIVIL_WAR_SIDES}></adj-campaign-luck>`);
    expect(text(root(el).querySelector('#counts'))).to.equal('8 rolls, of which 2 not ranked.');
    expect(tables(el)).to.deep.equal([
      [
        'Union',
        // 7/54, 4/9 and 61/729: about 1 time in 8, 2 and 12.
        'Infantry combat | 4 | 3 | 1.4 | 13%: fair dice do at least this badly about 1 time in 8',
        'Cavalry combat | 2 | 1 | 0.5 | 44.4%: fair dice do at least this badly about 1 time in 2',
        'All kinds | 6 | 4 | 1.9 | 8.4%: fair dice do at least this badly about 1 time in 12',
      ],
      [
        'Confederate',
        // 20/27, 1 and 67/81.
        'Infantry combat | 3 | 1 | 1.1 | 74.1%: fair dice do at least this badly more often than not: nothing unusual',
        'Cavalry combat | 2 | 0 | 0.3 | 100%: fair dice always do at least this badly: nothing unusual',
        'All kinds | 5 | 1 | 1.4 | 82.7%: fair dice do at least this badly more often than not: nothing unusual',
      ],
    ]);
    expect([...root(el).querySelectorAll('.caveat')].map(text)).to.deep.equal([
      'Only 6 rolls: too few to say much; one result either way moves the chance a long way.',
      'Only 5 rolls: too few to say much; one result either way moves the chance a long way.',
    ]);
    expect(text(root(el).querySelector('#not-ranked'))).to.match(/^Not ranked: a roll whose results the game does not order/);
    expect(text(root(el).querySelector('#replay'))).to.equal('All 8 replay: each die\'s face is what the generator gives from the state the log kept before it.');
    expect(text(root(el).querySelector('#spread'))).to.match(/^Chi-square \d+\.\d\d over the six faces: the faces of a fair die stray at least this far/);
    expect(root(el).querySelector('[role=img], svg')).to.equal(null);
    expectTouchTargets(root(el), 1);
    await expect(el).to.be.accessible();
  });

  it('offers each session by its start and each turn in the log, and counts each as by hand', async () => {
    const el = await fixture<AdjCampaignLuck>(html`<adj-campaign-luck .combats=${FIXED_LOG} .sides=${CIVIL_WAR_SIDES}></adj-campaign-luck>`);
    expect([...root(el).querySelectorAll('option')].map((o) => o.textContent)).to.deep.equal([
      'The whole campaign',
      `The session from ${WHEN.format(START)} (4 entries)`,
      `The session from ${WHEN.format(START + 10 * 3_600_000)} (5 entries)`,
      'Turn 1',
      'Turn 2',
    ]);
    await pick(el, 1);
    // Union 1, 2, 3 all worse: infantry 1/3·1/3 = 1/9, cavalry 1/6, all 1/54; the Confederates none worse.
    expect(tables(el)[0]).to.deep.equal([
      'Union',
      'Infantry combat | 2 | 2 | 0.7 | 11.1%: fair dice do at least this badly about 1 time in 9',
      'Cavalry combat | 1 | 1 | 0.2 | 16.7%: fair dice do at least this badly about 1 time in 6',
      'All kinds | 3 | 3 | 0.8 | 1.9%: fair dice do at least this badly about 1 time in 54',
    ]);
    expect(text(root(el).querySelector('#counts'))).to.equal('4 rolls, of which 1 not ranked.');
    await pick(el, 4);
    // Turn 2: union 5 (par) and 6 (worse), 1 − 2/3·7/12 = 11/18; one kind, so no line for all kinds.
    expect(tables(el)).to.deep.equal([
      ['Union', 'Infantry combat | 2 | 1 | 0.8 | 61.1%: fair dice do at least this badly more often than not: nothing unusual'],
      ['Confederate', 'Infantry combat | 1 | 1 | 0.3 | 33.3%: fair dice do at least this badly about 1 time in 3'],
    ]);
    await expect(el).to.be.accessible();
  });

  it('names a die of the app’s that does not replay, and says when nothing is ranked', async () => {
    const tampered = FIXED_LOG.map((e) => (e.id === 5 ? { ...e, dice: e.dice.map((d) => ({ ...d, face: d.face === 6 ? 1 : d.face + 1 })) } : e));
    const [die] = FIXED_LOG[4]?.dice ?? [];
    const el = await fixture<AdjCampaignLuck>(html`<adj-campaign-luck .combats=${tampered} .sides=${CIVIL_WAR_SIDES}></adj-campaign-luck>`);
    expect(text(root(el).querySelector('#replay'))).to.equal('1 die does not replay: the log was changed after the roll.');
    const face = die?.face ?? 0;
    expect([...root(el).querySelectorAll('ul[aria-label="Dice that do not replay"] li')].map(text)).to.deep.equal([
      `Entry 5, combat die: the log says ${face === 6 ? 1 : face + 1}; the generator gives ${face}`,
    ]);
    // Entries 4 and 7 rolled but name no sides; 9 rolled no dice.
    el.combats = FIXED_LOG.filter((e) => e.sides === undefined);
    await el.updateComplete;
    expect(text(root(el).querySelector('#counts'))).to.equal('2 rolls, of which 2 not ranked.');
    expect(root(el).querySelector('section')).to.equal(null);
    await expect(el).to.be.accessible();
  });
});
