import { AdjAfterAction } from './after-action.component';

customElements.define('adj-after-action', AdjAfterAction);

declare global {
  interface HTMLElementTagNameMap {
    'adj-after-action': AdjAfterAction;
  }
}
