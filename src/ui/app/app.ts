import { AdjApp } from './app.component';

customElements.define('adj-app', AdjApp);

declare global {
  interface HTMLElementTagNameMap {
    'adj-app': AdjApp;
  }
}
