import { AdjCombatActivity } from './combat-activity.component';

customElements.define('adj-combat-activity', AdjCombatActivity);

declare global {
  interface HTMLElementTagNameMap {
    'adj-combat-activity': AdjCombatActivity;
  }
}
