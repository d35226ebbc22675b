import { AdjPhaseActivity } from './phase-activity.component';

customElements.define('adj-phase-activity', AdjPhaseActivity);

declare global {
  interface HTMLElementTagNameMap {
    'adj-phase-activity': AdjPhaseActivity;
  }
}
