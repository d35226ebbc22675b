import { expect, fixture, html } from '@open-wc/testing';
import type { RosterUnit } from '../../desk/roster-text';
import { GCACW_DESK } from './rules';
import type { CombatRecord, UnitRecord } from '../../store/records';
import type { SaveRequest } from '../../ui/save-request';
import { eventsFrom, expectTouchTargets, until } from '../../ui/test-helpers';
import type { AdjRosterEditor } from '../../ui/roster-editor/roster-editor.component';
import '../../ui/roster-editor/roster-editor';

const UNITS: readonly UnitRecord[] = [
  { id: 'b', gameId: 'g', name: 'Barlow', side: 'union', type: 'infantry', strength: 10, state: { combatValue: 9, tactical: 3 } },
  { id: 'h', gameId: 'g', name: 'Heth', side: 'confederate', type: 'infantry', strength: 7, state: { combatValue: 7 } },
  { id: 'a', gameId: 'g', name: 'Anderson', side: 'union', type: 'cavalry', strength: 2, state: { combatValue: 12.5 } },
  { id: 'lee', gameId: 'g', name: 'Lee', side: 'confederate', type: 'leader', strength: null, state: {} },
];

const root = (el: Element) => el.shadowRoot as ShadowRoot;
const editor = () => fixture<AdjRosterEditor>(html`<adj-roster-editor .units=${UNITS} .game=${GCACW_DESK}></adj-roster-editor>`);
const names = (el: AdjRosterEditor) => [...root(el).querySelectorAll<HTMLInputElement>('ul.units input.name')].map((i) => i.value);
const field = <T extends HTMLElement>(el: AdjRosterEditor, label: string) => {
  const found = root(el).querySelector<T>(`[aria-label="${label}"]`);
  if (!found) throw new Error(`no control "${label}"`);
  return found;
};
function type(el: AdjRosterEditor, label: string, text: string, event = 'change') {
  const input = field<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(el, label);
  input.value = text;
  input.dispatchEvent(new Event(event));
  return el.updateComplete;
}
const button = (el: AdjRosterEditor, text: string) => {
  const found = [...root(el).querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.trim().startsWith(text) || b.getAttribute('aria-label') === text);
  if (!found) throw new Error(`no button "${text}"`);
  return found;
};

describe('adj-roster-editor', () => {
  it('shows every unit with each value its type has, leaders with none; sorts as asked', async () => {
    const el = await editor();
    expect(names(el)).to.deep.equal(['Barlow', 'Anderson', 'Heth', 'Lee']);
    expect(field<HTMLInputElement>(el, 'Barlow Combat Value').value).to.equal('9');
    expect(field<HTMLInputElement>(el, 'Barlow Manpower Value').value).to.equal('10');
    expect(field<HTMLInputElement>(el, 'Barlow Artillery Value').value).to.equal('');
    expect(root(el).querySelector('[aria-label="Lee Combat Value"]')).to.equal(null);
    await type(el, 'Sort the roster', 'name');
    expect(names(el)).to.deep.equal(['Anderson', 'Barlow', 'Heth', 'Lee']);
    await type(el, 'Sort the roster', 'state.combatValue');
    expect(names(el)).to.deep.equal(['Anderson', 'Barlow', 'Heth', 'Lee']);
    await type(el, 'Sort the roster', 'strength');
    expect(names(el)).to.deep.equal(['Barlow', 'Heth', 'Anderson', 'Lee']);
    await expect(el).to.be.accessible();
  });

  it('hands up each change to be saved at once; a wrong value is kept as typed and named by unit and field', async () => {
    const el = await editor();
    const changes = eventsFrom<UnitRecord>(el, 'unit-change');
    await type(el, 'Barlow Combat Value', '9.5');
    await type(el, 'Barlow Fatigue Level', '2');
    await type(el, 'Name of Heth', 'Heth (Third Corps)');
    expect(changes.map((u) => [u.name, u.state])).to.deep.equal([
      ['Barlow', { combatValue: 9.5, tactical: 3 }],
      ['Barlow', { combatValue: 9, tactical: 3, fatigue: 2 }],
      ['Heth (Third Corps)', { combatValue: 7 }],
    ]);
    await until(() => (root(el).querySelector('p[role=status]')?.textContent ?? '').includes('keep the name they were rolled under'), 'the rename said once saved');

    await type(el, 'Barlow Tactical rating', '2.5');
    await type(el, 'Name of Anderson', 'Barlow');
    expect(changes).to.have.length(3);
    expect([...root(el).querySelectorAll('ul.problems li')].map((li) => li.textContent)).to.deep.equal([
      'Barlow — Tactical rating: 2.5 is not allowed; it must be a whole number from 0 to 99',
      'Anderson — Name: Barlow is already on the roster',
    ]);
    expect(field(el, 'Barlow Tactical rating').getAttribute('aria-invalid')).to.equal('true');
    expect(field<HTMLInputElement>(el, 'Barlow Tactical rating').value).to.equal('2.5');
    await expect(el).to.be.accessible();
    await type(el, 'Barlow Tactical rating', '');
    expect(root(el).querySelectorAll('ul.problems li')).to.have.length(1);
    expect(changes.at(-1)?.state).to.deep.equal({ combatValue: 9 });
  });

  it('previews a pasted roster line by line and adds only what the player confirms, leaving the refused lines to fix', async () => {
    const el = await editor();
    const added = eventsFrom<RosterUnit[]>(el, 'units-add');
    await type(el, 'Roster to paste, one unit a line', 'Hancock, union, infantry, CV 12, MP 8, T 2\nGibbon, union, infantry, CV 0.3\nHeth, confederate, infantry', 'input');
    // The refused lines first, then the accepted.
    expect([...root(el).querySelectorAll('ol.preview li')].map((li) => li.className)).to.deep.equal(['refused', 'refused', 'accepted']);
    expect(root(el).querySelector('ol.preview li.refused')?.textContent).to.contain('Combat Value: 0.3 is not allowed');
    expect(root(el).querySelectorAll('ol.preview li.refused')[1]?.textContent).to.contain('Heth (confederate) is already on the roster');
    expect(added).to.have.length(0);
    await expect(el).to.be.accessible();
    button(el, 'Add one unit').click();
    expect(added).to.deep.equal([[{ name: 'Hancock', side: 'union', type: 'infantry', strength: 8, state: { combatValue: 12, tactical: 2 } }]]);
    await until(() => field<HTMLTextAreaElement>(el, 'Roster to paste, one unit a line').value === 'Gibbon, union, infantry, CV 0.3\nHeth, confederate, infantry', 'the added line taken out of the box');
  });

  it('shows only what is stored: a change or new units the desk could not save are drawn back, and nothing is said of them', async () => {
    const el = await editor();
    const answered: Promise<boolean>[] = [];
    const refuse = (e: Event) => (e as SaveRequest<unknown>).saving(answered[answered.push(Promise.resolve(false)) - 1] as Promise<boolean>);
    el.parentElement?.addEventListener('unit-change', refuse);
    el.parentElement?.addEventListener('units-add', refuse);
    await type(el, 'Name of Heth', 'Heth (Third Corps)');
    await type(el, 'Barlow Combat Value', '5');
    await type(el, 'Heth side', 'union');
    await until(() => names(el).includes('Heth') && field<HTMLInputElement>(el, 'Barlow Combat Value').value === '9', 'the rows drawn back as stored');
    expect(field<HTMLSelectElement>(el, 'Heth side').value).to.equal('confederate');
    const pasted = 'Hancock, union, infantry, CV 12';
    await type(el, 'Roster to paste, one unit a line', pasted, 'input');
    button(el, 'Add one unit').click();
    await type(el, 'New unit name', 'Longstreet', 'input');
    button(el, 'Add').click();
    expect(answered).to.have.length(5);
    // Every answer taken in: the panel's own steps after each run before the next task.
    await Promise.all(answered);
    await new Promise((r) => setTimeout(r));
    await el.updateComplete;
    expect(field<HTMLTextAreaElement>(el, 'Roster to paste, one unit a line').value).to.equal(pasted);
    expect(field<HTMLInputElement>(el, 'New unit name').value).to.equal('Longstreet');
    expect(root(el).textContent).not.to.match(/Added|is now/);
  });

  it('adds a unit by name, removes one only when asked twice, and asks for the export', async () => {
    const el = await editor();
    const added = eventsFrom<RosterUnit[]>(el, 'units-add');
    const removed = eventsFrom<string>(el, 'unit-remove');
    const exported = eventsFrom<undefined>(el, 'roster-export');
    await type(el, 'New unit name', 'Longstreet', 'input');
    await type(el, 'New unit side', 'confederate');
    await type(el, 'New unit type', 'leader');
    button(el, 'Add').click();
    expect(added).to.deep.equal([[{ name: 'Longstreet', side: 'confederate', type: 'leader', strength: null, state: {} }]]);
    button(el, 'Remove Heth…').click();
    await el.updateComplete;
    expect(removed).to.deep.equal([]);
    button(el, 'Remove Heth').click();
    expect(removed).to.deep.equal(['h']);
    button(el, 'Export roster').click();
    expect(exported).to.have.length(1);
  });

  it('gives every control a touch target of at least 44 px', async () => {
    const el = await editor();
    // Sort, export; the add row (4); each unit's name, side, type and remove, and 7 values for the three combat units.
    expectTouchTargets(root(el), 2 + 4 + 4 * 4 + 3 * 7);
    expect(field(el, 'Roster to paste, one unit a line').getBoundingClientRect().height).to.be.at.least(44);
  });

  it('opens each unit’s history from its row, read from the log the desk holds newest first', async () => {
    const heth = UNITS[1] as UnitRecord;
    const logged = (id: number, label: string, after: UnitRecord): CombatRecord => ({ id, gameId: 'g', at: id, input: {}, dice: [], outcome: { key: label, label, checklist: [], effects: {} }, steps: [], applied: { before: [heth], after: [after] } });
    const log = [logged(2, 'Defender 2R', { ...heth, strength: 5, state: { ...heth.state, demoralized: 1 } }), logged(1, 'Defender F', { ...heth, state: { ...heth.state, fatigue: 2 } })];
    const el = await fixture<AdjRosterEditor>(html`<adj-roster-editor .units=${UNITS} .game=${GCACW_DESK} .log=${log} logComplete></adj-roster-editor>`);
    const histories = [...root(el).querySelectorAll('adj-unit-history')];
    expect(histories.map((h) => h.unit?.name)).to.deep.equal(['Barlow', 'Anderson', 'Heth', 'Lee']);
    const hethHistory = histories[2];
    const open = hethHistory?.shadowRoot?.querySelector('button');
    expect(open?.getAttribute('aria-label')).to.equal('History of Heth');
    open?.click();
    await hethHistory?.updateComplete;
    expect([...(hethHistory?.shadowRoot?.querySelectorAll('.entry') ?? [])].map((e) => e.textContent)).to.deep.equal(['“Defender F”', '“Defender 2R”']);
    // The button sits in the unit's row, a touch target like the rest.
    expect(open?.getBoundingClientRect().height).to.be.at.least(44);
    await expect(el).to.be.accessible();
  });
});
