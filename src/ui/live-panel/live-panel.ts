import { AdjLivePanel } from './live-panel.component';

customElements.define('adj-live-panel', AdjLivePanel);

declare global {
  interface HTMLElementTagNameMap {
    'adj-live-panel': AdjLivePanel;
  }
}
