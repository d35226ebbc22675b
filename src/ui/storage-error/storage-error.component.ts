import { LitElement, css, html } from 'lit';
import { property, state } from 'lit/decorators.js';
import { exportRawDatabase } from '../../store/raw-export';
import { downloadBlob } from '../download';
import { theme } from '../theme';

/** Shown instead of the app when saved games cannot be opened: says why and offers the raw data as a file. */
export class AdjStorageError extends LitElement {
  static override styles = [
    theme,
    css`
      :host {
        display: block;
        max-width: 720px;
        margin: 2rem auto;
        padding: 1rem;
      }
      .box {
        border: 2px solid var(--adj-danger);
        border-radius: var(--adj-radius);
        padding: 1rem 1.25rem;
        background: var(--adj-surface);
      }
    `,
  ];

  @property() message = '';
  @property() dbName = 'adjutant';
  @state() private exportNote = '';

  private async exportData(): Promise<void> {
    try {
      const data = await exportRawDatabase(this.dbName);
      const blob = new Blob([JSON.stringify({ exportedAt: new Date().toISOString(), database: this.dbName, stores: data }, null, 2)], {
        type: 'application/json',
      });
      downloadBlob(`adjutant-raw-${new Date().toISOString().slice(0, 10)}.json`, blob);
      this.exportNote = 'The file has been saved to your downloads.';
    } catch (e) {
      // Loaded only here: this screen is part of the app's first load, a failed export of it is rare.
      const { whyFailed } = await import('../../store/why-failed');
      this.exportNote = `The data could not be read either: ${whyFailed(e)} Nothing has been deleted.`;
    }
  }

  override render() {
    return html`<div class="box" role="alert">
      <h1>Saved games can't be opened</h1>
      <p>${this.message}</p>
      <p>You can save everything that is stored to a file and keep it safe.</p>
      <button @click=${this.exportData}>Export raw data</button>
      ${this.exportNote ? html`<p role="status">${this.exportNote}</p>` : ''}
    </div>`;
  }
}
