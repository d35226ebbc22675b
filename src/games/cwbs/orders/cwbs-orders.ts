import { AdjCwbsOrders } from './cwbs-orders.component';

customElements.define('adj-cwbs-orders', AdjCwbsOrders);

declare global {
  interface HTMLElementTagNameMap {
    'adj-cwbs-orders': AdjCwbsOrders;
  }
}
