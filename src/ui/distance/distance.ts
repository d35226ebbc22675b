import { AdjDistance } from './distance.component';

customElements.define('adj-distance', AdjDistance);

declare global {
  interface HTMLElementTagNameMap {
    'adj-distance': AdjDistance;
  }
}
