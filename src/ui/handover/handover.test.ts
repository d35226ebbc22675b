import { expect, fixture, html } from '@open-wc/testing';
import { recordCombat } from '../../store/combats';
import type { AdjutantDb } from '../../store/db';
import { combatFor, gameWithUnits } from '../../store/test-data';
import { exportGame, importGame } from '../../store/transfer';
import { expectTouchTargets, freshDb, until } from '../test-helpers';
import type { AdjHandover } from './handover.component';
import './handover';

function choose(el: AdjHandover, body: unknown): void {
  const input = el.shadowRoot?.querySelector('input[type=file]') as HTMLInputElement;
  const transfer = new DataTransfer();
  transfer.items.add(new File([JSON.stringify(body)], 'from-tablet-a.json', { type: 'application/json' }));
  input.files = transfer.files;
  input.dispatchEvent(new Event('change'));
}

/** Tablet A with a game of two combats; tablet B was handed it. */
async function twoTablets(): Promise<{ a: AdjutantDb; b: AdjutantDb; gameId: string }> {
  const { db: a, game } = await gameWithUnits();
  await recordCombat(a, combatFor(game.id, 2000));
  await recordCombat(a, combatFor(game.id, 2001));
  const b = freshDb();
  const imported = await importGame(b, await exportGame(a, game.id));
  if (!imported.ok) throw new Error('fixture');
  return { a, b, gameId: game.id };
}

const status = (el: AdjHandover) => el.shadowRoot?.querySelector('[role=status]')?.textContent ?? '';

describe('adj-handover', () => {
  it('takes in the entries the other tablet logged since, and says how many were already here', async () => {
    const { a, b, gameId } = await twoTablets();
    await recordCombat(a, combatFor(gameId, 3000));
    const el = await fixture<AdjHandover>(html`<adj-handover .db=${b} gameId=${gameId}></adj-handover>`);
    let received = 0;
    el.addEventListener('log-received', () => received++);
    choose(el, await exportGame(a, gameId));
    await until(() => status(el) !== '', 'the hand-over');
    expect(status(el)).to.equal('Took in 1 entry from from-tablet-a.json; 2 already here.');
    expect(received).to.equal(1);
    expect(await b.combats.where('gameId').equals(gameId).count()).to.equal(3);
    // Open, the hand-over offers: the whole game or only what is new, save, show as QR codes, take in a file, read QR codes.
    (el.shadowRoot?.querySelector('details') as HTMLDetailsElement).open = true;
    await until(() => !!el.shadowRoot?.querySelector('fieldset'), 'the send choices');
    expectTouchTargets(el.shadowRoot as ShadowRoot, 6);
    await expect(el).to.be.accessible();
  });

  it('shows a fork and changes nothing', async () => {
    const { a, b, gameId } = await twoTablets();
    await recordCombat(a, combatFor(gameId, 6000));
    await recordCombat(b, combatFor(gameId, 5000));
    const el = await fixture<AdjHandover>(html`<adj-handover .db=${b} gameId=${gameId}></adj-handover>`);
    choose(el, await exportGame(a, gameId));
    await until(() => !!el.shadowRoot?.querySelector('.fork'), 'the fork');
    expect(status(el)).to.equal('The two logs part after entry 2: nothing was changed.');
    const lines = [...(el.shadowRoot?.querySelectorAll('.fork dd') ?? [])].map((dd) => dd.textContent ?? '');
    expect(lines).to.have.length(2);
    expect(lines[0]).to.contain('Probe successful');
    expect(await b.combats.where('gameId').equals(gameId).count()).to.equal(3);
    await expect(el).to.be.accessible();
  });
});
