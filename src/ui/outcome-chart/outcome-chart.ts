import { AdjOutcomeChart } from './outcome-chart.component';

customElements.define('adj-outcome-chart', AdjOutcomeChart);

declare global {
  interface HTMLElementTagNameMap {
    'adj-outcome-chart': AdjOutcomeChart;
  }
}
