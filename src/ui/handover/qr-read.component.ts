import { css, html, nothing } from 'lit';
import { state } from 'lit/decorators.js';
import decodeQR from 'qr/decode.js';
import { FrameCollector } from '../../store/qr-frames';
import { AdjElement } from '../adj-element';
import { theme } from '../theme';

/** How often a picture is taken from the camera to look for a code in. */
const LOOK_MS = 120;
/** The widest picture the library's decoder is given: enough for a code filling part of the view, quick to scan. */
const LOOK_WIDTH = 960;

/** The browser's own QR reader, where it has one (Chromium on Android, Safari). */
interface NativeBarcodeDetector {
  detect(source: CanvasImageSource): Promise<readonly { readonly rawValue: string }[]>;
}
interface NativeBarcodeDetectorClass {
  new (options: { formats: string[] }): NativeBarcodeDetector;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeDetector(): Promise<NativeBarcodeDetector | undefined> {
  const Detector = (globalThis as { BarcodeDetector?: NativeBarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return undefined;
  try {
    return (await Detector.getSupportedFormats()).includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : undefined;
  } catch {
    return undefined;
  }
}

/** Why the camera could not be used, in the player's words. */
function cameraProblem(e: unknown): string {
  const name = e instanceof DOMException ? e.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'The camera was refused. Allow the camera for this app in the browser’s settings, or take the game in as a file.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'No camera was found on this device. Take the game in as a file instead.';
  if (name === 'NotReadableError' || name === 'AbortError') return 'The camera could not be started: another app may be using it. Close that app and try again, or take the game in as a file.';
  return 'The camera could not be opened. Take the game in as a file instead.';
}

/**
 * Reads a hand-over's QR frames with the camera (the rear one where there is a choice): the
 * browser's own reader where it has one, else the qr library's decoder on pictures taken from the
 * video. Shows which frames are in and, once all are, sends the file up in a `frames-read` event.
 */
export class AdjQrRead extends AdjElement {
  static override styles = [
    theme,
    css`
      :host {
        display: block;
      }
      video {
        display: block;
        width: min(92vw, 32rem);
        max-height: 50vh;
        background: #000;
        margin: 0 auto;
      }
      ol.frames {
        display: flex;
        flex-wrap: wrap;
        gap: 0.25rem;
        list-style: none;
        padding: 0;
        margin: 0.5rem 0;
      }
      ol.frames li {
        min-width: 2rem;
        padding: 0.15rem 0.3rem;
        text-align: center;
        border: 2px solid currentColor;
        border-radius: 4px;
      }
      ol.frames li.in {
        background: var(--adj-accent, #1b5e20);
        color: #fff;
        border-color: transparent;
      }
    `,
  ];

  @state() private note = '';
  @state() private problem = '';
  @state() private received: readonly boolean[] = [];
  private collector = new FrameCollector();
  private stream: MediaStream | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private done = false;

  override connectedCallback(): void {
    super.connectedCallback();
    void this.openCamera();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.closeCamera();
  }

  private async openCamera(): Promise<void> {
    if (!navigator.mediaDevices?.getUserMedia) {
      this.problem = 'This browser offers no camera here. Take the game in as a file instead.';
      return;
    }
    try {
      this.stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
    } catch (e) {
      this.problem = cameraProblem(e);
      return;
    }
    if (!this.isConnected || this.done) return this.closeCamera();
    await this.updateComplete;
    const video = this.renderRoot.querySelector('video');
    if (!video) return this.closeCamera();
    video.srcObject = this.stream;
    await video.play().catch(() => undefined);
    this.look(video, await nativeDetector(), document.createElement('canvas'));
  }

  private closeCamera(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    for (const track of this.stream?.getTracks() ?? []) track.stop();
    this.stream = undefined;
  }

  /** Looks for a code in the video now and again until every frame is in. */
  private look(video: HTMLVideoElement, native: NativeBarcodeDetector | undefined, canvas: HTMLCanvasElement): void {
    this.timer = setTimeout(async () => {
      if (!this.stream) return;
      for (const text of await this.codesIn(video, native, canvas)) this.takeText(text);
      if (this.stream) this.look(video, native, canvas);
    }, LOOK_MS);
  }

  private async codesIn(video: HTMLVideoElement, native: NativeBarcodeDetector | undefined, canvas: HTMLCanvasElement): Promise<string[]> {
    if (video.videoWidth === 0) return [];
    if (native) return (await native.detect(video).catch(() => [])).map((c) => c.rawValue);
    const scale = Math.min(1, LOOK_WIDTH / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return [];
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    try {
      return [decodeQR(context.getImageData(0, 0, canvas.width, canvas.height))];
    } catch {
      // No code in this picture: the camera is between frames or not yet on the screen.
      return [];
    }
  }

  /** Takes one code's text as read (by the camera, or handed in directly). */
  takeText(text: string): void {
    if (this.done) return;
    const taken = this.collector.take(text);
    if (taken.kind === 'refused') {
      this.note = taken.message;
      return;
    }
    this.received = this.collector.received;
    if (taken.kind === 'new') this.note = '';
    if (this.collector.complete) void this.finish();
  }

  private async finish(): Promise<void> {
    this.done = true;
    this.closeCamera();
    try {
      const file = await this.collector.assemble();
      this.emit('frames-read', file);
    } catch (e) {
      this.note = e instanceof Error ? e.message : String(e);
    }
  }

  private startAgain(): void {
    this.collector = new FrameCollector();
    this.received = [];
    this.note = '';
    if (this.done) {
      this.done = false;
      void this.openCamera();
    }
  }

  override render() {
    const total = this.received.length;
    const got = this.received.filter(Boolean).length;
    const progress = total === 0 ? 'Point the camera at the QR codes on the other tablet.' : `Read ${got} of ${total} frames.`;
    return html`${this.problem
        ? html`<p class="problem" role="alert">${this.problem}</p>`
        : html`<video aria-label="Camera view" muted playsinline></video>`}
      <p role="status">${progress} ${this.note}</p>
      ${total > 0
        ? html`<ol class="frames" aria-label="Frames">
            ${this.received.map((isIn, i) => html`<li class=${isIn ? 'in' : ''} aria-label="Frame ${i + 1}${isIn ? ', read' : ', still to read'}">${i + 1}</li>`)}
          </ol>`
        : nothing}
      <button class="secondary" @click=${() => this.startAgain()}>Start again</button>`;
  }
}
