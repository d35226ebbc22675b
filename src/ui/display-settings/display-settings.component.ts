import { LitElement, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { theme } from '../theme';
import { DEFAULT_DISPLAY, type Display, type TextSize, type ThemeChoice } from './display';
import { displaySettingsStyles } from './display-settings.styles';

const THEME_WORDS: readonly (readonly [ThemeChoice, string])[] = [
  ['device', 'As the device'],
  ['light', 'Light'],
  ['dark', 'Dark'],
  ['contrast', 'High contrast'],
];
const TEXT_WORDS: readonly (readonly [TextSize, string])[] = [
  ['standard', 'Standard'],
  ['large', 'Larger'],
];

/** The Display control: the theme (the device's, light, dark or high contrast) and the size of tables and results. */
export class AdjDisplaySettings extends LitElement {
  static override styles = [theme, displaySettingsStyles];

  @property({ attribute: false }) display: Display = DEFAULT_DISPLAY;
  @state() private open = false;

  private change(patch: Partial<Display>): void {
    this.dispatchEvent(new CustomEvent<Display>('display-change', { detail: { ...this.display, ...patch }, bubbles: true, composed: true }));
  }

  private readonly onKey = (e: KeyboardEvent): void => {
    if (e.key === 'Escape') this.open = false;
  };

  override render() {
    return html`<button class="open" aria-expanded=${this.open ? 'true' : 'false'} aria-controls="display" @click=${() => (this.open = !this.open)}>Display</button>
      ${this.open
        ? html`<div class="panel" id="display" role="group" aria-label="Display on this device" @keydown=${this.onKey}>
            <h2 id="theme">Colours</h2>
            <div class="choices" role="group" aria-labelledby="theme">
              ${THEME_WORDS.map(([t, words]) => html`<button aria-pressed=${this.display.theme === t ? 'true' : 'false'} @click=${() => this.change({ theme: t })}>${words}</button>`)}
            </div>
            <h2 id="text">Tables and results</h2>
            <div class="choices" role="group" aria-labelledby="text">
              ${TEXT_WORDS.map(([t, words]) => html`<button aria-pressed=${this.display.text === t ? 'true' : 'false'} @click=${() => this.change({ text: t })}>${words}</button>`)}
            </div>
          </div>`
        : nothing}`;
  }
}
