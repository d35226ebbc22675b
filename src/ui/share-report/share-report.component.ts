import { html } from 'lit';
import { property, state } from 'lit/decorators.js';
import { AdjElement } from '../adj-element';
import type { SharedReport } from '../events';
import { downloadBlob } from '../download';
import { shareCancelled, whyFailed } from '../../store/why-failed';
import { theme } from '../theme';
import { reportPng } from './report-image';
import { shareReportStyles } from './share-report.styles';

export type { SharedReport };

/** Saves a file through the browser's download. */
function download(file: File): void {
  downloadBlob(file.name, file);
}

/**
 * Shares a report as plain text or as a PNG image: through the device's share sheet (Web Share,
 * with the image as a file where the browser takes files), else as a downloaded file.
 */
export class AdjShareReport extends AdjElement {
  static override styles = [theme, shareReportStyles];

  /** The report, as plain text. */
  @property() text = '';
  /** What the share sheet calls it, e.g. "Combat report". */
  @property() heading = 'Combat report';
  /** The files' name without extension. */
  @property() fileBase = 'combat-report';
  /** What the buttons share, in words ("this combat", "the log"). */
  @property() what = 'this combat';
  @state() private status = '';
  @state() private busy = false;

  private async send(file: File, withText: boolean): Promise<void> {
    const data: ShareData = withText ? { title: this.heading, text: this.text } : { title: this.heading, files: [file] };
    let via: SharedReport['via'] = 'download';
    if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? withText)) {
      try {
        await navigator.share(data);
        via = 'share';
      } catch (e) {
        if (shareCancelled(e)) return;
      }
    }
    if (via === 'download') download(file);
    this.status = via === 'share' ? 'Shared.' : `Saved as ${file.name}.`;
    this.emit('report-shared', { file, via });
  }

  private async shareText(): Promise<void> {
    await this.send(new File([this.text], `${this.fileBase}.txt`, { type: 'text/plain' }), true);
  }

  private async shareImage(): Promise<void> {
    this.busy = true;
    try {
      const png = await reportPng(this.text);
      await this.send(new File([png], `${this.fileBase}.png`, { type: 'image/png' }), false);
    } catch (e) {
      this.status = `Not shared: ${whyFailed(e)}`;
    } finally {
      this.busy = false;
    }
  }

  override render() {
    return html`<div class="actions">
        <button class="secondary" ?disabled=${!this.text} @click=${this.shareText}>Share ${this.what} as text</button>
        <button class="secondary" ?disabled=${!this.text || this.busy} @click=${this.shareImage}>Share ${this.what} as an image</button>
      </div>
      <div role="status">${this.status}</div>`;
  }
}
