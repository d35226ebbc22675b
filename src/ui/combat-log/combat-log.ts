import { AdjCombatLog } from './combat-log.component';

customElements.define('adj-combat-log', AdjCombatLog);

declare global {
  interface HTMLElementTagNameMap {
    'adj-combat-log': AdjCombatLog;
  }
}
