import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { saveCampaign } from '../../store/campaign';
import { applyCombat, recordCombat } from '../../store/combats';
import type { UnitRecord } from '../../store/records';
import type { AdjutantDb } from '../../store/db';
import { createGame } from '../../store/games';
import type { NewEntry } from '../../store/chain';
import { freshDb, until } from '../../ui/test-helpers';
import type { AdjAfterAction } from '../../ui/after-action/after-action.component';
import '../../ui/after-action/after-action';

const root = (el: Element) => el.shadowRoot as ShadowRoot;
const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

const roll = (gameId: string, label: string, face: number): NewEntry => ({
  gameId,
  at: Date.UTC(1864, 4, 5, 12),
  input: { format: 1, game: 'gcacw', kind: 'combat', attackers: [{ name: 'II Corps' }], defenders: [{ name: 'Heth' }] },
  dice: [{ purpose: 'attacker’s die', face, source: { kind: 'physical' } }],
  outcome: { key: label, label, checklist: ['Retreat the defender 1 hex'], effects: {} },
  steps: [{ title: 'Die difference', detail: `${face} − 3`, source: 'GCACW, Combat Results Table' }],
});

/** A game whose log has two entries in turn 1 (Action Cycle) and one in turn 2, each made where the turn record stood. */
async function playedGame(db: AdjutantDb): Promise<string> {
  const game = await createGame(db, 'Spotsylvania', 'gcacw');
  const at = (turn: number, phaseName: string) => saveCampaign(db, game.id, (c) => ({ ...c, record: { ...c.record, turn, phase: 5, phaseName } }));
  await at(1, 'Action Cycle');
  const heth: UnitRecord = { id: 'heth', gameId: game.id, name: 'Heth', side: 'confederate', type: 'infantry', strength: 7, state: { combatValue: 7 } };
  await db.units.add(heth);
  const first = await recordCombat(db, roll(game.id, 'D1', 5));
  await applyCombat(db, first.id as number, [heth], [{ ...heth, state: { ...heth.state, disorganized: true } }]);
  await recordCombat(db, roll(game.id, 'A1', 2));
  await at(2, 'Action Cycle');
  await recordCombat(db, roll(game.id, 'D2R', 6));
  return game.id;
}

describe('adj-after-action', () => {
  after(async () => {
    await emulateMedia({ media: 'screen' });
    await setViewport({ width: 800, height: 600 });
  });

  it('reports the whole campaign by turn and phase, each entry with its dice, result and rules', async () => {
    await setViewport({ width: 768, height: 1024 });
    const db = freshDb();
    const gameId = await playedGame(db);
    const el = await fixture<AdjAfterAction>(html`<adj-after-action .db=${db} gameId=${gameId}></adj-after-action>`);
    await until(() => root(el).querySelector('section.turn') !== null, 'the report');
    expect(text(root(el).querySelector('h1'))).to.equal('After-action report: Spotsylvania');
    expect([...root(el).querySelectorAll('section.turn h2')].map(text)).to.deep.equal(['Turn 1', 'Turn 2']);
    const first = root(el).querySelector('section.turn ol.entries > li');
    expect(text(first?.querySelector('strong'))).to.equal('#1 D1');
    expect(text(first)).to.contain('II Corps → Heth');
    expect(text(first)).to.contain('attacker’s die 5 (typed in from the table)');
    expect(text(first?.querySelector('ol.steps'))).to.equal('Die difference: 5 − 3 [GCACW, Combat Results Table]');
    expect(text(first?.querySelector('ul[aria-label="What #1 did to the units"]'))).to.equal('Heth: Disorganized Not disorganized → Disorganized');
    expect(text(root(el).querySelector('section.turn h3'))).to.equal('Action Cycle');
    await expect(el).to.be.accessible();
  });

  it('reports one turn, numbered as in the whole log, and prints without its controls', async () => {
    const db = freshDb();
    const gameId = await playedGame(db);
    const el = await fixture<AdjAfterAction>(html`<adj-after-action .db=${db} gameId=${gameId} turn="2"></adj-after-action>`);
    await until(() => root(el).querySelector('section.turn') !== null, 'the report');
    expect([...root(el).querySelectorAll('ol.entries > li > strong')].map(text)).to.deep.equal(['#3 D2R']);
    expect(text(root(el).querySelector('p.meta'))).to.contain('turn 2 · 1 entry · the game stands at turn 2, Action Cycle');
    const controls = root(el).querySelector('.controls') as HTMLElement;
    expect(getComputedStyle(controls).display).to.equal('flex');
    await emulateMedia({ media: 'print' });
    expect(getComputedStyle(controls).display).to.equal('none');
    await emulateMedia({ media: 'screen' });
  });
});
