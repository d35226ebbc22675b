import { expect, fixture, html } from '@open-wc/testing';
import type { DieRecord } from '../../engine/core/dice';
import type { CombatRecord } from '../../store/records';
import { expectTouchTargets } from '../test-helpers';
import type { AdjLuckReport } from './luck-report.component';
import './luck-report';

const typed = (purpose: string, face: number): DieRecord => ({ purpose, face, source: { kind: 'physical' } });
const rolled = (face: number): DieRecord => ({ purpose: 'combat die', face, source: { kind: 'generator', stateBefore: [1, 2, 3, 4] } });

const combat = (id: number, dice: DieRecord[]): CombatRecord => ({
  id,
  gameId: 'g',
  at: id,
  input: {},
  dice,
  outcome: { key: 'x', label: 'x', checklist: [], effects: {} },
  steps: [],
});

const LOG = [combat(1, [rolled(6), rolled(6)]), combat(2, [typed("attacker's die", 2), typed("defender's die", 5)]), combat(3, [rolled(3)])];
const root = (el: Element) => el.shadowRoot as ShadowRoot;
const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim();

describe('adj-luck-report', () => {
  it('shows each purpose’s dice as a chart with the same figures as text, and warns that few dice say little', async () => {
    const el = await fixture<AdjLuckReport>(html`<adj-luck-report .combats=${LOG} whole></adj-luck-report>`);
    const items = [...root(el).querySelectorAll('li')];
    expect(items.map((li) => text(li.querySelector('h3')))).to.deep.equal([
      'combat die, rolled by the app',
      "attacker's die, typed in",
      "defender's die, typed in",
    ]);
    expect(text(items[0]?.querySelector('div'))).to.equal('3 dice, mean 5 against 3.5 for a fair die');
    expect(items[0]?.querySelector('svg')?.getAttribute('aria-label')).to.equal(
      'combat die, rolled by the app: faces 1 to 6 came up 0, 0, 1, 0, 0, 2 times; a fair die gives 0.5 each',
    );
    expect([...(items[0]?.querySelectorAll('td') ?? [])].map((td) => td.textContent)).to.deep.equal(['0', '0', '1', '0', '0', '2']);
    expect(items[0]?.querySelectorAll('rect')).to.have.length(6);
    expect(text(items[1])).to.contain('Only 1: too few to say much.');
    expect(text(root(el).querySelector('.warning'))).to.match(/a few dozen say little/);
    expect(text(root(el).querySelector('p:last-of-type'))).to.match(/no percentile/);
    await expect(el).to.be.accessible();
  });

  it('asks for the whole log before it reports', async () => {
    const el = await fixture<AdjLuckReport>(html`<adj-luck-report .combats=${LOG}></adj-luck-report>`);
    let asked = 0;
    el.addEventListener('need-all', () => asked++);
    root(el).querySelector('button')?.click();
    expect(asked).to.equal(1);
    expectTouchTargets(root(el), 1);
    el.whole = true;
    el.combats = [];
    await el.updateComplete;
    expect(text(root(el).querySelector('p'))).to.equal('No dice rolled yet.');
  });
});
