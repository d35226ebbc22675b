import { AdjHandover } from './handover.component';

customElements.define('adj-handover', AdjHandover);

declare global {
  interface HTMLElementTagNameMap {
    'adj-handover': AdjHandover;
  }
}
