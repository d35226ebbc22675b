import { AdjDesk } from './desk.component';

customElements.define('adj-desk', AdjDesk);

declare global {
  interface HTMLElementTagNameMap {
    'adj-desk': AdjDesk;
  }
}
