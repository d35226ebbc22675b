import { AdjMap } from './map.component';

customElements.define('adj-map', AdjMap);

declare global {
  interface HTMLElementTagNameMap {
    'adj-map': AdjMap;
  }
}
