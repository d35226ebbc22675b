import { expect } from '@open-wc/testing';
import { engineApi } from '../../engine/api';
import { withFreshEntropy } from '../../engine/core/rng';
import { listCombats, verifyLog } from '../../store/combats';
import type { AdjutantDb } from '../../store/db';
import { createGame } from '../../store/games';
import { controls, freshDb, until } from '../../ui/test-helpers';
import { button, fill, open, root, shownResult, tables } from '../../ui/tables/quick-roll-test-helpers';

function expectTouchTargets(scope: ShadowRoot): void {
  for (const control of controls(scope)) {
    const box = control.getBoundingClientRect();
    expect(box.height, control.outerHTML).to.be.at.least(44);
    expect(box.width, control.outerHTML).to.be.at.least(44);
  }
}

/** A new GCACW game's tables browser at its Random Events Table, dated 20 May 1864. */
async function randomEvents() {
  const db = freshDb();
  const game = await createGame(db, 'Cold Harbor', 'gcacw');
  const el = await tables('gcacw', db, game.id);
  const form = await open(el, 'Random Events Table');
  fill(form, 'date', '1864-05-20');
  await el.updateComplete;
  return { db, game, form };
}

describe('GCACW quick rolls in the tables browser', () => {
  it('rolls GCACW Random Events with the game’s dice, saves the roll in its log, then shows it with its steps and sources', async () => {
    const db = freshDb();
    const game = await createGame(db, 'Cold Harbor', 'gcacw');
    const el = await tables('gcacw', db, game.id);
    const form = await open(el, 'Random Events Table');

    // Nothing entered: the engine's message comes back next to the date, naming it.
    button(form, 'Roll').click();
    await until(() => !!form.querySelector('.field-error'), 'the date error');
    const dateInput = form.querySelector('input[name=date]') as HTMLInputElement;
    expect(dateInput.getAttribute('aria-invalid')).to.equal('true');
    expect(form.getElementById(dateInput.getAttribute('aria-describedby') ?? '')?.textContent).to.match(/^Date \(1864\): date must be a date/);
    expect(await listCombats(db, game.id)).to.have.length(0);
    await expect(el).to.be.accessible();

    fill(form, 'date', '1864-06-05');
    button(form, 'Lee is currently sick').click();
    await el.updateComplete;
    button(form, 'Roll').click();
    await until(() => shownResult(form) !== '', 'the result');

    const [record] = await listCombats(db, game.id);
    expect(record?.input).to.deep.equal({ format: 1, game: 'gcacw', kind: 'randomEvents', date: '1864-06-05', leeSick: true });
    expect(record?.outcome.label).to.equal(shownResult(form));
    expect(record?.dice.map((d) => d.source.kind)).to.deep.equal(['generator', 'generator']);
    // The recorded state is the game's own, mixed with fresh entropy: it replays to the same dice.
    const first = record?.dice[0]?.source;
    expect(first?.kind).to.equal('generator');
    const recorded = first?.kind === 'generator' ? first.stateBefore : game.rng;
    expect(recorded).to.not.deep.equal(game.rng);
    const replayed = engineApi.resolve(record?.input, { rng: recorded });
    expect(replayed.ok && replayed.value.dice.map((d) => d.face)).to.deep.equal(record?.dice.map((d) => d.face));
    expect(record?.rngAfter).to.not.equal(undefined);
    expect(form.querySelector('.record')?.textContent).to.contain('Saved in this game’s log');
    const steps = [...form.querySelectorAll('.steps li')].map((li) => li.textContent ?? '');
    expect(steps[0]).to.contain('Conversions');
    expect(steps.every((s) => s.includes('Random Events Table (Grant Takes Command charts)'))).to.equal(true);
    expect([...form.querySelectorAll('.dice li')].map((li) => li.textContent)).to.have.length(2);

    // The next roll goes on from the logged state, mixed afresh.
    button(form, 'Roll').click();
    const second = await waitForLog(db, game.id, 2);
    const next = second[0]?.dice[0]?.source;
    expect(next?.kind).to.equal('generator');
    expect(next?.kind === 'generator' && next.stateBefore).to.not.deep.equal(record?.rngAfter);
    await until(() => !form.querySelector('button[disabled]') && shownResult(form) === second[0]?.outcome.label, 'the second result');
    // Each quick roll is chained to the entry written before it.
    expect(second[0]?.prevHash).to.equal(second[1]?.hash);
    expect(await verifyLog(db, game.id)).to.deep.equal({ ok: true, chained: 2, unchained: 0 });

    await expect(el).to.be.accessible();
    expectTouchTargets(root(el));
    expectTouchTargets(form);
  });

  it('takes the dice rolled at the table, one die at a time, and logs them as physical', async () => {
    const { db, game, form } = await randomEvents();
    button(form, 'Enter dice').click();
    const entry = await untilFound(() => form.querySelector('adj-dice-entry')?.shadowRoot ?? null, 'dice entry');
    await until(() => entry.textContent?.includes('first die') ?? false, 'the first die asked for');
    (entry.querySelector('button[aria-label="Rolled 1"]') as HTMLButtonElement).click();
    await until(() => entry.textContent?.includes('second die') ?? false, 'the second die asked for');
    (entry.querySelector('button[aria-label="Rolled 2"]') as HTMLButtonElement).click();
    await until(() => shownResult(form) !== '', 'the result');
    expect(shownResult(form)).to.equal('Rain (Current +1)');
    const [record] = await listCombats(db, game.id);
    expect(record?.dice.map((d) => [d.face, d.source.kind])).to.deep.equal([
      [1, 'physical'],
      [2, 'physical'],
    ]);
    expect(record?.rngAfter).to.equal(undefined);
  });

  it('goes on from the last generated roll in the log, after dice typed in and a game record left behind', async () => {
    const { db, game, form } = await randomEvents();
    button(form, 'Roll').click();
    const [generated] = await waitForLog(db, game.id, 1);
    await until(() => !form.querySelector('button[disabled]') && shownResult(form) !== '', 'the generated result');
    button(form, 'Enter dice').click();
    const entry = await untilFound(() => form.querySelector('adj-dice-entry')?.shadowRoot ?? null, 'dice entry');
    (entry.querySelector('button[aria-label="Rolled 3"]') as HTMLButtonElement).click();
    await until(() => entry.textContent?.includes('second die') ?? false, 'the second die asked for');
    (entry.querySelector('button[aria-label="Rolled 4"]') as HTMLButtonElement).click();
    await waitForLog(db, game.id, 2);
    await until(() => !form.querySelector('button[disabled]'), 'the typed-in result');
    // The game record's own state was not moved on (the app was closed before it was written).
    await db.games.update(game.id, { rng: game.rng });
    // With no fresh entropy to mix in, the state a roll records shows which state it went on from.
    const getRandomValues = crypto.getRandomValues;
    crypto.getRandomValues = <T extends ArrayBufferView | null>(array: T): T => array;
    try {
      button(form, 'Roll').click();
      const [third] = await waitForLog(db, game.id, 3);
      expect(third?.dice[0]?.source).to.deep.equal({ kind: 'generator', stateBefore: withFreshEntropy(generated?.rngAfter ?? game.rng, [0, 0, 0, 0]) });
    } finally {
      crypto.getRandomValues = getRandomValues;
    }
  });

  it('shows nothing when the roll cannot be saved', async () => {
    const db = freshDb();
    const game = await createGame(db, 'Cold Harbor', 'gcacw');
    const el = await tables('gcacw', db, game.id);
    const form = await open(el, 'Strategic Events Table');
    fill(form, 'date', '1864-05-07');
    // The storage refuses the log's writes with an error of its own.
    const add = IDBObjectStore.prototype.add;
    IDBObjectStore.prototype.add = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['add']>) {
      if (this.name === 'combats') throw new DOMException('the disk is full', 'UnknownError');
      return add.apply(this, args);
    };
    try {
      await el.updateComplete;
      button(form, 'Roll').click();
      await until(() => form.textContent?.includes('The roll was not saved: this device’s storage refused it.') ?? false, 'the save failure');
    } finally {
      IDBObjectStore.prototype.add = add;
    }
    expect(form.textContent).not.to.contain('the disk is full');
    expect(await listCombats(db, game.id)).to.deep.equal([]);
    expect(shownResult(form)).to.equal('');
  });

  it('names the field that breaks a rule, and looks up tables that take no dice', async () => {
    const el = await tables('gcacw');
    expect(root(el).querySelector('.note')?.textContent).to.contain('not saved');
    const march = await open(el, 'Extended March Table');
    fill(march, 'title', 'GTC');
    fill(march, 'side', 'union');
    fill(march, 'unit', 'infantry');
    fill(march, 'counterSide', 'normal');
    fill(march, 'reaches', '3');
    fill(march, 'strengthMarker', 'organized');
    await el.updateComplete;
    button(march, 'Roll').click();
    await until(() => !!march.querySelector('.field-error'), 'the rule error');
    expect(march.querySelector('.field-error')?.textContent).to.match(/^Union army group \(Union units\): a Union unit falls in one Union army group/);
    expect(march.querySelector('select[name=unionGroup]')?.getAttribute('aria-invalid')).to.equal('true');
    fill(march, 'unionGroup', 'other');
    await el.updateComplete;
    button(march, 'Roll').click();
    await until(() => shownResult(march) !== '', 'the result');
    expect(march.querySelector('.record')?.textContent).to.contain('Not saved');
    expectTouchTargets(march);

    const lookup = await open(el, 'MP Costs to Enter Friendly-Occupied Hex');
    fill(lookup, 'unit', 'infantry');
    fill(lookup, 'terrain', 'woods');
    fill(lookup, 'combatValue', '4');
    await el.updateComplete;
    expect(() => button(lookup, 'Roll')).to.throw();
    button(lookup, 'Look up').click();
    await until(() => shownResult(lookup) !== '', 'the lookup');
    expect(lookup.querySelector('.dice')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('adds and removes the cavalry units of a cavalry retreat', async () => {
    const el = await tables('gcacw');
    const form = await open(el, 'Cavalry Retreat Die Roll Modifiers');
    button(form, 'Add cavalry unit').click();
    await el.updateComplete;
    expect(form.querySelectorAll('fieldset.item')).to.have.length(2);
    button(form, 'Remove cavalry unit 1').click();
    await el.updateComplete;
    expect(form.querySelectorAll('fieldset.item')).to.have.length(1);
    expectTouchTargets(form);
    await expect(el).to.be.accessible();
  });
});

async function untilFound<T>(find: () => T | null, what: string): Promise<T> {
  await until(() => find() !== null, what);
  return find() as T;
}

async function waitForLog(db: AdjutantDb, gameId: string, count: number) {
  const end = performance.now() + 3000;
  for (;;) {
    const log = await listCombats(db, gameId);
    if (log.length >= count || performance.now() > end) return log;
    await new Promise((r) => setTimeout(r, 20));
  }
}
