import { AdjTurnActivity } from './turn-activity.component';

customElements.define('adj-turn-activity', AdjTurnActivity);

declare global {
  interface HTMLElementTagNameMap {
    'adj-turn-activity': AdjTurnActivity;
  }
}
