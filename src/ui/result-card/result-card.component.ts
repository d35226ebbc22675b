import { css, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import type { Resolution } from '../../engine/core/combat';
import { formatSource } from '../../engine/core/source';
import { type Allocation, type LossPlan, allocationProblem, amount, planKey, suggestAllocation } from '../../desk/losses';
import type { UnitRecord } from '../../store/records';
import { AdjElement } from '../adj-element';
import { watchLargeText } from '../large-text';
import { theme } from '../theme';
import '../share-report/share-report';

/**
 * The result, already saved in the log: the dice and where they came from, what to do on the board
 * as a checklist, and — where the rules leave the choice to the player — which units take the losses.
 */
export class AdjResultCard extends AdjElement {
  static override styles = [
    theme,
    css`
      :host {
        display: block;
        border: 2px solid var(--adj-accent);
        border-radius: var(--adj-radius);
        background: var(--adj-surface);
        padding: 0.75rem 1rem;
      }
      :host([data-large-text]) {
        zoom: 1.3;
      }
      h3 {
        margin: 0 0 0.5rem;
        font-size: 1.4rem;
      }
      .dice {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
        margin: 0 0 0.5rem;
        padding: 0;
        list-style: none;
      }
      .die {
        display: inline-grid;
        place-items: center;
        width: 2.4rem;
        height: 2.4rem;
        border: 2px solid var(--adj-fg);
        border-radius: 8px;
        font-size: 1.3rem;
        font-weight: 700;
      }
      .luck {
        margin: 0.25rem 0 0.5rem;
        color: var(--adj-muted);
      }
      .dice li {
        display: flex;
        align-items: center;
        gap: 0.4rem;
        color: var(--adj-muted);
      }
      ul.checklist {
        list-style: none;
        padding: 0;
        margin: 0.5rem 0;
      }
      ul.checklist label {
        display: flex;
        gap: 0.6rem;
        align-items: center;
        min-height: var(--adj-target);
      }
      input[type='checkbox'] {
        width: 28px;
        height: 28px;
        min-width: 28px;
        min-height: 28px;
        margin: 8px;
      }
      fieldset {
        border: 1px solid var(--adj-border);
        border-radius: var(--adj-radius);
        margin: 0.5rem 0;
      }
      .alloc {
        display: flex;
        align-items: center;
        gap: 0.5rem;
        justify-content: space-between;
      }
      .alloc output {
        min-width: 2rem;
        text-align: center;
        font-weight: 700;
      }
      .problem {
        color: var(--adj-danger);
      }
      /* Apply and the card's other actions stay in view at the foot of a sheet too short for the whole card. */
      .actions {
        position: sticky;
        bottom: -0.75rem;
        z-index: 1;
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
        margin: 0.5rem -0.5rem 0;
        padding: 0.5rem;
        background: var(--adj-surface);
        border-top: 1px solid var(--adj-border);
      }
      details {
        margin-top: 0.5rem;
      }
      summary {
        min-height: var(--adj-target);
        display: flex;
        align-items: center;
        cursor: pointer;
      }
      adj-share-report {
        margin-top: 0.5rem;
      }
      .source {
        color: var(--adj-muted);
        font-size: 0.9rem;
      }
    `,
  ];

  constructor() {
    super();
    watchLargeText(this);
  }

  @property({ attribute: false }) resolution?: Resolution;
  @property({ attribute: false }) plans: readonly LossPlan[] = [];
  @property({ attribute: false }) units: ReadonlyMap<string, UnitRecord> = new Map();
  /** True when the result changes some unit's state, so there is something to apply. */
  @property({ type: Boolean }) appliable = false;
  /** True once the effects are on the units. */
  @property({ type: Boolean }) applied = false;
  /**
   * The saved combat as a plain-text report, to share; none until it is saved. Its sharing stays in
   * the card, hidden, while there is none: a result is then shown without that part being made.
   */
  @property() report = '';
  /** The shared files' name without extension. */
  @property() reportFile = 'combat-report';

  @state() private allocations: Record<string, Allocation> = {};
  /** Which of the checklist's items the players have ticked off, for this result. */
  @state() private ticked: readonly boolean[] = [];

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('resolution') || changed.has('plans')) {
      this.allocations = Object.fromEntries(this.plans.map((p) => [planKey(p), suggestAllocation(p, this.units)]));
    }
    // A new result starts with nothing ticked. Its checklist reuses the boxes of the one before rather
    // than making new ones, so that showing a result lays out only the words that changed.
    if (changed.has('resolution')) this.ticked = [];
  }

  private tick(index: number, on: boolean): void {
    this.ticked = Object.assign([...this.ticked], { [index]: on });
  }

  private adjust(plan: LossPlan, id: string, delta: number): void {
    const current = this.allocations[planKey(plan)] ?? {};
    this.allocations = { ...this.allocations, [planKey(plan)]: { ...current, [id]: Math.max(0, (current[id] ?? 0) + delta) } };
  }

  private problems(): string[] {
    return this.plans.map((p) => allocationProblem(p, this.allocations[planKey(p)] ?? {}, this.units)).filter((x): x is string => x !== undefined);
  }

  /** Asks for the result to be applied, with the losses shared out as the player chose. */
  private apply(): void {
    this.emit('apply', this.allocations);
  }

  private renderPlan(plan: LossPlan) {
    const alloc = this.allocations[planKey(plan)] ?? {};
    return html`<fieldset>
      <legend>${plan.legend ?? `${plan.side === 'attacker' ? 'Attacker' : 'Defender'} loses ${amount(plan, plan.loss)}: who takes them`}</legend>
      ${plan.unitIds.map((id) => {
        const unit = this.units.get(id);
        if (!unit) return nothing;
        // A side with several plans names each control by what it shares out.
        const what = plan.key === undefined ? '' : ` ${plan.words[0]}`;
        return html`<div class="alloc">
          <span>${unit.name} (${unit.strength ?? '?'})</span>
          <span>
            <button class="secondary" aria-label="${unit.name}: one${what} less" ?disabled=${this.applied} @click=${() => this.adjust(plan, id, -1)}>−</button>
            <output aria-label="${unit.name} loses${plan.key === undefined ? '' : ` (${plan.words[1]})`}">${alloc[id] ?? 0}</output>
            <button class="secondary" aria-label="${unit.name}: one${what} more" ?disabled=${this.applied} @click=${() => this.adjust(plan, id, 1)}>+</button>
          </span>
        </div>`;
      })}
    </fieldset>`;
  }

  /** Where this result falls among all the combat could have given, when the game ranks its results. */
  private renderLuck() {
    const p = this.resolution?.percentile;
    if (!p || p.den === 0) return nothing;
    const attacker = Math.round((100 * p.num) / p.den);
    return html`<p class="luck">Luck for the attacker: percentile ${attacker} of what this combat could give (50 is an ordinary roll; the defender's is ${100 - attacker}).</p>`;
  }

  override render() {
    const r = this.resolution;
    if (!r) return nothing;
    const problems = this.applied ? [] : this.problems();
    return html`<h3>${r.outcome.label}</h3>
      <ul class="dice" aria-label="Dice">
        ${r.dice.map(
          (d) => html`<li>
            <span class="die" aria-label="${d.purpose}: ${d.face}">${d.face}</span>
            <span>${d.purpose}, ${d.source.kind === 'physical' ? 'typed in from the table' : 'rolled by the app'}</span>
          </li>`,
        )}
      </ul>
      ${this.renderLuck()}
      <ul class="checklist" aria-label="On the board">
        ${r.outcome.checklist.map((item, i) => html`<li><label><input type="checkbox" .checked=${live(this.ticked[i] === true)} @change=${(e: Event) => this.tick(i, (e.target as HTMLInputElement).checked)} />${item}</label></li>`)}
      </ul>
      ${this.plans.map((p) => this.renderPlan(p))}
      ${problems.map((p) => html`<p class="problem" role="alert">${p}</p>`)}
      <div class="actions">
        ${this.appliable && !this.applied
          ? html`<button ?disabled=${problems.length > 0} @click=${this.apply}>Apply to units</button>`
          : nothing}
        ${this.applied ? html`<button class="secondary" @click=${() => this.emit('undo')}>Undo the applied result</button>` : nothing}
        ${r.dice.length > 0 ? html`<button class="secondary" @click=${() => this.emit('reroll')}>Re-roll</button>` : nothing}
        <button class="secondary" @click=${() => this.emit('dismiss')}>New combat</button>
      </div>
      <adj-share-report ?hidden=${!this.report} .text=${this.report} fileBase=${this.reportFile}></adj-share-report>
      <details>
        <summary>How the dice were read</summary>
        <ol>
          ${r.outcome.steps.map((s) => html`<li><strong>${s.title}</strong> ${s.detail} <span class="source">${formatSource(s.source)}</span></li>`)}
        </ol>
      </details>`;
  }
}
