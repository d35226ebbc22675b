import { AdjQrFrames } from './qr-frames.component';

customElements.define('adj-qr-frames', AdjQrFrames);

declare global {
  interface HTMLElementTagNameMap {
    'adj-qr-frames': AdjQrFrames;
  }
}
