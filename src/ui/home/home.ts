import { AdjHome } from './home.component';

customElements.define('adj-home', AdjHome);

declare global {
  interface HTMLElementTagNameMap {
    'adj-home': AdjHome;
  }
}
