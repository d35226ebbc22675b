import { LitElement, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { notSaved } from '../../../store/write-errors';
import { whyFailed } from '../../../store/why-failed';
import { type AdjEvent, type CampaignPanelContext, theme, watchLargeText } from '../../views';
import '../../view-elements';
import { orderLine, rollWords, statusWords } from './describe';
import { type OrderForm, newOrderForm, orderFromForm } from './form';
import { renderOrderFields } from './form-view';
import { type CwbsCampaign, type DueRoll, type Order, dueRoll } from './orders';
import { readCampaign } from './read';
import { type RollHow, rollOrder } from './roll';
import { cwbsOrdersStyles } from './cwbs-orders.styles';

/** The sequence's reminder the order rolls belong to (src/games/cwbs/sequence.ts). */
const REMINDER = 'acceptance';

interface Entering {
  readonly order: Order;
  readonly due: DueRoll;
  readonly faces: readonly number[];
  readonly purpose: string;
}

/**
 * The Order Log of a Civil War Brigade game under its turn record: orders written and in flight,
 * each with its status and every roll made for it, and the rolls due this turn (the acceptance
 * check when delivery ends, a delayed order's die each later turn) offered in the phase where the
 * players placed the orders reminder.
 */
export class AdjCwbsOrders extends LitElement {
  static override styles = [theme, cwbsOrdersStyles];

  constructor() {
    super();
    watchLargeText(this);
  }

  @property({ attribute: false }) context?: CampaignPanelContext;

  /** The data as last saved: the context's, or what this panel saved since. */
  @state() private data: unknown;
  @state() private form?: OrderForm;
  @state() private errors: ReadonlyMap<string, string> = new Map();
  @state() private message = '';
  @state() private problem = '';
  @state() private entering?: Entering;
  @state() private busy = false;

  private campaign: CwbsCampaign = { orders: [] };
  private dropped: readonly string[] = [];

  override willUpdate(changed: Map<string, unknown>): void {
    const previous = changed.get('context') as CampaignPanelContext | undefined;
    if (changed.has('context') && this.context && previous?.data !== this.context.data) this.data = this.context.data;
    if (changed.has('context') && previous && previous.record.turn !== this.context?.record.turn) {
      // A new turn: what was said of the last one's rolls no longer applies.
      this.message = '';
      this.problem = '';
      this.entering = undefined;
    }
    if (changed.has('data') || changed.has('context')) ({ campaign: this.campaign, dropped: this.dropped } = readCampaign(this.data));
  }

  /** Saves through the context, keeping what was saved so the panel shows it at once. */
  private async save(context: CampaignPanelContext, change: (saved: unknown) => unknown): Promise<void> {
    let after: unknown;
    await context.save((saved) => (after = change(saved)));
    this.data = after;
  }

  private async roll(order: Order, due: DueRoll, how: RollHow): Promise<void> {
    const context = this.context;
    if (!context || this.busy) return;
    this.busy = true;
    this.message = '';
    this.problem = '';
    try {
      const answer = await rollOrder({ ...context, save: (change) => this.save(context, change) }, order, due, how);
      if (answer.done) {
        this.entering = undefined;
        this.message = `Order ${order.number}: ${answer.label}. Saved in this game’s log (entry ${answer.logId}).`;
        if (answer.note) this.problem = answer.note;
      } else if ('missingDie' in answer) {
        this.entering = { order, due, faces: answer.faces, purpose: answer.missingDie };
      } else {
        this.entering = undefined;
        this.problem = answer.message;
      }
    } catch (e) {
      this.problem = `Nothing was rolled: ${whyFailed(e)}`;
    } finally {
      this.busy = false;
    }
  }

  private async write(form: OrderForm): Promise<void> {
    const context = this.context;
    if (!context || this.busy) return;
    const made = orderFromForm(form, this.campaign);
    if ('errors' in made) {
      this.errors = new Map(made.errors.map((e) => [e.path, e.message]));
      return;
    }
    this.busy = true;
    let taken = false;
    try {
      await this.save(context, (saved) => {
        const { campaign } = readCampaign(saved);
        taken = campaign.orders.some((o) => o.number === made.order.number);
        return taken ? saved : { orders: [...campaign.orders, made.order] };
      });
      if (taken) {
        this.errors = new Map([['number', `order ${made.order.number} was just written on another screen: give another number`]]);
      } else {
        this.form = undefined;
        this.errors = new Map();
        this.message = `Order ${made.order.number} is in the Order Log.`;
      }
    } catch (e) {
      this.problem = notSaved('The order', e);
    } finally {
      this.busy = false;
    }
  }

  private renderDue(context: CampaignPanelContext, order: Order, due: DueRoll) {
    const what = due.kind === 'acceptance' ? 'Roll acceptance' : 'Roll for the delayed order';
    if (!context.dueNow(REMINDER)) {
      const placed = context.phaseOf(REMINDER);
      const where = placed ? `the ${placed} phase` : 'the phase where you placed the orders reminder';
      return html`<p class="due">${due.kind === 'acceptance' ? 'Acceptance check' : `${due.delay} roll`} due this turn: offered in ${where}.</p>`;
    }
    if (this.entering?.order.number === order.number) {
      const entering = this.entering;
      return html`<div class="entering" role="group" aria-label=${`Enter the dice for order ${order.number}`}>
        <adj-dice-entry purpose=${entering.purpose} @die=${(e: AdjEvent<'die'>) => this.roll(order, due, { physical: [...entering.faces, e.detail] })}></adj-dice-entry>
        <button class="secondary" @click=${() => (this.entering = undefined)}>Cancel</button>
      </div>`;
    }
    return html`<div class="actions">
      <button ?disabled=${this.busy} aria-label=${`${what}, order ${order.number}`} @click=${() => this.roll(order, due, 'generator')}>${what}</button>
      <button class="secondary" ?disabled=${this.busy} aria-label=${`Enter dice, order ${order.number}`} @click=${() => this.roll(order, due, { physical: [] })}>Enter dice</button>
    </div>`;
  }

  private renderOrder(context: CampaignPanelContext, order: Order) {
    const due = dueRoll(order, context.record.turn);
    return html`<li>
      <h4>Order ${order.number}</h4>
      <p>${orderLine(order)}</p>
      <p class="status">${statusWords(order)}</p>
      ${order.history.length > 0 ? html`<ul class="history" aria-label=${`Rolls for order ${order.number}`}>${order.history.map((r) => html`<li>${rollWords(r)}</li>`)}</ul>` : nothing}
      ${due ? this.renderDue(context, order, due) : nothing}
    </li>`;
  }

  private renderForm(form: OrderForm) {
    const change = (patch: Partial<OrderForm>, key: keyof OrderForm) => {
      this.form = { ...(this.form ?? form), ...patch };
      if (this.errors.has(key)) this.errors = new Map([...this.errors].filter(([k]) => k !== key));
    };
    return html`<form aria-labelledby="write-heading" novalidate @submit=${(e: Event) => (e.preventDefault(), this.write(this.form ?? form))}>
      <h4 id="write-heading">Write an order</h4>
      ${renderOrderFields({ form, errors: this.errors, disabled: this.busy, change })}
      ${this.errors.size > 0 ? html`<p class="problem" role="alert">Check the ${this.errors.size === 1 ? 'field' : 'fields'} marked above.</p>` : nothing}
      <div class="actions">
        <button type="submit" ?disabled=${this.busy}>Add to the Order Log</button>
        <button type="button" class="secondary" @click=${() => ((this.form = undefined), (this.errors = new Map()))}>Cancel</button>
      </div>
    </form>`;
  }

  override render() {
    const context = this.context;
    if (!context) return nothing;
    const orders = this.campaign.orders;
    return html`<section aria-labelledby="orders-heading">
      <h3 id="orders-heading">Orders</h3>
      ${this.dropped.map((d) => html`<p class="problem">${d}</p>`)}
      ${orders.length === 0 ? html`<p class="empty">No orders written yet.</p>` : html`<ol class="orders">${orders.map((o) => this.renderOrder(context, o))}</ol>`}
      <p class="message" role="status">${this.message}</p>
      ${this.problem ? html`<p class="problem" role="alert">${this.problem}</p>` : nothing}
      ${this.form
        ? this.renderForm(this.form)
        : html`<div class="actions"><button class="secondary" @click=${() => ((this.form = newOrderForm(this.campaign, context.record.turn)), (this.message = ''))}>Write an order</button></div>`}
    </section>`;
  }
}
