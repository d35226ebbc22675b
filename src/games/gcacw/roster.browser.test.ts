import { expect, fixture, html } from '@open-wc/testing';
import type { UnitRecord } from '../../store/records';
import { eventsFrom, expectTouchTargets } from '../../ui/test-helpers';
import type { NewUnit } from '../../desk/rules';
import { GCACW_UNIT_FIELDS } from './rules';
import type { AdjRoster, SideTarget } from '../../ui/roster/roster.component';
import '../../ui/roster/roster';

const unit = (id: string, name: string, side: string, strength: number | null, type = 'infantry', state: UnitRecord['state'] = {}): UnitRecord => ({
  id,
  gameId: 'g',
  name,
  side,
  type,
  strength,
  state,
});

const UNITS: readonly UnitRecord[] = [
  unit('v', 'V', 'union', 12),
  unit('vi', 'VI', 'union', 12),
  unit('sheridan', 'Sheridan', 'union', null, 'cavalry'),
  unit('heth', 'Heth', 'confederate', 5),
  unit('grant', 'Grant', 'union', null, 'leader'),
  unit('dummy', 'Dummy A', 'confederate', null, 'dummy'),
  unit('gone', 'Wilcox', 'confederate', 0, 'infantry', { eliminated: true }),
];

const root = (el: Element) => el.shadowRoot as ShadowRoot;
const listed = (el: AdjRoster) => [...root(el).querySelectorAll<HTMLButtonElement>('ul[aria-label=Roster] button')];
/** The name shown on a roster button, without the words only a screen reader hears. */
const nameOn = (b: HTMLButtonElement) => {
  const label = b.querySelector('span');
  return label?.textContent?.replace(label.querySelector('.visually-hidden')?.textContent ?? '', '').trim();
};
const names = (el: AdjRoster) => listed(el).map(nameOn);
const button = (el: AdjRoster, name: string) => {
  const found = [...root(el).querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.replace(/\s+/g, ' ').trim().startsWith(name) || b.getAttribute('aria-label') === name);
  if (!found) throw new Error(`no button "${name}"`);
  return found;
};

async function roster(attackers: readonly string[] = [], defenders: readonly string[] = [], target: SideTarget = 'attackers') {
  return fixture<AdjRoster>(html`<adj-roster .units=${UNITS} .attackers=${attackers} .defenders=${defenders} target=${target}></adj-roster>`);
}

describe('adj-roster', () => {
  it('lists the units that can fight, with their strength; leaders, dummies and eliminated units are left out', async () => {
    const el = await roster();
    expect(names(el)).to.deep.equal(['V', 'VI', 'Sheridan', 'Heth']);
    expect(listed(el).map((b) => b.querySelector('.value')?.textContent)).to.deep.equal(['12', '12', '?', '5']);
    // Which army each is, seen at a glance (units of both sides may share a name).
    expect(listed(el).map((b) => b.querySelector('.army')?.textContent)).to.deep.equal(['US', 'US', 'US', 'CS']);
    // The side is read out, not only shown by colour.
    expect(listed(el)[3]?.textContent).to.contain(', Confederate');
    await expect(el).to.be.accessible();
  });

  it('offers leaders too in a game that stacks them, never dummies', async () => {
    const el = await fixture<AdjRoster>(html`<adj-roster .units=${UNITS} .stackTypes=${['leader']}></adj-roster>`);
    expect(names(el)).to.deep.equal(['V', 'VI', 'Sheridan', 'Grant', 'Heth']);
    // A leader has no number to fight with: it shows what it is, not an unknown value.
    const grant = listed(el)[3];
    expect(grant?.querySelector('.value')?.textContent).to.equal('leader');
    expect(grant?.textContent?.replace(/\s+/g, ' ')).not.to.contain('strength');
    expect(listed(el)[0]?.querySelector('.value')?.textContent).to.equal('12');
    await expect(el).to.be.accessible();
  });

  it('lists Union before Confederate, combat units before fortifications, then by name, however they were saved', async () => {
    const saved = [
      unit('r', 'Richmond, southeast hex', 'confederate', 3, 'fortification'),
      unit('c10', 'Cavalry 10', 'union', null, 'cavalry'),
      unit('h', 'Heth', 'confederate', 5),
      unit('w', 'Washington', 'union', 5, 'fortification'),
      unit('c2', 'Cavalry 2', 'union', null, 'cavalry'),
      unit('a', 'Anderson', 'confederate', 5),
      unit('ix', 'IX', 'union', 10),
    ];
    const el = await fixture<AdjRoster>(html`<adj-roster .units=${saved}></adj-roster>`);
    expect(names(el)).to.deep.equal(['IX', 'Cavalry 2', 'Cavalry 10', 'Washington', 'Anderson', 'Heth', 'Richmond, southeast hex']);
  });

  it('finds units by name, side or type as the player types', async () => {
    const el = await roster();
    const search = root(el).querySelector('input[type=search]') as HTMLInputElement;
    const type = async (text: string) => {
      search.value = text;
      search.dispatchEvent(new Event('input'));
      await el.updateComplete;
    };
    await type('he');
    expect(names(el)).to.deep.equal(['Sheridan', 'Heth']);
    await type('CONFEDERATE');
    expect(names(el)).to.deep.equal(['Heth']);
    await type('cavalry');
    expect(names(el)).to.deep.equal(['Sheridan']);
    await type('Longstreet');
    expect(listed(el)).to.have.length(0);
    expect(root(el).querySelector('.empty')?.textContent).to.equal('No unit matches.');
    await type('');
    expect(names(el)).to.have.length(4);
  });

  it('marks the units on the side being filled as pressed, and those on the other side as such', async () => {
    const el = await roster(['v'], ['heth'], 'attackers');
    const pressed = () => listed(el).filter((b) => b.getAttribute('aria-pressed') === 'true').map(nameOn);
    expect(pressed()).to.deep.equal(['V']);
    expect(listed(el)[3]?.classList.contains('other')).to.equal(true);
    expect(listed(el)[3]?.textContent).to.contain('on the other side');
    el.target = 'defenders';
    await el.updateComplete;
    expect(pressed()).to.deep.equal(['Heth']);
    expect(listed(el)[0]?.classList.contains('other')).to.equal(true);
    expect(button(el, 'Attackers').textContent).to.contain('(1)');
    expect(button(el, 'Defenders').getAttribute('aria-pressed')).to.equal('true');
  });

  it('says which unit was tapped and which side is to be filled; it changes nothing itself', async () => {
    const el = await roster();
    const picks = eventsFrom<string>(el, 'pick');
    const targets = eventsFrom<SideTarget>(el, 'target');
    listed(el)[1]?.click();
    listed(el)[3]?.click();
    button(el, 'Defenders').click();
    expect(picks).to.deep.equal(['vi', 'heth']);
    expect(targets).to.deep.equal(['defenders']);
    // The desk owns the sides: until it says so, nothing is pressed.
    await el.updateComplete;
    expect(listed(el).some((b) => b.getAttribute('aria-pressed') === 'true')).to.equal(false);
  });

  it('adds a unit in two taps: the strength stepper, then Add unit, on the side being filled', async () => {
    const el = await roster([], ['heth'], 'defenders');
    const created = eventsFrom<NewUnit>(el, 'create');
    button(el, 'More strength').click();
    await el.updateComplete;
    expect(root(el).querySelector('output')?.textContent).to.equal('5');
    button(el, 'Add unit').click();
    // A defender takes the side of the defenders already picked, and a name the player can change later.
    expect(created).to.deep.equal([{ name: 'Confederate infantry 4', side: 'confederate', type: 'infantry', value: 5 }]);
    expect(root(el).querySelector('legend')?.textContent).to.equal('Add a unit to the defenders');
  });

  it('keeps the new strength between 1 and 99, and takes the type chosen', async () => {
    const el = await roster();
    const created = eventsFrom<NewUnit>(el, 'create');
    for (let i = 0; i < 5; i++) button(el, 'Less strength').click();
    await el.updateComplete;
    expect(root(el).querySelector('output')?.textContent).to.equal('1');
    for (let i = 0; i < 120; i++) button(el, 'More strength').click();
    await el.updateComplete;
    expect(root(el).querySelector('output')?.textContent).to.equal('99');
    const select = root(el).querySelector('select') as HTMLSelectElement;
    select.value = 'cavalry';
    select.dispatchEvent(new Event('change'));
    button(el, 'Add unit').click();
    // With no attacker picked yet, attackers are Union.
    expect(created).to.deep.equal([{ name: 'Union cavalry 5', side: 'union', type: 'cavalry', value: 99 }]);
  });

  it('names a new unit, a unit’s side and its army’s mark by the game’s own sides', async () => {
    const el = await roster();
    el.sides = [
      { id: 'union', words: 'Blue', codes: [] },
      { id: 'confederate', words: 'Red', codes: ['RD'] },
    ];
    await el.updateComplete;
    const created = eventsFrom<NewUnit>(el, 'create');
    button(el, 'Add unit').click();
    expect(created[0]?.name).to.match(/^Blue infantry \d+$/);
    expect(listed(el).map((b) => b.querySelector('.army')?.textContent)).to.deep.equal(['B', 'B', 'B', 'RD']);
    expect(listed(el)[3]?.textContent).to.contain(', Red');
  });

  it('tells the player to add a unit when the roster is empty', async () => {
    const el = await fixture<AdjRoster>(html`<adj-roster></adj-roster>`);
    expect(root(el).querySelector('.empty')?.textContent).to.equal('No units yet: add one below.');
    await expect(el).to.be.accessible();
  });

  it('gives every control a touch target of at least 44 px', async () => {
    const el = await roster(['v'], ['heth']);
    expectTouchTargets(root(el), 4 + 2 + 1 + 1 + 2 + 1);
  });

  it('shows the statuses a unit carries by the game’s codes, and says them in its words', async () => {
    const units = [unit('heth', 'Heth', 'confederate', 5, 'infantry', { combatValue: 7, fatigue: 3, demoralized: 1, disorganized: false }), unit('v', 'V', 'union', 12, 'infantry', { combatValue: 9, fatigue: 0 })];
    const el = await fixture<AdjRoster>(html`<adj-roster .units=${units} .fields=${GCACW_UNIT_FIELDS}></adj-roster>`);
    const [v, heth] = listed(el);
    expect(heth?.querySelector('.status')?.textContent).to.equal('F3 D1');
    expect(heth?.querySelector('.visually-hidden')?.textContent).to.contain(', Fatigue 3, Demoralized-1,');
    // A unit at its defaults carries no mark.
    expect(v?.querySelector('.status')).to.equal(null);
    await expect(el).to.be.accessible();
  });
});
