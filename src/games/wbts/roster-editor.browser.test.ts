import { expect, fixture, html } from '@open-wc/testing';
import type { UnitRecord } from '../../store/records';
import { eventsFrom } from '../../ui/test-helpers';
import type { AdjRosterEditor } from '../../ui/roster-editor/roster-editor.component';
import '../../ui/roster-editor/roster-editor';
import { WBTS_DESK } from './rules';

const leader = (id: string, name: string, side: string): UnitRecord => ({ id, gameId: 'g', name, side, type: 'leader', strength: null, state: { rank: 'corps', initiative: 3, combatRating: 1 } });
const UNITS: readonly UnitRecord[] = [
  leader('lee', 'Lee', 'confederate'),
  leader('johnston', 'J.Johnston', 'confederate'),
  leader('porter', 'Porter', 'union'),
  { id: 'hq', gameId: 'g', name: 'Army N.Va. HQ troops', side: 'confederate', type: 'infantry', strength: 6, state: { with: 'Lee' } },
  { id: 'pc', gameId: 'g', name: "Porter's Corps", side: 'union', type: 'infantry', strength: 10, state: { with: 'Pope' } },
];

const root = (el: Element) => el.shadowRoot as ShadowRoot;
const select = (el: AdjRosterEditor, label: string) => root(el).querySelector(`select[aria-label="${label}"]`) as HTMLSelectElement;

describe('adj-roster-editor for War Between the States', () => {
  it('sets the leader a unit is with from the leaders of its side, names one that is not on the roster, and refuses a pasted line naming none', async () => {
    const el = await fixture<AdjRosterEditor>(html`<adj-roster-editor .units=${UNITS} .game=${WBTS_DESK}></adj-roster-editor>`);
    const changes = eventsFrom<UnitRecord>(el, 'unit-change');
    const hq = select(el, 'Army N.Va. HQ troops With leader');
    expect([...hq.options].map((o) => o.textContent)).to.deep.equal(['—', 'Lee', 'J.Johnston']);
    expect(hq.value).to.equal('Lee');
    hq.value = 'J.Johnston';
    hq.dispatchEvent(new Event('change'));
    expect(changes.map((u) => [u.id, u.state])).to.deep.equal([['hq', { with: 'J.Johnston' }]]);

    // Pope is no union leader on the roster: kept as saved, named, to be fixed.
    const corps = select(el, "Porter's Corps With leader");
    expect([...corps.options].map((o) => o.textContent)).to.deep.equal(['—', 'Pope (not on the roster)', 'Porter']);
    expect(corps.getAttribute('aria-invalid')).to.equal('true');
    expect([...root(el).querySelectorAll('ul.problems li')].map((li) => li.textContent)).to.deep.equal(["Porter's Corps — With leader: no leader of its side on the roster is named “Pope”"]);
    // A leader has no leader he is with.
    expect(root(el).querySelector('[aria-label="Lee With leader"]')).to.equal(null);

    const paste = root(el).querySelector('textarea') as HTMLTextAreaElement;
    paste.value = "6-3 infantry, confederate, infantry, SP 6, with Porter\nUnion cavalry, union, cavalry, SP 2, with Porter";
    paste.dispatchEvent(new Event('input'));
    await el.updateComplete;
    expect([...root(el).querySelectorAll('ol.preview li')].map((li) => li.textContent?.replace(/\s+/g, ' ').trim())).to.deep.equal([
      '✗Line 1: 6-3 infantry, confederate, infantry, SP 6, with Porter — refused: With leader: no confederate leader on the roster is named “Porter”',
      "✓Line 2: Union cavalry (union cavalry) — accepted",
    ]);
    await expect(el).to.be.accessible();
  });
});
