import { expect, fixture, html } from '@open-wc/testing';
import { analyse, controls } from '../../ui/test-helpers';
import type { AdjOutcomeChart } from '../../ui/outcome-chart/outcome-chart.component';
import '../../ui/outcome-chart/outcome-chart';
// 28 against 11, entrenched: one die on the 5-8 table, column 2-1, +1.
import wildernessInfantry from '../../../docs/games/wilderness/infantry-combat.json';

const root = (el: Element) => el.shadowRoot as ShadowRoot;
const bars = (el: AdjOutcomeChart) => [...root(el).querySelectorAll('ol > li')];

describe('adj-outcome-chart', () => {
  it('labels each bar with its outcome and exact chance', async () => {
    const a = analyse(wildernessInfantry);
    const el = await fixture<AdjOutcomeChart>(html`<adj-outcome-chart .chances=${a.chances} .highlights=${a.highlights}></adj-outcome-chart>`);
    // 28 against 11, entrenched: one die on the 5-8 table, column 2-1, +1.
    expect(bars(el).map((li) => li.getAttribute('aria-label'))).to.deep.equal([
      'Attacker loses 4 (doubled); defender loses nothing (table 5-8): 33.3%',
      'Attacker loses 2 (doubled); defender loses 1 (table 5-8): 16.7%',
      'Attacker loses 4 (doubled); defender loses 2 (table 5-8): 16.7%',
      'Attacker loses 6 (doubled); defender loses 2 (table 5-8): 16.7%',
      'Attacker loses 6 (doubled); defender loses 1 (table 5-8): 16.7%',
    ]);
    expect(bars(el).map((li) => li.querySelector('.pct')?.textContent)).to.deep.equal(['33.3%', '16.7%', '16.7%', '16.7%', '16.7%']);
    expect(bars(el).map((li) => li.querySelector('span')?.textContent)).to.deep.equal(a.chances.map((c) => c.label));
    await expect(el).to.be.accessible();
  });

  it('draws the likeliest outcome full width and the others in proportion', async () => {
    const a = analyse(wildernessInfantry);
    const el = await fixture<AdjOutcomeChart>(html`<adj-outcome-chart .chances=${a.chances}></adj-outcome-chart>`);
    const widths = bars(el).map((li) => (li.querySelector('.bar > span') as HTMLElement).style.width);
    expect(widths).to.deep.equal(['100%', '50%', '50%', '50%', '50%']);
    const drawn = bars(el).map((li) => (li.querySelector('.bar > span') as HTMLElement).getBoundingClientRect().width);
    const full = (bars(el)[0]?.querySelector('.bar') as HTMLElement).getBoundingClientRect().width;
    expect(drawn[0]).to.be.closeTo(full, 0.5);
    expect(drawn[1]).to.be.closeTo(full / 2, 0.5);
  });

  it('lists the chances that matter, and leaves them out when there are none', async () => {
    const a = analyse(wildernessInfantry);
    const el = await fixture<AdjOutcomeChart>(html`<adj-outcome-chart .chances=${a.chances} .highlights=${a.highlights}></adj-outcome-chart>`);
    const pairs = () => [...root(el).querySelectorAll('dl dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(pairs()).to.deep.equal([
      ['Defender loses 1 or more', '66.7%'],
      ['Defender loses 2 or more', '33.3%'],
      ['Attacker loses 2 or more', '100.0%'],
      ['Attacker loses 4 or more', '83.3%'],
      ['Attacker loses 6 or more', '33.3%'],
      ['Defender loses more than the attacker', '0.0%'],
    ]);
    el.highlights = [];
    await el.updateComplete;
    expect(root(el).querySelector('dl')).to.equal(null);
  });

  it('draws nothing, and no broken bar, with no chances', async () => {
    const el = await fixture<AdjOutcomeChart>(html`<adj-outcome-chart></adj-outcome-chart>`);
    expect(bars(el)).to.have.length(0);
    expect(root(el).innerHTML).to.not.contain('NaN');
    await expect(el).to.be.accessible();
  });

  it('is read, not tapped: it offers no control at all', async () => {
    const a = analyse(wildernessInfantry);
    const el = await fixture<AdjOutcomeChart>(html`<adj-outcome-chart .chances=${a.chances} .highlights=${a.highlights}></adj-outcome-chart>`);
    expect(controls(root(el))).to.have.length(0);
  });
});
