import { LitElement, css, html } from 'lit';
import { property, state } from 'lit/decorators.js';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import encodeQR from 'qr';
import { theme } from '../theme';

/** How long each frame stays on screen while cycling: about four and a half a second, slow enough for a camera to catch each one. */
const FRAME_MS = 220;

/**
 * Shows a hand-over's QR frames one after another for the other tablet's camera: large, black on
 * white, with the frame's number, and buttons to pause and step through them by hand.
 */
export class AdjQrFrames extends LitElement {
  static override styles = [
    theme,
    css`
      :host {
        display: block;
        width: 100%;
      }
      .code {
        background: #fff;
        padding: 0.5rem;
        box-sizing: border-box;
        width: min(100%, 100vh - 9rem, 48rem);
        margin: 0 auto;
      }
      .code svg {
        display: block;
        width: 100%;
        height: auto;
        fill: #000;
        shape-rendering: crispEdges;
      }
      p.count {
        text-align: center;
        font-size: 1.25rem;
        font-weight: 600;
        margin: 0.5rem 0;
      }
      .controls {
        display: flex;
        gap: 0.5rem;
        justify-content: center;
        flex-wrap: wrap;
      }
    `,
  ];

  /** The frames' texts, in order (qr-frames.ts). */
  @property({ attribute: false }) frames: readonly string[] = [];
  @state() private index = 0;
  @state() private playing = true;
  private svgs: string[] = [];
  private timer: ReturnType<typeof setInterval> | undefined;

  override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('frames')) {
      // Each code is drawn once; cycling only swaps them.
      this.svgs = this.frames.map((text) => encodeQR(text, 'svg', { ecc: 'medium', border: 4, optimize: true }));
      this.index = 0;
    }
  }

  override updated(): void {
    const cycle = this.playing && this.frames.length > 1 && this.isConnected;
    if (cycle && this.timer === undefined) this.timer = setInterval(() => this.step(1), FRAME_MS);
    if (!cycle) this.stop();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stop();
  }

  private stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private step(by: number): void {
    const n = this.frames.length;
    if (n > 0) this.index = (this.index + by + n) % n;
  }

  /** Steps by hand, which pauses the cycling. */
  private stepByHand(by: number): void {
    this.playing = false;
    this.step(by);
  }

  override render() {
    const n = this.frames.length;
    const label = `Frame ${this.index + 1} of ${n}`;
    return html`<div class="code" role="img" aria-label="QR code, ${label.toLowerCase()}" data-frame=${this.index + 1}>${unsafeHTML(this.svgs[this.index] ?? '')}</div>
      <p class="count">${label}</p>
      <div class="controls">
        <button class="secondary" @click=${() => this.stepByHand(-1)} aria-label="Previous frame">◀ Previous</button>
        <button @click=${() => (this.playing = !this.playing)}>${this.playing ? 'Pause' : 'Play'}</button>
        <button class="secondary" @click=${() => this.stepByHand(1)} aria-label="Next frame">Next ▶</button>
      </div>`;
  }
}
