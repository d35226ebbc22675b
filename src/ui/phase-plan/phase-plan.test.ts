import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { MARK } from '../../engine/core/figures';
import { TAKE_THE_HEX } from '../../plan/success';
import { eventsFrom, expectTouchTargets } from '../test-helpers';
import type { AdjPhasePlan, PlanRow } from './phase-plan.component';
import './phase-plan';

const root = (el: Element) => el.shadowRoot as ShadowRoot;
const rows: PlanRow[] = [
  {
    id: 'a',
    title: 'II Corps, V Corps → Heth',
    success: TAKE_THE_HEX,
    chance: '58.3 %',
    losses: 'attacker 1.2, defender 2.0 strength points',
    problems: [],
    reply: 'Against the opponent’s best reply: 41.7 %. The chance above is for his choice as set up.',
  },
  {
    id: 'b',
    title: 'VI Corps → Field',
    success: { defenderLossAtLeast: 2 },
    problems: ['defenders: a combat needs at least one defending unit'],
    force: { words: 'VI Corps (strength 12) is the smallest force for at least 80 %: 83.3 %.', useable: true },
  },
];

async function plan(): Promise<AdjPhasePlan> {
  return fixture<AdjPhasePlan>(
    html`<adj-phase-plan .rows=${rows} .totals=${{ allSucceed: '21.0 %', someFail: '79.0 %', losses: 'attacker 2.4, defender 3.1 strength points' }} .doubles=${['V Corps is in attacks 1 and 2']} canAdd></adj-phase-plan>`,
  );
}

describe('adj-phase-plan', () => {
  after(() => setViewport({ width: 800, height: 600 }));

  for (const viewport of [{ width: 1024, height: 768 }, { width: 768, height: 1024 }]) {
    it(`shows each attack with its chance or its problems, and the whole plan’s chances, at ${viewport.width}×${viewport.height}`, async () => {
      await setViewport(viewport);
      const el = await plan();
      const attacks = [...root(el).querySelectorAll('li.attack')].map((li) => li.textContent?.replace(/\s+/g, ' ').trim() ?? '');
      expect(attacks[0]).to.contain('1. II Corps, V Corps → Heth 58.3 % chance of success; expected losses: attacker 1.2, defender 2.0 strength points');
      expect(attacks[1]).to.contain('defenders: a combat needs at least one defending unit');
      expect(root(el).querySelector('li.attack .reply')?.textContent).to.equal('Against the opponent’s best reply: 41.7 %. The chance above is for his choice as set up.');
      expect(root(el).querySelector('[role=alert]')?.textContent).to.contain('V Corps is in attacks 1 and 2');
      expect(root(el).querySelector('.combined')?.textContent?.replace(/\s+/g, ' ')).to.contain('21.0 % every attack succeeds');
      expect(root(el).querySelectorAll('li.attack')[1]?.querySelector('[role=status]')?.textContent).to.contain('VI Corps (strength 12) is the smallest force for at least 80 %: 83.3 %.');
      // Per attack: success choice, the chance aimed at, Find, Up, Down, To the desk, Remove; the second's count and Keep; Add.
      expectTouchTargets(root(el), 17);
      await expect(el).to.be.accessible();
    });
  }

  it('says what the player changed: success, order, removal, editing, adding', async () => {
    const el = await plan();
    const success = eventsFrom<{ id: string; success: unknown }>(el, 'plan-success');
    const moves = eventsFrom<{ id: string; by: number }>(el, 'plan-move');
    const removed = eventsFrom<string>(el, 'plan-remove');
    const opened = eventsFrom<string>(el, 'plan-open');
    const added = eventsFrom<unknown>(el, 'plan-add');
    const searched = eventsFrom<{ id: string; percent: number }>(el, 'plan-force');
    const kept = eventsFrom<string>(el, 'plan-use-force');
    const aim = root(el).querySelector('input#aim-a') as HTMLInputElement;
    aim.value = '90';
    aim.dispatchEvent(new Event('change'));
    const select = root(el).querySelector('select#success-a') as HTMLSelectElement;
    select.selectedIndex = 1;
    select.dispatchEvent(new Event('change'));
    const count = root(el).querySelector('input[aria-label="Attack 2: how many"]') as HTMLInputElement;
    count.value = '3';
    count.dispatchEvent(new Event('change'));
    expect(success).to.deep.equal([
      { id: 'a', success: { marks: MARK.defenderEliminated } },
      { id: 'b', success: { defenderLossAtLeast: 3 } },
    ]);
    const button = (name: string) => root(el).querySelector(`button[aria-label="${name}"]`) as HTMLButtonElement;
    expect(button('Move attack 1 up').disabled).to.equal(true);
    button('Move attack 1 down').click();
    button('Remove attack 2').click();
    button('To the desk: attack 1, to change or fight it').click();
    ([...root(el).querySelectorAll('button')].find((b) => b.textContent === 'Add this combat to the plan') as HTMLButtonElement).click();
    expect(moves).to.deep.equal([{ id: 'a', by: 1 }]);
    expect(removed).to.deep.equal(['b']);
    expect(opened).to.deep.equal(['a']);
    expect(added).to.have.length(1);
    button('Find the smallest force for attack 1').click();
    button('Keep this force for attack 2').click();
    expect(searched).to.deep.equal([{ id: 'a', percent: 90 }]);
    expect(kept).to.deep.equal(['b']);
  });

  it('says what a later attack’s chance on a hex is counted after, with its chance alone beside it', async () => {
    const later: PlanRow[] = [
      { id: 's', title: 'Sedgwick → Wilcox', success: TAKE_THE_HEX, chance: '72.2 %', losses: 'attacker 1.0, defender 0.8 Manpower', problems: [] },
      { id: 'w', title: 'Warren → Wilcox', success: TAKE_THE_HEX, chance: '88.0 %', losses: 'attacker 0.3, defender 0.2 Manpower', problems: [], after: 'after attack 1 by Sedgwick on this hex', alone: '27.8 %' },
    ];
    const el = await fixture<AdjPhasePlan>(html`<adj-phase-plan .rows=${later}></adj-phase-plan>`);
    const [first, second] = [...root(el).querySelectorAll('li.attack')].map((li) => li.textContent?.replace(/\s+/g, ' ').trim() ?? '');
    expect(first).not.to.contain('alone');
    expect(second).to.contain(
      '2. Warren → Wilcox 88.0 % chance of success after attack 1 by Sedgwick on this hex; expected losses: attacker 0.3, defender 0.2 Manpower 27.8 % alone, as the only attack on this hex.',
    );
    await expect(el).to.be.accessible();
  });

  it('asks for a first attack when the plan is empty, and offers Add only for a combat that is set up', async () => {
    const el = await fixture<AdjPhasePlan>(html`<adj-phase-plan></adj-phase-plan>`);
    expect(root(el).textContent).to.contain('No attack planned yet');
    expect((root(el).querySelector('button') as HTMLButtonElement).disabled).to.equal(true);
    await expect(el).to.be.accessible();
  });
});
