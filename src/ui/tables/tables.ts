import { AdjTables } from './tables.component';

customElements.define('adj-tables', AdjTables);

declare global {
  interface HTMLElementTagNameMap {
    'adj-tables': AdjTables;
  }
}
