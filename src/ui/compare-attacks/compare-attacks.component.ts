import { html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { AdjElement } from '../adj-element';
import { watchLargeText } from '../large-text';
import { theme } from '../theme';
import { compareAttacksStyles } from './compare-attacks.styles';

/** One variant of an attack as the comparison shows it. */
export interface Variant {
  readonly id: string;
  /** The variant by what differs from the others: "Prepared attack", "With VI Corps". */
  readonly title: string;
  readonly problems: readonly string[];
}

/** One line of the comparison: what it says, and each variant's chance of it ("58.3 %"), in the variants' order. */
export interface CompareLine {
  readonly words: string;
  readonly chances: readonly string[];
}

/** The most variants put side by side. */
export const MAX_VARIANTS = 3;

/**
 * Two or three variants of one attack side by side (other units, attack type, a modifier claimed or
 * not), each line an "at least this result" chance. Events: `compare-add` (the combat on the desk),
 * `compare-keep` (into the plan), `compare-open` (back onto the desk), `compare-remove`.
 */
export class AdjCompareAttacks extends AdjElement {
  static override styles = [theme, compareAttacksStyles];

  /** What the variants attack with and against in common: "Sedgwick → Wilcox". */
  @property() attack = '';
  @property({ attribute: false }) variants: readonly Variant[] = [];
  @property({ attribute: false }) lines: readonly CompareLine[] = [];
  @property({ type: Boolean }) canAdd = false;

  constructor() {
    super();
    watchLargeText(this);
  }

  override render() {
    const { variants } = this;
    const full = variants.length >= MAX_VARIANTS;
    return html`${variants.length === 0
        ? html`<p>Set up a combat at the desk and compare it; change it (other units, another attack, a modifier) and compare again.</p>`
        : html`<div class="scroll">
            <table>
              <caption>
                ${this.attack ? `${this.attack}: the variants` : 'The variants'} side by side, each line the chance of at least that result
              </caption>
              <thead>
                <tr>
                  <th scope="col">Result</th>
                  ${variants.map(
                    (v, i) => html`<th scope="col">
                      <span class="name">${String.fromCharCode(65 + i)}. ${v.title}</span>
                      ${v.problems.length > 0 ? html`<span class="problems">${v.problems.join('; ')}</span>` : nothing}
                      <div class="actions">
                        <button class="secondary" aria-label="Keep in the plan: variant ${String.fromCharCode(65 + i)}" ?disabled=${v.problems.length > 0} @click=${() => this.emit('compare-keep', v.id)}>Keep in the plan</button>
                        <button class="secondary" aria-label="To the desk: variant ${String.fromCharCode(65 + i)}" @click=${() => this.emit('compare-open', v.id)}>To the desk</button>
                        <button class="secondary" aria-label="Remove variant ${String.fromCharCode(65 + i)}" @click=${() => this.emit('compare-remove', v.id)}>Remove</button>
                      </div>
                    </th>`,
                  )}
                </tr>
              </thead>
              <tbody>
                ${this.lines.map((line) => html`<tr><th scope="row">${line.words}</th>${line.chances.map((c) => html`<td class="chance">${c}</td>`)}</tr>`)}
              </tbody>
            </table>
          </div>`}
      <button ?disabled=${!this.canAdd || full} @click=${() => this.emit('compare-add')}>${full ? `Compare at most ${MAX_VARIANTS} at once` : 'Compare this combat'}</button>`;
  }
}
