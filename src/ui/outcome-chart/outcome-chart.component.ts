import { LitElement, css, html } from 'lit';
import { property } from 'lit/decorators.js';
import type { Highlight, OutcomeChance } from '../../engine/core/combat';
import { formatPercent } from '../../engine/core/fraction';
import { theme } from '../theme';

/** The exact chance of every outcome as labelled bars, then the chances players ask about. */
export class AdjOutcomeChart extends LitElement {
  static override styles = [
    theme,
    css`
      :host {
        display: block;
      }
      ol {
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        gap: 0.35rem;
      }
      li {
        display: grid;
        grid-template-columns: minmax(7rem, 3fr) minmax(3rem, 2fr) 4rem;
        align-items: center;
        gap: 0.5rem;
      }
      .bar {
        height: 1.1rem;
        background: var(--adj-border);
        border-radius: 4px;
        overflow: hidden;
      }
      .bar span {
        display: block;
        height: 100%;
        background: var(--adj-accent);
      }
      .pct {
        text-align: right;
        font-variant-numeric: tabular-nums;
      }
      dl {
        display: grid;
        grid-template-columns: 1fr auto;
        gap: 0.25rem 1rem;
        margin: 0.75rem 0 0;
      }
      dt {
        color: var(--adj-muted);
      }
      dd {
        margin: 0;
        font-weight: 700;
        text-align: right;
        font-variant-numeric: tabular-nums;
      }
    `,
  ];

  @property({ attribute: false }) chances: readonly OutcomeChance[] = [];
  @property({ attribute: false }) highlights: readonly Highlight[] = [];

  override render() {
    const top = Math.max(...this.chances.map((c) => c.probability.num / c.probability.den), 0);
    return html`<ol aria-label="Chance of each outcome">
        ${this.chances.map((c) => {
          const p = c.probability.num / c.probability.den;
          return html`<li aria-label="${c.label}: ${formatPercent(c.probability)}">
            <span>${c.label}</span>
            <span class="bar" aria-hidden="true"><span style="width:${top > 0 ? (100 * p) / top : 0}%"></span></span>
            <span class="pct" aria-hidden="true">${formatPercent(c.probability)}</span>
          </li>`;
        })}
      </ol>
      ${this.highlights.length > 0
        ? html`<dl aria-label="Chances that matter">
            ${this.highlights.map((h) => html`<dt>${h.label}</dt><dd>${formatPercent(h.probability)}</dd>`)}
          </dl>`
        : ''}`;
  }
}
