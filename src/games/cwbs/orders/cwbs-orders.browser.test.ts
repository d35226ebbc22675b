import { expect, fixture, html } from '@open-wc/testing';
import { FIRST_TURN } from '../../../store/campaign-record';
import { listCombats } from '../../../store/combats';
import { createGame } from '../../../store/games';
import type { AdjutantDb } from '../../../store/db';
import { rollToLog } from '../../../ui/tables/quick-roll-store';
import { fakeEngine, freshDb, touchBox, until } from '../../../ui/test-helpers';
import type { CampaignPanelContext } from '../../views';
import { views } from '../views';
import type { AdjCwbsOrders } from './cwbs-orders.component';
import type { CwbsCampaign } from './orders';
import './cwbs-orders';

const root = (el: Element) => el.shadowRoot as ShadowRoot;
const buttons = (el: Element) => [...root(el).querySelectorAll<HTMLButtonElement>('button')];
const named = (b: HTMLButtonElement) => b.getAttribute('aria-label') ?? b.textContent?.trim() ?? '';
const rollButtons = (el: Element) => buttons(el).map(named).filter((n) => n.startsWith('Roll') || n.startsWith('Enter dice'));

function tap(el: Element, name: string): void {
  const button = buttons(el).find((b) => named(b) === name);
  if (!button) throw new Error(`no button "${name}" among ${buttons(el).map(named).join(' | ')}`);
  button.click();
}

/** A CWBS game with its campaign data saved on its record, as the turn record's store keeps it. */
async function cwbsGame(phases?: { names: string[]; placed: Record<string, number> }) {
  const db = freshDb();
  const game = await createGame(db, 'Gettysburg, July 2', 'cwbs');
  if (phases) await db.games.update(game.id, { campaign: { record: FIRST_TURN, phases } });
  return { db, gameId: game.id };
}

const savedData = async (db: AdjutantDb, gameId: string): Promise<unknown> => (await db.games.get(gameId))?.campaign?.game;

async function context(db: AdjutantDb, gameId: string, turn: number, options: { phase?: string; dueNow?: boolean } = {}): Promise<CampaignPanelContext> {
  // The turn record moved on as the desk moves it: the game record keeps where it stands.
  const stored = (await db.games.get(gameId))?.campaign;
  const phases = stored?.phases;
  const record = { ...FIRST_TURN, turn, phaseName: options.phase ?? '' };
  await db.games.update(gameId, { campaign: { ...(stored ?? {}), record } });
  const engine = fakeEngine();
  return {
    data: await savedData(db, gameId),
    record,
    phase: options.phase ?? '',
    dueNow: (id) => id === 'acceptance' && (options.dueNow ?? true),
    phaseOf: (id) => {
      const at = phases?.placed[id];
      return at === undefined ? undefined : phases?.names[at];
    },
    save: async (change) => {
      await db.transaction('rw', db.games, async () => {
        const game = await db.games.get(gameId);
        const campaign = game?.campaign ?? { record: FIRST_TURN };
        await db.games.update(gameId, { campaign: { ...campaign, game: change(campaign.game) } });
      });
    },
    roll: (input, dice) => rollToLog(db, (i, d) => engine.resolve(i, d), { id: gameId, rules: 'cwbs' }, input, dice),
  };
}

/** The panel as the turn record draws it, through the game's plug-in. */
async function panel(ctx: CampaignPanelContext): Promise<AdjCwbsOrders> {
  const campaignPanel = views.campaignPanel;
  if (!campaignPanel) throw new Error('the CWBS plug-in has no campaign panel');
  const holder = await fixture<HTMLElement>(html`<div>${campaignPanel(ctx)}</div>`);
  const el = holder.querySelector('adj-cwbs-orders');
  if (!el) throw new Error('no adj-cwbs-orders');
  await el.updateComplete;
  return el;
}

/** The turn record moves on: the panel is drawn again with the saved data. */
async function onTurn(el: AdjCwbsOrders, ctx: CampaignPanelContext): Promise<void> {
  el.context = ctx;
  await el.updateComplete;
}

function fill(el: Element, id: string, value: string): void {
  const control = root(el).querySelector<HTMLInputElement | HTMLSelectElement>(`#order-${id}`);
  if (!control) throw new Error(`no field ${id}`);
  control.value = value;
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input'));
}

/** Writes Meade's complex written order to Sickles (3 + 2 + 0 − 2 + 1 = 4: column 4 to 5), 2 turns of delivery. */
async function writeOrder(el: AdjCwbsOrders): Promise<void> {
  tap(el, 'Write an order');
  await el.updateComplete;
  fill(el, 'sender', 'Meade');
  fill(el, 'senderRating', '3');
  fill(el, 'receiver', 'Sickles');
  fill(el, 'receiverRating', '2');
  fill(el, 'type', 'complex');
  fill(el, 'force', '2');
  fill(el, 'deliveryTurns', '2');
  await el.updateComplete;
  tap(el, 'Add to the Order Log');
  await until(() => root(el).querySelector('.message')?.textContent === 'Order 1 is in the Order Log.', 'the order written');
}

async function enterDice(el: AdjCwbsOrders, order: number, faces: readonly number[]): Promise<void> {
  tap(el, `Enter dice, order ${order}`);
  for (const face of faces) {
    await until(() => !!root(el).querySelector('adj-dice-entry'), 'the dice entry');
    const entry = root(el).querySelector('adj-dice-entry') as Element;
    const purpose = entry.getAttribute('purpose');
    (root(entry).querySelector(`button[aria-label="Rolled ${face}"]`) as HTMLButtonElement).click();
    await until(() => root(el).querySelector('adj-dice-entry')?.getAttribute('purpose') !== purpose, 'the die taken');
  }
  await until(() => root(el).querySelector('.message')?.textContent?.startsWith(`Order ${order}:`) ?? false, 'the roll saved');
}

describe('adj-cwbs-orders', () => {
  it('names each wrong field of a new order, then writes it to the Order Log', async () => {
    const { db, gameId } = await cwbsGame();
    const el = await panel(await context(db, gameId, 1));
    expect(root(el).querySelector('.empty')?.textContent).to.equal('No orders written yet.');
    tap(el, 'Write an order');
    await el.updateComplete;
    tap(el, 'Add to the Order Log');
    await el.updateComplete;
    const invalid = [...root(el).querySelectorAll('[aria-invalid=true]')].map((c) => c.id);
    expect(invalid).to.deep.equal(['order-sender', 'order-senderRating', 'order-receiver', 'order-receiverRating', 'order-deliveryTurns']);
    expect(root(el).querySelector('#order-deliveryTurns-error')?.textContent).to.equal('the turns of delivery must be a whole number from 0 to 99');
    await expect(el).to.be.accessible();
    for (const control of root(el).querySelectorAll<HTMLElement>('button, input, select')) {
      const box = touchBox(control);
      expect(Math.min(box.width, box.height), control.outerHTML.slice(0, 80)).to.be.at.least(44);
    }
    tap(el, 'Cancel');
    await el.updateComplete;
    await writeOrder(el);
    const saved = (await savedData(db, gameId)) as CwbsCampaign;
    expect(saved.orders).to.deep.equal([
      { number: 1, sender: 'Meade', senderRating: 3, receiver: 'Sickles', receiverRating: 2, type: 'complex', method: 'written', edition: 'seed', force: 2, receiverHasOrders: false, written: 1, deliveryTurns: 2, history: [] },
    ]);
    expect(root(el).querySelector('.status')?.textContent).to.equal('In delivery: acceptance is checked on turn 3.');
  });

  it('offers acceptance on the check turn, a D2 delayed roll once each later turn, and nothing once accepted', async () => {
    const { db, gameId } = await cwbsGame({ names: ['Command', 'Movement'], placed: { acceptance: 0 } });
    const el = await panel(await context(db, gameId, 1));
    await writeOrder(el);
    await onTurn(el, await context(db, gameId, 2));
    expect(rollButtons(el)).to.deep.equal([]);
    await onTurn(el, await context(db, gameId, 3, { phase: 'Movement', dueNow: false }));
    await until(() => root(el).querySelector('.due')?.textContent === 'Acceptance check due this turn: offered in the Command phase.', 'where the roll is offered');
    expect(rollButtons(el)).to.deep.equal([]);
    await onTurn(el, await context(db, gameId, 3, { phase: 'Command' }));
    expect(rollButtons(el)).to.deep.equal(['Roll acceptance, order 1', 'Enter dice, order 1']);
    await expect(el).to.be.accessible();
    // 1 + 2 = 3 in column 4 to 5: D2.
    await enterDice(el, 1, [1, 2]);
    expect(root(el).querySelector('.status')?.textContent).to.equal('Delayed (D2): one die each turn, 1 accepts.');
    expect(rollButtons(el)).to.deep.equal([]);
    const log = await listCombats(db, gameId);
    expect(log.map((e) => [e.outcome.effects['result'], e.when])).to.deep.equal([['D2', { turn: 3, phase: 'Command' }]]);

    await onTurn(el, await context(db, gameId, 4, { phase: 'Command' }));
    expect(rollButtons(el)).to.deep.equal(['Roll for the delayed order, order 1', 'Enter dice, order 1']);
    tap(el, 'Roll for the delayed order, order 1');
    await until(() => root(el).querySelector('.message')?.textContent?.startsWith('Order 1:') ?? false, 'the delayed roll saved');
    expect(rollButtons(el)).to.deep.equal([]);
    const [check, delayed] = (await listCombats(db, gameId)).sort((a, b) => (a.id ?? 0) - (b.id ?? 0));
    expect(delayed?.dice.map((d) => d.source.kind)).to.deep.equal(['generator']);
    expect(delayed?.rngAfter).to.not.equal(undefined);
    const afterTurn4 = (await savedData(db, gameId)) as CwbsCampaign;
    expect(afterTurn4.orders[0]?.history.map((h) => [h.turn, h.logId])).to.deep.equal([
      [3, check?.id],
      [4, delayed?.id],
    ]);
    if (delayed?.outcome.effects['accepted'] === false) {
      await onTurn(el, await context(db, gameId, 5, { phase: 'Command' }));
      await enterDice(el, 1, [1]);
    }
    expect(root(el).querySelector('.status')?.textContent).to.match(/^Accepted on turn [45]\.$/);
    await onTurn(el, await context(db, gameId, 9, { phase: 'Command' }));
    expect(rollButtons(el)).to.deep.equal([]);
    expect(root(el).querySelectorAll('.history li')).to.have.length((await listCombats(db, gameId)).length);
  });

  it('shows what it can read of bad saved data and says what it left out', async () => {
    const { db, gameId } = await cwbsGame();
    await db.games.update(gameId, { campaign: { record: FIRST_TURN, game: { orders: [{ number: 'one' }] } } });
    const el = await panel(await context(db, gameId, 1));
    expect(root(el).querySelector('.problem')?.textContent).to.equal('Saved order 1 could not be read and is left out (number: the order number must be a whole number from 1 to 9999).');
    expect(root(el).querySelector('.empty')).to.not.equal(null);
  });
});
