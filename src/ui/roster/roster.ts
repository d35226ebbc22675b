import { AdjRoster } from './roster.component';

customElements.define('adj-roster', AdjRoster);

declare global {
  interface HTMLElementTagNameMap {
    'adj-roster': AdjRoster;
  }
}
