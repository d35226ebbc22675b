import { expect, fixture, html } from '@open-wc/testing';
import { engineApi } from '../../engine/api';
import type { Resolution } from '../../engine/core/combat';
import type { DiceInput } from '../../engine/engine';
import type { LossPlan } from '../../desk/losses';
import type { WildernessEffects } from '../../engine/games/wilderness/types';
import { EMPTY_DRAFT } from './draft';
import { rules as wilderness } from '.';
import type { UnitRecord } from '../../store/records';
import { eventsFrom, expectTouchTargets } from '../../ui/test-helpers';
import { button, given, problems, root, tap } from '../../ui/result-card/result-card-test-helpers';
import type { AdjResultCard } from '../../ui/result-card/result-card.component';
import '../../ui/result-card/result-card';

const unit = (id: string, name: string, side: string, strength: number): UnitRecord => ({ id, gameId: 'g', name, side, type: 'infantry', strength, state: {} });
const UNITS: ReadonlyMap<string, UnitRecord> = new Map([
  ['v', unit('v', 'V', 'union', 12)],
  ['vi', unit('vi', 'VI', 'union', 12)],
  ['heth', unit('heth', 'Heth', 'confederate', 5)],
]);

/** V and VI (24) against Heth (5): 4-1 on the 5-8 table. */
const combat = {
  format: 1,
  game: 'wilderness',
  kind: 'infantry-combat',
  hastyAttack: false,
  defenderHex: { terrain: 'clear', entrenched: false },
  attackers: [
    { name: 'V', strength: 12 },
    { name: 'VI', strength: 12 },
  ],
  defenders: [{ name: 'Heth', strength: 5 }],
};

function resolve(dice: DiceInput): { resolution: Resolution; plans: LossPlan[] } {
  const answer = engineApi.resolve(combat, dice);
  if (!answer.ok) throw new Error(JSON.stringify(answer.errors));
  return { resolution: answer.value, plans: wilderness.desk?.rules.lossPlans(answer.value.outcome.effects as WildernessEffects, { ...EMPTY_DRAFT, attackers: ['v', 'vi'], defenders: ['heth'] }, UNITS) ?? [] };
}

async function card(dice: DiceInput) {
  const { resolution, plans } = resolve(dice);
  const el = await fixture<AdjResultCard>(html`<adj-result-card .resolution=${resolution} .plans=${plans} .units=${UNITS} ?appliable=${plans.length > 0}></adj-result-card>`);
  return { el, resolution, plans };
}

describe('adj-result-card', () => {
  it('says the result, the dice and where they came from, and what to do on the board as a checklist', async () => {
    const { el, resolution } = await card({ physical: [1] });
    expect(root(el).querySelector('h3')?.textContent).to.equal(resolution.outcome.label);
    expect(resolution.outcome.label).to.match(/attacker loses 1.*defender loses 4/i);
    const die = root(el).querySelector('.dice li');
    expect(die?.querySelector('.die')?.getAttribute('aria-label')).to.equal('combat die: 1');
    expect(die?.textContent).to.contain('typed in from the table');
    const items = [...root(el).querySelectorAll('ul.checklist label')].map((l) => l.textContent?.trim());
    expect(items).to.deep.equal(resolution.outcome.checklist);
    expect(items.length).to.be.greaterThan(0);
    // How the dice were read, each step naming its chart.
    const steps = [...root(el).querySelectorAll('details li')];
    expect(steps).to.have.length(resolution.outcome.steps.length);
    expect(steps[0]?.querySelector('.source')?.textContent).to.match(/^The Wilderness Campaign \(SPI\), /);
    await expect(el).to.be.accessible();
  });

  it('places the result among all the combat could give: the best face is percentile 92 for the attacker, the worst 8', async () => {
    // 4-1 on the 5-8 table: a 1 is its best result for the attacker (1 against 4, one face in six), so 5/6 worse and
    // half of its own 1/6: 11/12. A 6 is its worst (2 against nothing): half of its 1/6, 1/12.
    const best = await card({ physical: [1] });
    expect(root(best.el).querySelector('.luck')?.textContent).to.equal("Luck for the attacker: percentile 92 of what this combat could give (50 is an ordinary roll; the defender's is 8).");
    const worst = await card({ physical: [6] });
    expect(root(worst.el).querySelector('.luck')?.textContent).to.contain('percentile 8 of');
    // A result the game does not rank (or logged before the figure was kept) says nothing of luck.
    const { percentile: _kept, ...unranked } = worst.resolution;
    worst.el.resolution = unranked;
    await worst.el.updateComplete;
    expect(root(worst.el).querySelector('.luck')).to.equal(null);
  });

  it('offers no re-roll of a result no die decided (every die rolled at an earlier step): it would only repeat itself', async () => {
    const { el, resolution } = await card({ physical: [2] });
    expect(button(el, 'Re-roll')).to.not.equal(undefined);
    el.resolution = { ...resolution, dice: [] };
    await el.updateComplete;
    expect(button(el, 'Re-roll')).to.equal(undefined);
    expect(button(el, 'New combat')).to.not.equal(undefined);
  });

  it('offers the saved combat to share once it has a report', async () => {
    const { el } = await card({ physical: [1] });
    const share = root(el).querySelector('adj-share-report');
    // Made with the card, out of sight until there is a report to share.
    expect(share?.checkVisibility()).to.equal(false);
    el.report = 'Saturday — The Wilderness Campaign (SPI)';
    el.reportFile = 'saturday-combat';
    await el.updateComplete;
    expect(root(el).querySelector('adj-share-report')).to.equal(share);
    expect(share?.checkVisibility()).to.equal(true);
    expect(share?.text).to.equal(el.report);
    expect(share?.fileBase).to.equal('saturday-combat');
    await expect(el).to.be.accessible();
  });

  it('says the app rolled a die from the generator', async () => {
    const { el } = await card({ rng: [1, 2, 3, 4] });
    expect(root(el).querySelector('.dice li')?.textContent).to.contain('rolled by the app');
  });

  it('suggests who takes the losses, checks the sum, and asks for them to be applied as shared out', async () => {
    const { el } = await card({ physical: [1] });
    const applied = eventsFrom<Record<string, Record<string, number>>>(el, 'apply');
    const legends = [...root(el).querySelectorAll('legend')].map((l) => l.textContent);
    expect(legends).to.deep.equal(['Attacker loses 1 point: who takes them', 'Defender loses 4 points: who takes them']);
    // In the order picked, each unit takes what it can.
    expect([given(el, 'V'), given(el, 'VI'), given(el, 'Heth')]).to.deep.equal(['1', '0', '4']);
    expect(problems(el)).to.deep.equal([]);

    // Moved to VI, the attacker's loss still sums to 1; a second point is one too many.
    await tap(el, 'V: one less');
    expect(problems(el)).to.deep.equal(['Attacker: allocate exactly 1 point (now 0)']);
    expect(button(el, 'Apply to units')?.disabled).to.equal(true);
    await tap(el, 'VI: one more');
    expect(problems(el)).to.deep.equal([]);
    await tap(el, 'Heth: one more');
    expect(problems(el)).to.deep.equal(['Defender: allocate exactly 4 points (now 5)']);
    await tap(el, 'Heth: one more');
    expect(problems(el)).to.deep.equal(['Heth: can lose at most 5 points']);
    await tap(el, 'Heth: one less');
    await tap(el, 'Heth: one less');

    await tap(el, 'Apply to units');
    expect(applied).to.deep.equal([{ attacker: { v: 0, vi: 1 }, defender: { heth: 4 } }]);
  });

  it('once applied, offers the undo instead and locks the allocation', async () => {
    const { el } = await card({ physical: [1] });
    const undos = eventsFrom<unknown>(el, 'undo');
    el.applied = true;
    await el.updateComplete;
    expect(button(el, 'Apply to units')).to.equal(undefined);
    expect(button(el, 'V: one more')?.disabled).to.equal(true);
    await tap(el, 'Undo the applied result');
    expect(undos).to.have.length(1);
    el.applied = false;
    await el.updateComplete;
    expect(button(el, 'Apply to units')?.disabled).to.equal(false);
  });

  it('asks for a re-roll or a new combat; it does neither itself', async () => {
    const { el } = await card({ physical: [1] });
    const rerolls = eventsFrom<unknown>(el, 'reroll');
    const dismissals = eventsFrom<unknown>(el, 'dismiss');
    await tap(el, 'Re-roll');
    await tap(el, 'New combat');
    expect([rerolls.length, dismissals.length]).to.deep.equal([1, 1]);
    expect(root(el).querySelector('h3')).to.not.equal(null);
  });

  it('starts each new result with nothing ticked and a fresh allocation', async () => {
    const { el } = await card({ physical: [1] });
    (root(el).querySelector('ul.checklist input') as HTMLInputElement).click();
    await tap(el, 'V: one less');
    expect((root(el).querySelector('ul.checklist input') as HTMLInputElement).checked, 'a tick kept while the same result is drawn again').to.equal(true);
    const next = resolve({ physical: [1] });
    el.resolution = next.resolution;
    el.plans = next.plans;
    await el.updateComplete;
    expect([...root(el).querySelectorAll<HTMLInputElement>('ul.checklist input')].some((box) => box.checked)).to.equal(false);
    expect(given(el, 'V')).to.equal('1');
  });

  it('asks only the side that loses who takes it, and offers no allocation when nobody loses', async () => {
    const { el } = await card({ physical: [6] });
    expect([...root(el).querySelectorAll('legend')].map((l) => l.textContent)).to.deep.equal(['Attacker loses 2 points: who takes them']);
    expect(button(el, 'Heth: one more')).to.equal(undefined);

    const probe = engineApi.resolve({ format: 1, game: 'wilderness', kind: 'cavalry-probe', enemyEntrenched: false, faceUpCavalryInStack: false }, { physical: [3] });
    if (!probe.ok) throw new Error(JSON.stringify(probe.errors));
    el.resolution = probe.value;
    el.plans = wilderness.desk?.rules.lossPlans(probe.value.outcome.effects as WildernessEffects, EMPTY_DRAFT, UNITS) ?? [];
    el.appliable = false;
    await el.updateComplete;
    expect(root(el).querySelectorAll('fieldset')).to.have.length(0);
    expect(button(el, 'Apply to units')).to.equal(undefined);
    expect(button(el, 'New combat')).to.not.equal(undefined);
  });

  it('shows a plan taken in part under its own heading: none to start, applied as chosen, never more than its loss', async () => {
    const { el: first, resolution } = await card({ physical: [1] });
    first.remove();
    const plans: LossPlan[] = [{ side: 'defender', key: 'defender-chart', measure: 'units', words: ['elimination', 'eliminations'], loss: 1, unitIds: ['heth'], upTo: true, legend: 'Defender: the units your chart eliminates' }];
    const el = await fixture<AdjResultCard>(html`<adj-result-card .resolution=${resolution} .plans=${plans} .units=${UNITS} appliable></adj-result-card>`);
    expect(root(el).querySelector('legend')?.textContent).to.equal('Defender: the units your chart eliminates');
    expect(root(el).querySelector('output[aria-label="Heth loses (eliminations)"]')?.textContent).to.equal('0');
    await tap(el, 'Heth: one elimination more');
    await tap(el, 'Heth: one elimination more');
    expect(problems(el)).to.deep.equal(['Heth: can lose at most 1 elimination']);
    await tap(el, 'Heth: one elimination less');
    const applied = eventsFrom<unknown>(el, 'apply');
    await tap(el, 'Apply to units');
    expect(applied).to.deep.equal([{ 'defender-chart': { heth: 1 } }]);
  });

  it('gives every control a touch target of at least 44 px, checklist rows included', async () => {
    const { el, resolution } = await card({ physical: [1] });
    // Checklist boxes, two steppers for each of three units, Apply, Re-roll, New combat.
    expectTouchTargets(root(el), resolution.outcome.checklist.length + 6 + 3);
    const summary = root(el).querySelector('summary') as HTMLElement;
    expect(summary.getBoundingClientRect().height).to.be.at.least(44);
  });
});
