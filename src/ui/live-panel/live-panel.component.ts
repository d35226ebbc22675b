import { LitElement, css, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import type { Analysis } from '../../engine/core/combat';
import type { Failure } from '../../engine/core/errors';
import { formatSource } from '../../engine/core/source';
import '../outcome-chart/outcome-chart';
import { watchLargeText } from '../large-text';
import { theme } from '../theme';

/** The table and column in use, the chance of every outcome, and how the odds add up, step by step with sources. */
export class AdjLivePanel extends LitElement {
  static override styles = [
    theme,
    css`
      :host {
        display: block;
      }
      :host([data-large-text]) {
        zoom: 1.3;
      }
      h3 {
        margin: 1rem 0 0.5rem;
        font-size: 1.05rem;
      }
      p.column {
        margin: 0 0 0.5rem;
      }
      ol.steps {
        margin: 0;
        padding-left: 1.4rem;
        display: grid;
        gap: 0.4rem;
      }
      .detail {
        display: block;
      }
      .source {
        display: block;
        color: var(--adj-muted);
        font-size: 0.9rem;
      }
      .problems {
        border-left: 4px solid var(--adj-danger);
        padding: 0.25rem 0.75rem;
        margin: 0;
        list-style: none;
      }
      .problems li {
        color: var(--adj-danger);
        padding: 0.2rem 0;
      }
      .placeholder {
        color: var(--adj-muted);
      }
      .updating {
        font-weight: 400;
        font-size: 0.95rem;
      }
    `,
  ];

  constructor() {
    super();
    watchLargeText(this);
  }

  @property({ attribute: false }) analysis?: Analysis;
  /** What stops the combat from being resolved, already in the player's terms. */
  @property({ attribute: false }) problems: readonly Failure[] = [];
  /** The set-up has changed since `analysis` and `problems` were worked out, and the engine has not answered yet. */
  @property({ type: Boolean }) pending = false;

  override willUpdate(): void {
    this.setAttribute('aria-busy', String(this.pending));
  }

  override render() {
    const updating = this.pending ? html` <span class="updating">(updating…)</span>` : nothing;
    if (this.problems.length > 0) {
      return html`<h3>Not ready yet${updating}</h3>
        <div role="alert">
          <ul class="problems">
            ${this.problems.map((p) => html`<li>${p.message}</li>`)}
          </ul>
        </div>`;
    }
    const a = this.analysis;
    if (!a) return html`<p class="placeholder">${this.pending ? 'Working out the odds…' : 'Pick the attacking and defending units to see the odds.'}</p>`;
    // What players look at first: the table and column, and the chances; then how it adds up.
    return html`${a.table && a.table.column !== undefined
        ? html`<p class="column"><strong>${a.table.title}</strong>, column <strong>${a.table.columns[a.table.column]}</strong></p>`
        : nothing}
      <h3>Chances before the roll${updating}</h3>
      <adj-outcome-chart .chances=${a.chances} .highlights=${a.highlights}></adj-outcome-chart>
      <h3>How it adds up</h3>
      <ol class="steps">
        ${a.steps.map(
          (s) => html`<li>
            <strong>${s.title}</strong>
            <span class="detail">${s.detail}</span>
            <span class="source">${formatSource(s.source)}</span>
          </li>`,
        )}
      </ol>`;
  }
}
