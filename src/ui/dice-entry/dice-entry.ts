import { AdjDiceEntry } from './dice-entry.component';

customElements.define('adj-dice-entry', AdjDiceEntry);

declare global {
  interface HTMLElementTagNameMap {
    'adj-dice-entry': AdjDiceEntry;
  }
}
