import { AdjTurnRecord } from './turn-record.component';

customElements.define('adj-turn-record', AdjTurnRecord);

declare global {
  interface HTMLElementTagNameMap {
    'adj-turn-record': AdjTurnRecord;
  }
}
