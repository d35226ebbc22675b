import { AdjDisplaySettings } from './display-settings.component';

customElements.define('adj-display-settings', AdjDisplaySettings);

declare global {
  interface HTMLElementTagNameMap {
    'adj-display-settings': AdjDisplaySettings;
  }
}
