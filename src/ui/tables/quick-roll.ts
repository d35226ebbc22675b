import { AdjQuickRoll } from './quick-roll.component';

customElements.define('adj-quick-roll', AdjQuickRoll);

declare global {
  interface HTMLElementTagNameMap {
    'adj-quick-roll': AdjQuickRoll;
  }
}
