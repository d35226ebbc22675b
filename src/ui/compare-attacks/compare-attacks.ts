import { AdjCompareAttacks } from './compare-attacks.component';

customElements.define('adj-compare-attacks', AdjCompareAttacks);

declare global {
  interface HTMLElementTagNameMap {
    'adj-compare-attacks': AdjCompareAttacks;
  }
}
