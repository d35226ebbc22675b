import { LitElement, css, html } from 'lit';
import { property } from 'lit/decorators.js';
import { theme } from '../theme';

/**
 * A small "update available" control. The new version is only applied when the player taps it,
 * so nothing reloads under someone in the middle of entering a combat; saved data is untouched.
 */
export class AdjUpdatePrompt extends LitElement {
  static override styles = [
    theme,
    css`
      :host {
        position: fixed;
        right: 1rem;
        bottom: max(1rem, env(safe-area-inset-bottom));
        z-index: 10;
      }
      :host([hidden]) {
        display: none;
      }
      div {
        display: flex;
        align-items: center;
        gap: 0.75rem;
        padding: 0.5rem 0.5rem 0.5rem 1rem;
        background: var(--adj-surface);
        border: 1px solid var(--adj-border);
        border-radius: var(--adj-radius);
        box-shadow: 0 4px 16px rgb(0 0 0 / 0.2);
      }
    `,
  ];

  /** Applies the waiting version (reloads the app once it takes over). */
  @property({ attribute: false }) apply: () => void = () => undefined;

  override render() {
    return html`<div role="status">
      <span>An update is ready.</span>
      <button @click=${() => this.apply()}>Update now</button>
      <button class="secondary" aria-label="Later: keep this version for now" @click=${() => (this.hidden = true)}>Later</button>
    </div>`;
  }
}
