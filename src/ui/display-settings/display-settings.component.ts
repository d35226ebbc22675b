import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { AdjElement } from '../adj-element';
import { theme } from '../theme';
import { screenAwake } from '../wake-lock';
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
const AWAKE_WORDS: readonly (readonly [boolean, string])[] = [
  [true, 'Kept on'],
  [false, 'Sleeps as set'],
];

/**
 * The Display control: the theme (the device's, light, dark or high contrast), the size of tables
 * and results, and whether the screen stays on while a game is open (where the browser can keep it
 * on). What it shows pressed is what is saved on this device; a choice that could not be saved is said.
 */
export class AdjDisplaySettings extends AdjElement {
  static override styles = [theme, displaySettingsStyles];

  @property({ attribute: false }) display: Display = DEFAULT_DISPLAY;
  /** Whether this browser can keep the screen on (the Screen Wake Lock API). */
  @property({ type: Boolean }) canKeepAwake = screenAwake().supported;
  /** Why the last choice was not saved, when it was not. */
  @property() problem = '';
  @state() private open = false;

  private change(patch: Partial<Display>): void {
    this.emit('display-change', { ...this.display, ...patch });
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
            <h2 id="screen">Screen while a game is open</h2>
            ${this.canKeepAwake
              ? html`<div class="choices" role="group" aria-labelledby="screen">
                  ${AWAKE_WORDS.map(([on, words]) => html`<button aria-pressed=${(this.display.awake !== false) === on ? 'true' : 'false'} @click=${() => this.change({ awake: on })}>${words}</button>`)}
                </div>`
              : html`<p class="note">Keeping the screen on is not available in this browser: it sleeps as the device is set to.</p>`}
            ${this.problem ? html`<p class="problem" role="alert">${this.problem}</p>` : nothing}
          </div>`
        : nothing}`;
  }
}
