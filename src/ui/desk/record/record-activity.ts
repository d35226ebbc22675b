import { AdjRecordActivity } from './record-activity.component';

customElements.define('adj-record-activity', AdjRecordActivity);

declare global {
  interface HTMLElementTagNameMap {
    'adj-record-activity': AdjRecordActivity;
  }
}
