import { expect, fixture, html } from '@open-wc/testing';
import { GCACW_UNIT_FIELDS } from './rules';
import type { CombatRecord, UnitRecord } from '../../store/records';
import { eventsFrom, expectTouchTargets } from '../../ui/test-helpers';
import type { AdjUnitHistory } from '../../ui/unit-history/unit-history.component';
import '../../ui/unit-history/unit-history';

const root = (el: Element) => el.shadowRoot as ShadowRoot;
const heth: UnitRecord = { id: 'heth', gameId: 'g', name: 'Heth', side: 'confederate', type: 'infantry', strength: 7, state: { combatValue: 7, fatigue: 1 } };
const tired: UnitRecord = { ...heth, state: { ...heth.state, fatigue: 2 } };
const beaten: UnitRecord = { ...tired, strength: 5, state: { ...tired.state, demoralized: 1 } };

function entry(id: number, label: string, applied: CombatRecord['applied'], extra: Partial<CombatRecord> = {}): CombatRecord {
  return { id, gameId: 'g', at: Date.UTC(2026, 4, 6, 9, id), input: {}, dice: [], outcome: { key: label, label, checklist: [], effects: {} }, steps: [], applied, ...extra };
}

const LOG = [entry(1, 'Defender F', { before: [heth], after: [tired] }, { when: { turn: 2, phase: 'Action Phase' } }), entry(2, 'Defender 2R', { before: [tired], after: [beaten] }, { undone: true })];

async function history(complete = true, entries: readonly CombatRecord[] = LOG): Promise<AdjUnitHistory> {
  return fixture<AdjUnitHistory>(html`<adj-unit-history .unit=${beaten} .fields=${GCACW_UNIT_FIELDS} .entries=${entries} ?complete=${complete}></adj-unit-history>`);
}

const button = (el: AdjUnitHistory) => root(el).querySelector('button') as HTMLButtonElement;
const items = (el: AdjUnitHistory) => [...root(el).querySelectorAll('ol > li')];

describe('adj-unit-history', () => {
  it('shows nothing of the history until asked, then each change in the game’s words with the entry that made it', async () => {
    const el = await history();
    expect(button(el).getAttribute('aria-expanded')).to.equal('false');
    expect(items(el)).to.have.length(0);
    button(el).click();
    await el.updateComplete;
    expect(button(el).getAttribute('aria-expanded')).to.equal('true');
    const [first, second] = items(el);
    expect(first?.querySelector('.entry')?.textContent).to.equal('“Defender F”');
    expect(first?.querySelector('.when')?.textContent).to.match(/^Turn 2, Action Phase · /);
    expect([...(first?.querySelectorAll('.changes li') ?? [])].map((l) => l.textContent)).to.deep.equal(['Fatigue Level: Fatigue 1 → Fatigue 2']);
    expect(first?.classList.contains('undone')).to.equal(false);
    // The undone result stays, marked; an entry with no turn gives its time alone.
    expect(second?.classList.contains('undone')).to.equal(true);
    expect(second?.textContent).to.contain('(undone)');
    expect(second?.querySelector('.when')?.textContent).not.to.contain('Turn');
    expect([...(second?.querySelectorAll('.changes li') ?? [])].map((l) => l.textContent)).to.deep.equal(['Manpower Value: 7 → 5', 'Demoralized: Not demoralized → Demoralized-1']);
    await expect(el).to.be.accessible();
    expectTouchTargets(root(el), 1);
    button(el).click();
    await el.updateComplete;
    expect(items(el)).to.have.length(0);
  });

  it('says so when no result has changed the unit', async () => {
    const el = await history(true, []);
    button(el).click();
    await el.updateComplete;
    expect(root(el).querySelector('.note')?.textContent).to.equal('No applied result has changed Heth.');
    await expect(el).to.be.accessible();
  });

  it('asks for the whole log when opened while only part of it is read', async () => {
    const el = await history(false);
    const asked = eventsFrom(el, 'need-all');
    button(el).click();
    await el.updateComplete;
    expect(asked).to.have.length(1);
    expect(root(el).textContent).to.contain('Reading the whole log');
    el.complete = true;
    await el.updateComplete;
    expect(root(el).textContent).not.to.contain('Reading the whole log');
  });
});
