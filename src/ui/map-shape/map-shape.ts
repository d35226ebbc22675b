import { AdjMapShape } from './map-shape.component';

customElements.define('adj-map-shape', AdjMapShape);

declare global {
  interface HTMLElementTagNameMap {
    'adj-map-shape': AdjMapShape;
  }
}
