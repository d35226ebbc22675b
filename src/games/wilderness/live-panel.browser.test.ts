import { expect, fixture, html } from '@open-wc/testing';
import { formatSource } from '../../engine/core/source';
import type { AdjOutcomeChart } from '../../ui/outcome-chart/outcome-chart.component';
import { analyse, controls } from '../../ui/test-helpers';
import type { AdjLivePanel } from '../../ui/live-panel/live-panel.component';
import '../../ui/live-panel/live-panel';
// 28 against 11, entrenched: one die on the 5-8 table, column 2-1, +1.
import wildernessInfantry from '../../../docs/games/wilderness/infantry-combat.json';

const root = (el: Element) => el.shadowRoot as ShadowRoot;
const chart = (el: AdjLivePanel) => root(el).querySelector('adj-outcome-chart') as AdjOutcomeChart | null;

describe('adj-live-panel', () => {
  it('asks for the sides before there is anything to show', async () => {
    const el = await fixture<AdjLivePanel>(html`<adj-live-panel></adj-live-panel>`);
    expect(root(el).querySelector('.placeholder')?.textContent).to.equal('Pick the attacking and defending units to see the odds.');
    expect(chart(el)).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('says the odds are being worked out while the engine has not answered, and marks odds made stale', async () => {
    const el = await fixture<AdjLivePanel>(html`<adj-live-panel pending></adj-live-panel>`);
    expect(root(el).querySelector('.placeholder')?.textContent).to.equal('Working out the odds…');
    expect(el.getAttribute('aria-busy')).to.equal('true');
    await expect(el).to.be.accessible();
    el.analysis = analyse(wildernessInfantry);
    await el.updateComplete;
    expect(chart(el), 'the odds before the change stay, marked').to.not.equal(null);
    const heading = () => root(el).querySelector('h3')?.textContent?.replace(/\s+/g, ' ').trim();
    expect(heading()).to.equal('Chances before the roll (updating…)');
    await expect(el).to.be.accessible();
    el.pending = false;
    await el.updateComplete;
    expect(el.getAttribute('aria-busy')).to.equal('false');
    expect(heading()).to.equal('Chances before the roll');
    // What stopped the set-up before the change is marked the same way.
    el.problems = [{ code: 'refused', path: 'attackers.0.strength', message: 'Attacker VI — strength: strength is missing' }];
    el.pending = true;
    await el.updateComplete;
    expect(heading()).to.equal('Not ready yet (updating…)');
  });

  it('shows every step of the adjusted strengths and odds with the chart or rule it comes from', async () => {
    const a = analyse(wildernessInfantry);
    const el = await fixture<AdjLivePanel>(html`<adj-live-panel .analysis=${a}></adj-live-panel>`);
    const steps = [...root(el).querySelectorAll('ol.steps > li')];
    expect(steps.map((li) => li.querySelector('strong')?.textContent)).to.deep.equal(a.steps.map((s) => s.title));
    expect(steps.map((li) => li.querySelector('.source')?.textContent)).to.deep.equal(a.steps.map((s) => formatSource(s.source)));
    // The unsupplied corps is halved and the entrenched defender doubled, each said where it happens.
    const text = root(el).textContent ?? '';
    expect(text).to.match(/unsupplied/i);
    expect(text).to.match(/entrench/i);
    expect(steps.every((li) => li.querySelector('.source')?.textContent?.startsWith('The Wilderness Campaign (SPI), '))).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('names the table and the column in use, and charts the chances with the ones that matter', async () => {
    const a = analyse(wildernessInfantry);
    const el = await fixture<AdjLivePanel>(html`<adj-live-panel .analysis=${a}></adj-live-panel>`);
    const table = a.table;
    if (table?.column === undefined) throw new Error('the example reads a column');
    const line = [...root(el).querySelectorAll('p')].find((p) => p.textContent?.includes('column'));
    expect(line?.textContent).to.equal(`${table.title}, column ${table.columns[table.column]}`);
    expect(line?.textContent).to.contain('2-1');
    const c = chart(el);
    expect(c?.chances).to.equal(a.chances);
    expect(c?.highlights).to.equal(a.highlights);
    await c?.updateComplete;
    expect(root(c as Element).querySelectorAll('ol > li')).to.have.length(a.chances.length);
  });

  it('follows a change of the combat at once', async () => {
    const a = analyse(wildernessInfantry);
    const el = await fixture<AdjLivePanel>(html`<adj-live-panel .analysis=${a}></adj-live-panel>`);
    const b = analyse({ ...wildernessInfantry, defenderHex: { terrain: 'clear', entrenched: false } });
    el.analysis = b;
    await el.updateComplete;
    expect([...root(el).querySelectorAll('ol.steps strong')].map((s) => s.textContent)).to.deep.equal(b.steps.map((s) => s.title));
    expect(chart(el)?.chances).to.equal(b.chances);
    expect(b.chances).to.not.deep.equal(a.chances);
  });

  it('puts what stops the combat first, in the player’s words, instead of stale odds', async () => {
    const a = analyse(wildernessInfantry);
    const el = await fixture<AdjLivePanel>(html`<adj-live-panel .analysis=${a} .problems=${[{ code: 'refused', path: 'attackers.0.strength', message: 'Attacker VI — strength: strength is missing' }]}></adj-live-panel>`);
    expect(root(el).querySelector('h3')?.textContent).to.equal('Not ready yet');
    const alert = root(el).querySelector('[role=alert]');
    expect([...(alert?.querySelectorAll('li') ?? [])].map((li) => li.textContent)).to.deep.equal(['Attacker VI — strength: strength is missing']);
    expect(chart(el)).to.equal(null);
    await expect(el).to.be.accessible();
    el.problems = [];
    await el.updateComplete;
    expect(chart(el)).to.not.equal(null);
  });

  it('is read, not tapped: it offers no control at all', async () => {
    const el = await fixture<AdjLivePanel>(html`<adj-live-panel .analysis=${analyse(wildernessInfantry)}></adj-live-panel>`);
    expect(controls(root(el))).to.have.length(0);
  });
});
