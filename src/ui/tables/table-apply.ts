import { AdjTableApply } from './table-apply.component';

customElements.define('adj-table-apply', AdjTableApply);

declare global {
  interface HTMLElementTagNameMap {
    'adj-table-apply': AdjTableApply;
  }
}
