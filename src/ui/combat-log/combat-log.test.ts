import { expect, fixture, html } from '@open-wc/testing';
import type { CombatRecord } from '../../store/records';
import { expectTouchTargets } from '../test-helpers';
import type { AdjCombatLog } from './combat-log.component';
import './combat-log';
import { GAME_IDS, GAME_NAMES } from '../../engine/core/source';

/** The log names combats of any game alike: two of them, as the registry lists them. */
const [FIRST, SECOND] = GAME_IDS;

const GENERATOR = { kind: 'generator', stateBefore: [1, 2, 3, 4] } as const;
const PHYSICAL = { kind: 'physical' } as const;

function entry(id: number, label: string, extra: Partial<CombatRecord> = {}): CombatRecord {
  return {
    id,
    gameId: 'g',
    at: Date.UTC(1864, 4, 5, 12, id),
    input: { format: 1, game: FIRST, kind: 'infantry-combat', attackers: [{ name: 'V' }, { name: 'VI' }], defenders: [{ name: 'Heth' }] },
    dice: [{ purpose: 'combat die', face: (id % 6) + 1, source: GENERATOR }],
    outcome: { key: label, label, checklist: [], effects: {} },
    steps: [],
    ...extra,
  };
}

/** A log of `n` combats, newest (highest id) first, as the desk hands it over. */
const many = (n: number) => Array.from({ length: n }, (_, i) => entry(n - i, `Result ${n - i}`));

const root = (el: Element) => el.shadowRoot as ShadowRoot;
const chainStatus = (el: AdjCombatLog) => root(el).querySelector('.chain');
const items = (el: AdjCombatLog) => [...root(el).querySelectorAll('ol > li')];
const labels = (el: AdjCombatLog) => items(el).map((li) => li.querySelector('strong')?.textContent);
const moreButton = (el: AdjCombatLog) => [...root(el).querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Show more');

async function filter(el: AdjCombatLog, text: string): Promise<void> {
  const input = root(el).querySelector('input[type=search]') as HTMLInputElement;
  input.value = text;
  input.dispatchEvent(new Event('input'));
  await el.updateComplete;
}

function needAllCount(el: AdjCombatLog): () => number {
  let n = 0;
  el.addEventListener('need-all', () => n++);
  return () => n;
}

describe('adj-combat-log', () => {
  it('lists every combat with its sides, result, dice and where the dice came from', async () => {
    const combats = [
      entry(3, 'Attacker loses 1; defender loses 4', { dice: [{ purpose: 'combat die', face: 1, source: PHYSICAL }] }),
      entry(2, 'Probe successful', { input: { format: 1, game: FIRST, kind: 'cavalry-probe' } }),
      entry(1, 'Random event: reinforcements', { input: { format: 1, game: SECOND, kind: 'randomEvents' }, dice: [] }),
    ];
    const el = await fixture<AdjCombatLog>(html`<adj-combat-log .combats=${combats} total="3" complete></adj-combat-log>`);
    expect(labels(el)).to.deep.equal(['Attacker loses 1; defender loses 4', 'Probe successful', 'Random event: reinforcements']);
    const [first, second, third] = items(el);
    expect(first?.textContent).to.contain('V, VI → Heth');
    expect(first?.querySelector('.meta')?.textContent?.replace(/\s+/g, ' ')).to.match(/dice 1 \(typed in\)/);
    // A roll with no sides is named by its kind, in words.
    expect(second?.textContent).to.contain('Cavalry probe');
    expect(second?.querySelector('.meta')?.textContent?.replace(/\s+/g, ' ')).to.match(/dice 3 \(rolled by the app\)/);
    expect(third?.textContent).to.contain('Random events');
    expect(third?.querySelector('.meta')?.textContent?.replace(/\s+/g, ' ')).to.match(/dice none \(no roll\)/);
    await expect(el).to.be.accessible();
  });

  it('marks undone losses, a combat that was re-rolled, and its re-roll', async () => {
    const combats = [entry(3, 'Second roll', { rerollOf: 2 }), entry(2, 'First roll', { undone: true }), entry(1, 'Earlier')];
    const el = await fixture<AdjCombatLog>(html`<adj-combat-log .combats=${combats} total="3" complete></adj-combat-log>`);
    const flags = items(el).map((li) => [...li.querySelectorAll('.flag')].map((f) => f.textContent));
    expect(flags).to.deep.equal([['re-roll'], ['result undone', 're-rolled'], []]);
  });

  it('filters by unit or result, whatever the case', async () => {
    const combats = [
      entry(3, 'Defender routs', { input: { attackers: [{ name: 'Hancock' }], defenders: [{ name: 'Heth' }] } }),
      entry(2, 'Attacker loses 2', { input: { attackers: [{ name: 'Warren' }], defenders: [{ name: 'Ewell' }] } }),
      entry(1, 'Defender retreats', { input: { attackers: [{ name: 'Sedgwick' }], defenders: [{ name: 'Heth' }] } }),
    ];
    const el = await fixture<AdjCombatLog>(html`<adj-combat-log .combats=${combats} total="3" complete></adj-combat-log>`);
    await filter(el, 'heth');
    expect(labels(el)).to.deep.equal(['Defender routs', 'Defender retreats']);
    await filter(el, 'ATTACKER LOSES');
    expect(labels(el)).to.deep.equal(['Attacker loses 2']);
    await filter(el, 'Longstreet');
    expect(items(el)).to.have.length(0);
    expect(root(el).querySelector('p')?.textContent).to.equal('No combat matches.');
    await filter(el, '  ');
    expect(items(el)).to.have.length(3);
  });

  it('says so when there is nothing logged yet', async () => {
    const el = await fixture<AdjCombatLog>(html`<adj-combat-log complete></adj-combat-log>`);
    expect(root(el).querySelector('p')?.textContent).to.equal('No combats yet.');
    expect(moreButton(el)).to.equal(undefined);
    await expect(el).to.be.accessible();
  });

  it('shows 30 at a time, and asks for the rest of a long log only when the player pages past what is loaded', async () => {
    // The desk loads the newest 40 of 100.
    const el = await fixture<AdjCombatLog>(html`<adj-combat-log .combats=${many(40)} total="100"></adj-combat-log>`);
    const needAll = needAllCount(el);
    expect(items(el)).to.have.length(30);
    expect(labels(el)[0]).to.equal('Result 40');
    moreButton(el)?.click();
    await el.updateComplete;
    expect(needAll()).to.equal(1);
    expect(items(el)).to.have.length(40);
    // The desk answers with the whole log.
    el.combats = many(100);
    el.complete = true;
    await el.updateComplete;
    expect(items(el)).to.have.length(60);
    moreButton(el)?.click();
    await el.updateComplete;
    moreButton(el)?.click();
    await el.updateComplete;
    expect(items(el)).to.have.length(100);
    expect(moreButton(el)).to.equal(undefined);
    expect(needAll()).to.equal(1);
  });

  it('asks for the whole log when the player searches a part-loaded one, and not again once it is whole', async () => {
    const el = await fixture<AdjCombatLog>(html`<adj-combat-log .combats=${many(40)} total="100"></adj-combat-log>`);
    const needAll = needAllCount(el);
    await filter(el, 'Result 7');
    expect(needAll()).to.equal(1);
    el.combats = many(100);
    el.complete = true;
    await el.updateComplete;
    await filter(el, 'Result 77');
    expect(labels(el)).to.deep.equal(['Result 77']);
    expect(needAll()).to.equal(1);
  });

  it('says the log is verified only once the whole log has been checked, and names the first entry that does not fit', async () => {
    const el = await fixture<AdjCombatLog>(html`<adj-combat-log .combats=${many(3)} total="3" complete></adj-combat-log>`);
    // Until the check of the whole log answers, nothing is claimed.
    expect(chainStatus(el)?.textContent).to.equal('Checking the whole log…');
    el.chain = { state: 'checked', report: { ok: true, chained: 3, unchained: 0 } };
    await el.updateComplete;
    expect(chainStatus(el)?.textContent).to.equal('Log verified');
    expect(chainStatus(el)?.classList.contains('broken')).to.equal(false);
    await expect(el).to.be.accessible();
    el.chain = { state: 'checked', report: { ok: false, position: 2, reason: 'its content does not match its hash: it was changed after it was written' } };
    await el.updateComplete;
    expect(chainStatus(el)?.textContent).to.equal('Log broken at entry 2: its content does not match its hash: it was changed after it was written.');
    expect(chainStatus(el)?.classList.contains('broken')).to.equal(true);
    await expect(el).to.be.accessible();
    el.chain = { state: 'failed', message: 'The log could not be checked (no storage).' };
    await el.updateComplete;
    expect(chainStatus(el)?.textContent).to.equal('The log could not be checked (no storage).');
    expect(chainStatus(el)?.classList.contains('broken')).to.equal(true);
  });

  it('shows the verdict entry by entry — who signed it, a two-party roll, what does not hold, what cannot be checked — and what a single tablet’s check cannot catch', async () => {
    const anna = { fp: 'ABCDEFGHJKMNPQRS', alg: 'Ed25519' as const, pub: 'x'.repeat(43), name: 'Anna' };
    const combats = [entry(3, 'Result 3'), entry(2, 'Result 2', { twoParty: { declaration: 'd', index: 0, of: 1, declaredAt: 1, contribution: 'a', anchor: 'b', attacker: 'A', defender: 'B', attackerSig: 's', reveal: 'r' } }), entry(1, 'Result 1')];
    const el = await fixture<AdjCombatLog>(html`<adj-combat-log .combats=${combats} total="3" complete></adj-combat-log>`);
    el.chain = {
      state: 'checked',
      report: { ok: true, chained: 3, unchained: 0 },
      verdict: {
        report: { ok: true, chained: 3, unchained: 0 },
        entries: [
          { position: 1, id: 1, unproven: ['unsigned: written before entries were signed, or its signature removed since; nothing shows who wrote it'], problems: [] },
          { position: 2, id: 2, signedBy: anna, twoParty: 'settled', unproven: [], problems: [] },
          { position: 3, id: 3, signedBy: anna, unproven: [], problems: ['its signature does not hold for Anna (ABCD EFGH JKMN PQRS)'] },
        ],
        general: [],
        holds: false,
        summary: 'Log not verified: 1 entry with a problem, of 3.',
      },
    };
    await el.updateComplete;
    expect(chainStatus(el)?.textContent?.replace(/\s+/g, ' ').trim()).to.match(/^Log not verified: 1 entry with a problem, of 3\. This check finds an entry changed, added, removed or moved, .* It cannot find a log rewritten and signed again on this tablet: only the other player’s tablet or file can/);
    expect(chainStatus(el)?.classList.contains('broken')).to.equal(true);
    expect(items(el).map((li) => li.querySelector('.verdict')?.textContent)).to.deep.equal([
      'its signature does not hold for Anna (ABCD EFGH JKMN PQRS)',
      'Signed by Anna (ABCD EFGH JKMN PQRS) · dice fixed by both players',
      'unsigned: written before entries were signed, or its signature removed since; nothing shows who wrote it',
    ]);
    expect(items(el)[0]?.querySelector('.verdict')?.classList.contains('problem')).to.equal(true);
    expect(items(el)[1]?.textContent).to.contain('(fixed by both players)');
    await expect(el).to.be.accessible();
  });

  it('shares the whole log as a report naming the game, loading the rest of the log first', async () => {
    const game = { name: 'Saturday', rules: FIRST };
    const el = await fixture<AdjCombatLog>(html`<adj-combat-log .game=${game} .combats=${many(2)} total="5"></adj-combat-log>`);
    const asked = needAllCount(el);
    const load = [...root(el).querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Load the whole log to share it');
    load?.click();
    expect(asked()).to.equal(1);
    el.combats = many(5);
    el.complete = true;
    await el.updateComplete;
    const share = root(el).querySelector('adj-share-report');
    expect(share?.text.split('\n')[0]).to.equal(`Saturday — ${GAME_NAMES[FIRST]} — combat log, 5 combats`);
    expect(share?.text).to.contain('#5 ');
    expect(share?.fileBase).to.equal('saturday-log');
    await expect(el).to.be.accessible();
  });

  it('gives every control a touch target of at least 44 px', async () => {
    const el = await fixture<AdjCombatLog>(html`<adj-combat-log .combats=${many(40)} total="40" complete></adj-combat-log>`);
    // The filter, the turn and Show more.
    expectTouchTargets(root(el), 3);
  });

  it('narrows the log to one turn, naming each entry’s turn and phase', async () => {
    const combats = [5, 4, 3, 2, 1].map((id) => entry(id, `Result ${id}`, { when: { turn: id <= 2 ? 1 : id === 3 ? 2 : 3, phase: id === 1 ? '' : 'Action Cycle' } }));
    const el = await fixture<AdjCombatLog>(html`<adj-combat-log .combats=${combats} total="5" complete></adj-combat-log>`);
    const select = root(el).querySelector('select') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).to.deep.equal(['Every turn', 'Turn 1', 'Turn 2', 'Turn 3']);
    expect(labels(el)).to.deep.equal(['Result 5', 'Result 4', 'Result 3', 'Result 2', 'Result 1']);
    select.value = '1';
    select.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(labels(el)).to.deep.equal(['Result 2', 'Result 1']);
    expect(items(el).map((li) => li.querySelector('.meta')?.textContent)).to.deep.equal(['Turn 1, Action Cycle', 'Turn 1']);
    await filter(el, 'Result 1');
    expect(labels(el)).to.deep.equal(['Result 1']);
    select.value = '3';
    select.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(root(el).textContent).to.contain('No combat matches.');
  });
});
