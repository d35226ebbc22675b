import { AdjBreakpoints } from './breakpoints.component';

customElements.define('adj-breakpoints', AdjBreakpoints);

declare global {
  interface HTMLElementTagNameMap {
    'adj-breakpoints': AdjBreakpoints;
  }
}
