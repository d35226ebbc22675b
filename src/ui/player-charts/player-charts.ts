import { AdjPlayerCharts } from './player-charts.component';

customElements.define('adj-player-charts', AdjPlayerCharts);

declare global {
  interface HTMLElementTagNameMap {
    'adj-player-charts': AdjPlayerCharts;
  }
}
