import { AdjQrRead } from './qr-read.component';

customElements.define('adj-qr-read', AdjQrRead);

declare global {
  interface HTMLElementTagNameMap {
    'adj-qr-read': AdjQrRead;
  }
}
