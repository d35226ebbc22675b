import { LitElement, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import type { Breakpoint } from '../../engine/core/breakpoints';
import { formatPercent } from '../../engine/core/fraction';
import { theme } from '../theme';
import { breakpointsStyles } from './breakpoints.styles';

/** How many changes are listed before the rest wait behind "More". */
const SHOWN = 3;

/**
 * Beside the odds: what one change would move the combat to another table, column or rows, with
 * the chances it would give ("One strength point more for II Corps: column 3-1 (now 2-1)").
 */
export class AdjBreakpoints extends LitElement {
  static override styles = [theme, breakpointsStyles];

  @property({ attribute: false }) hints: readonly Breakpoint[] = [];

  private item(hint: Breakpoint) {
    const first = hint.highlights[0];
    return html`<li>
      <strong>${hint.change}</strong>: ${hint.moves}${first ? html`<span class="chance">${first.label}: ${formatPercent(first.probability)}</span>` : nothing}
    </li>`;
  }

  override render() {
    if (this.hints.length === 0) return nothing;
    const shown = this.hints.slice(0, SHOWN);
    const more = this.hints.slice(SHOWN);
    return html`<h3>One change away</h3>
      <ul aria-label="Changes that move the combat">
        ${shown.map((h) => this.item(h))}
      </ul>
      ${more.length > 0
        ? html`<details>
            <summary>${more.length} more</summary>
            <ul aria-label="More changes that move the combat">
              ${more.map((h) => this.item(h))}
            </ul>
          </details>`
        : nothing}`;
  }
}
