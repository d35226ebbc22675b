import { AdjLuckReport } from './luck-report.component';

customElements.define('adj-luck-report', AdjLuckReport);

declare global {
  interface HTMLElementTagNameMap {
    'adj-luck-report': AdjLuckReport;
  }
}
