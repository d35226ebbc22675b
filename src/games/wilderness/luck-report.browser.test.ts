import { expect, fixture, html } from '@open-wc/testing';
import type { DieRecord } from '../../engine/core/dice';
import type { CombatRecord } from '../../store/records';
import { expectTouchTargets } from '../../ui/test-helpers';
import type { AdjLuckReport } from '../../ui/luck-report/luck-report.component';
import '../../ui/luck-report/luck-report';
import { resolve } from '../../engine/engine';
// Twelve Wilderness combats as the desk logs them: the documented infantry and cavalry combats, some
// rolled by the app (seeded), some typed in; the twelfth keeps no percentile, as an entry logged
// before the engine gave one.
import fixture12 from './luck-log.fixture.json';

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
    // These entries keep no percentile (as those logged before the engine gave one): the report says so and works none out.
    expect(text(root(el).querySelector('#unplaced'))).to.match(/^3 combats have no percentile: logged before this version kept it/);
    expect(root(el).querySelector('circle')).to.equal(null);
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

/**
 * The fixed log counted by hand (luck-log.fixture.json):
 *
 *   #  kind      dice         result (attacker/defender loss)
 *   1  infantry  5, app       4/0
 *   2  cavalry   1, app       0/1
 *   3  infantry  4, typed     6/1
 *   4  infantry  3, app       6/2
 *   5  cavalry   2, typed     0/1
 *   6  cavalry   5, app       1/0
 *   7  infantry  1, typed     2/1
 *   8  infantry  1, app       2/1
 *   9  cavalry   2, app       0/1
 *  10  cavalry   5, typed     1/0
 *  11  infantry  5, app       4/0
 *  12  infantry  6, typed     4/0 (no percentile kept)
 *
 * Infantry (28 against 11 entrenched: table 5-8, column 2-1, losses doubled), die 1 to 6: 2/1, 4/2,
 * 6/2, 6/1, 4/0, 4/0; the attacker's standing (defender's loss less his) −1, −2, −4, −5, −4, −4.
 * Percentile = P(worse) + ½·P(as good): −5 → 0 + 1/12 = 8.3; −4 → 1/6 + 1/4 = 41.7; −2 → 4/6 +
 * 1/12 = 75; −1 → 5/6 + 1/12 = 91.7.
 * Cavalry (2-1), die 1 to 6: 0/1, 0/1, 0/1, 1/1, 1/0, 1/0 (units lost); standing +1, 0, −1:
 * −1 → 0 + 1/6 = 16.7; 0 → 1/3 + 1/12 = 41.7; +1 → 1/2 + 1/4 = 75.
 */
describe('adj-luck-report on a fixed log', () => {
  const LOG12 = fixture12 as unknown as CombatRecord[];

  it('holds what the engine gives for each entry’s dice (the fixture is a real log)', () => {
    for (const entry of LOG12) {
      const r = resolve(entry.input, { physical: entry.dice.map((d) => d.face) });
      expect(r.outcome.key).to.equal(entry.outcome.key);
      if (entry.percentile) expect(r.percentile).to.deep.equal(entry.percentile);
    }
    expect(LOG12.filter((c) => c.percentile === undefined).map((c) => c.id)).to.deep.equal([12]);
  });

  it('shows the counts, means and percentiles of a hand count', async () => {
    const el = await fixture<AdjLuckReport>(html`<adj-luck-report .combats=${LOG12} whole></adj-luck-report>`);
    const r = root(el);
    expect(text(r.querySelector('p'))).to.equal('12 dice in 12 combats.');
    const dice = [...r.querySelectorAll('ul[aria-label="Dice by purpose"] > li')];
    expect(dice.map((li) => text(li.querySelector('h3')))).to.deep.equal([
      'combat die, rolled by the app',
      'cavalry combat die, rolled by the app',
      'combat die, typed in',
      'cavalry combat die, typed in',
    ]);
    // App combat dice 5, 3, 1, 5; app cavalry 1, 5, 2; typed combat 4, 1, 6; typed cavalry 2, 5.
    expect(dice.map((li) => text(li.querySelector('div')))).to.deep.equal([
      '4 dice, mean 3.5 against 3.5 for a fair die',
      '3 dice, mean 2.67 against 3.5 for a fair die',
      '3 dice, mean 3.67 against 3.5 for a fair die',
      '2 dice, mean 3.5 against 3.5 for a fair die',
    ]);
    expect(dice.map((li) => [...li.querySelectorAll('td')].map((td) => td.textContent).join(' '))).to.deep.equal([
      '1 0 1 0 2 0',
      '1 1 0 0 1 0',
      '1 0 0 1 0 1',
      '0 1 0 0 1 0',
    ]);
    const rows = [...r.querySelectorAll('details tr')].slice(1).map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim()));
    expect(rows.map(([n, , origin, attacker, defender]) => `${n} ${origin} ${attacker} ${defender}`)).to.deep.equal([
      '1 rolled by the app 41.7 58.3',
      '2 rolled by the app 75 25',
      '3 typed in 8.3 91.7',
      '4 rolled by the app 41.7 58.3',
      '5 typed in 75 25',
      '6 rolled by the app 16.7 83.3',
      '7 typed in 91.7 8.3',
      '8 rolled by the app 91.7 8.3',
      '9 rolled by the app 75 25',
      '10 typed in 16.7 83.3',
      '11 rolled by the app 41.7 58.3',
    ]);
    // App: (5 + 9 + 5 + 2 + 11 + 9 + 5) / 12 / 7 = 46/84 = 54.8%; typed in: (1 + 9 + 11 + 2) / 12 / 4 = 23/48 = 47.9%.
    expect([...r.querySelectorAll('ul[aria-label="Mean percentile by origin"] > li > div')].map((d) => text(d))).to.deep.equal([
      "7 combats: attacker's mean 54.8, defender's 45.2",
      'Only 7: too few to say much.',
      "4 combats: attacker's mean 47.9, defender's 52.1",
      'Only 4: too few to say much.',
    ]);
    expect(r.querySelectorAll('circle.generator')).to.have.length(7);
    expect(r.querySelectorAll('circle.physical')).to.have.length(4);
    expect(r.querySelector('svg[aria-label^="The attacker"]')?.getAttribute('aria-label')).to.match(/^The attacker's percentile in each combat, oldest first: 41.7 \(rolled by the app\), 75 \(rolled by the app\), 8.3 \(typed in\),/);
    expect(text(r.querySelector('#unplaced'))).to.match(/^1 combat has no percentile/);
    expect(text(r.querySelector('.warning'))).to.match(/a few dozen say little/);
    // Each side's luck follows: these entries were logged before rolls kept their sides, so none is ranked, and the app's seven dice replay.
    const sides = root(r.querySelector('adj-campaign-luck') as Element);
    expect(text(sides.querySelector('#counts'))).to.equal('12 rolls, of which 12 not ranked.');
    expect(text(sides.querySelector('#replay'))).to.match(/^All 7 replay/);
    await expect(el).to.be.accessible();
  });
});
