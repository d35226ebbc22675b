import { AdjShareReport } from './share-report.component';

customElements.define('adj-share-report', AdjShareReport);

declare global {
  interface HTMLElementTagNameMap {
    'adj-share-report': AdjShareReport;
  }
}
