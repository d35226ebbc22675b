import { AdjPhasePlan } from './phase-plan.component';

customElements.define('adj-phase-plan', AdjPhasePlan);

declare global {
  interface HTMLElementTagNameMap {
    'adj-phase-plan': AdjPhasePlan;
  }
}
