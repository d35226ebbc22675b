import { AdjAllocationSearch } from './allocation-search.component';

customElements.define('adj-allocation-search', AdjAllocationSearch);

declare global {
  interface HTMLElementTagNameMap {
    'adj-allocation-search': AdjAllocationSearch;
  }
}
