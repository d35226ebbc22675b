import { AdjUnitHistory } from './unit-history.component';

customElements.define('adj-unit-history', AdjUnitHistory);

declare global {
  interface HTMLElementTagNameMap {
    'adj-unit-history': AdjUnitHistory;
  }
}
