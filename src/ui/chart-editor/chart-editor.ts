import { AdjChartEditor } from './chart-editor.component';

customElements.define('adj-chart-editor', AdjChartEditor);

declare global {
  interface HTMLElementTagNameMap {
    'adj-chart-editor': AdjChartEditor;
  }
}
