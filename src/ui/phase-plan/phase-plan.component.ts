import { html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import type { Success } from '../../plan/success';
import { AdjElement } from '../adj-element';
import { watchLargeText } from '../large-text';
import { theme } from '../theme';
import { phasePlanStyles } from './phase-plan.styles';
import { SUCCESS_CHOICES, type SuccessChoice, choiceOf, successOf } from './success-choice';

/** One attack of the plan as it is shown: worked out by the desk from the engine's answers. */
export interface PlanRow {
  readonly id: string;
  /** "II Corps, V Corps → Heth". */
  readonly title: string;
  readonly success: Success;
  /** "58.3 %"; absent until weighed or when the attack cannot be. */
  readonly chance?: string;
  /** "attacker 1.2, defender 2.0 strength points". */
  readonly losses?: string;
  /**
   * For an attack after others on its hex, what its chance is counted after ("after attack 1 by
   * Sedgwick on this hex"), and its chance alone, weighed as if it were the only attack on the hex.
   */
  readonly after?: string;
  readonly alone?: string;
  readonly problems: readonly string[];
  /** The chance under the opponent's best reply, in words, where he still has a choice to make once the attack is declared. */
  readonly reply?: string;
  /** The answer of the last smallest-force search for this attack, in words; `useable` when it found a force to keep. */
  readonly force?: { readonly words: string; readonly useable: boolean };
}

/** The whole plan's chances, in words. */
export interface PlanTotals {
  readonly allSucceed: string;
  readonly someFail: string;
  readonly losses: string;
}

/**
 * The combat phase's plan: every attack declared, each with what the player counts as its success and
 * its exact chance, and the chance that all succeed. Events: `plan-add` (the combat on the desk),
 * `plan-remove`, `plan-open` (onto the desk, to change it or fight it), `plan-move` ({ id, by }), `plan-success` ({ id, success }),
 * `plan-force` ({ id, percent }: find the smallest force among the attack's units), `plan-use-force` (keep the force found).
 */
export class AdjPhasePlan extends AdjElement {
  static override styles = [theme, phasePlanStyles];

  @property({ attribute: false }) rows: readonly PlanRow[] = [];
  @property({ attribute: false }) totals: PlanTotals | undefined;
  /** Units in two attacks, each said in full ("V Corps is in attacks 1 and 2…"). */
  @property({ attribute: false }) doubles: readonly string[] = [];
  /** Whether the combat on the desk can be added (it is set up). */
  @property({ type: Boolean }) canAdd = false;
  /** True while the chances are worked out again after a change. */
  @property({ type: Boolean }) weighing = false;
  /** The screen around the plan offers adding the combat on the desk (in a bar that stays in view): the plan does not repeat it. */
  @property({ type: Boolean }) actionsElsewhere = false;
  /** The chance a smallest-force search aims at, in percent, per attack. */
  private aims = new Map<string, number>();

  constructor() {
    super();
    watchLargeText(this);
  }

  private setSuccess(row: PlanRow, choice: SuccessChoice, n: number): void {
    this.emit('plan-success', { id: row.id, success: successOf(choice, Math.max(0, Math.floor(n))) });
  }

  private renderSuccess(row: PlanRow, i: number) {
    const { choice, n } = choiceOf(row.success);
    const counted = choice === 'defenderLoss' || choice === 'attackerLoss';
    return html`<div class="success">
      <label for="success-${row.id}">Attack ${i + 1} succeeds when</label>
      <select
        id="success-${row.id}"
        @change=${(e: Event) => this.setSuccess(row, (SUCCESS_CHOICES[(e.target as HTMLSelectElement).selectedIndex]?.[0] ?? 'hex') as SuccessChoice, n)}
      >
        ${SUCCESS_CHOICES.map(([value, words]) => html`<option ?selected=${value === choice}>${words}</option>`)}
      </select>
      ${counted
        ? html`<input
            type="number"
            inputmode="numeric"
            min="0"
            step="1"
            aria-label="Attack ${i + 1}: how many"
            .value=${String(n)}
            @change=${(e: Event) => this.setSuccess(row, choice, Number((e.target as HTMLInputElement).value) || 0)}
          />`
        : nothing}
    </div>`;
  }

  private renderRow(row: PlanRow, i: number) {
    const last = i === this.rows.length - 1;
    return html`<li class="attack">
      <div class="title">${i + 1}. ${row.title}</div>
      ${row.problems.length > 0
        ? html`<ul class="problems">${row.problems.map((p) => html`<li>${p}</li>`)}</ul>`
        : html`<div>
              <span class="chance">${row.chance ?? '…'}</span> chance of success${row.after ? html` <span class="after">${row.after}</span>` : nothing}${row.losses
                ? html`; expected losses: ${row.losses}`
                : nothing}
            </div>
            ${row.alone
              ? html`<div class="alone-line">
                  <span class="alone">${row.alone}</span> alone, as the only attack on this hex. If an attack before it takes the hex, this one is not made and counts as a success.
                </div>`
              : nothing}`}
      ${row.reply ? html`<p class="reply">${row.reply}</p>` : nothing} ${this.renderSuccess(row, i)}
      <div class="force">
        <label for="aim-${row.id}">Smallest force of these units for at least</label>
        <input
          id="aim-${row.id}"
          type="number"
          inputmode="numeric"
          min="1"
          max="100"
          step="1"
          .value=${String(this.aims.get(row.id) ?? 80)}
          @change=${(e: Event) => this.aims.set(row.id, Math.min(100, Math.max(1, Number((e.target as HTMLInputElement).value) || 80)))}
        />
        <span aria-hidden="true">%</span>
        <button class="secondary" aria-label="Find the smallest force for attack ${i + 1}" @click=${() => this.emit('plan-force', { id: row.id, percent: this.aims.get(row.id) ?? 80 })}>Find</button>
        ${row.force
          ? html`<p role="status">${row.force.words}
              ${row.force.useable ? html`<button class="secondary" aria-label="Keep this force for attack ${i + 1}" @click=${() => this.emit('plan-use-force', row.id)}>Keep this force</button>` : nothing}</p>`
          : nothing}
      </div>
      <div class="actions">
        <button class="secondary" aria-label="Move attack ${i + 1} up" ?disabled=${i === 0} @click=${() => this.emit('plan-move', { id: row.id, by: -1 })}>Up</button>
        <button class="secondary" aria-label="Move attack ${i + 1} down" ?disabled=${last} @click=${() => this.emit('plan-move', { id: row.id, by: 1 })}>Down</button>
        <button class="secondary" aria-label="To the desk: attack ${i + 1}, to change or fight it" @click=${() => this.emit('plan-open', row.id)}>To the desk</button>
        <button class="secondary" aria-label="Remove attack ${i + 1}" @click=${() => this.emit('plan-remove', row.id)}>Remove</button>
      </div>
    </li>`;
  }

  override render() {
    const { totals } = this;
    return html`${this.rows.length === 0
        ? html`<p>No attack planned yet. Set up a combat at the desk, then add it to the plan.</p>`
        : html`<ol class="attacks">${this.rows.map((r, i) => this.renderRow(r, i))}</ol>`}
      ${this.doubles.length > 0 ? html`<div class="doubles" role="alert">${this.doubles.map((d) => html`<p>${d}</p>`)}</div>` : nothing}
      ${totals && this.rows.length > 0
        ? html`<div class="combined" role="status" aria-busy=${this.weighing ? 'true' : 'false'}>
            <span class="chance">${totals.allSucceed} every attack succeeds</span>
            <span>${totals.someFail} at least one fails; expected losses over the phase: ${totals.losses}</span>
          </div>`
        : nothing}
      ${this.actionsElsewhere ? nothing : html`<button ?disabled=${!this.canAdd} @click=${() => this.emit('plan-add')}>Add this combat to the plan</button>`}`;
  }
}
