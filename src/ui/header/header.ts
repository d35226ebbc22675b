import { AdjHeader } from './header.component';

customElements.define('adj-header', AdjHeader);

declare global {
  interface HTMLElementTagNameMap {
    'adj-header': AdjHeader;
  }
}
