import { css, html, svg } from 'lit';
import { property } from 'lit/decorators.js';
import { AdjElement } from '../adj-element';
import { theme } from '../theme';

// Pip positions on a 3x3 grid for each face.
const PIPS: Record<number, readonly [number, number][]> = {
  1: [[1, 1]],
  2: [[0, 0], [2, 2]],
  3: [[0, 0], [1, 1], [2, 2]],
  4: [[0, 0], [2, 0], [0, 2], [2, 2]],
  5: [[0, 0], [2, 0], [1, 1], [0, 2], [2, 2]],
  6: [[0, 0], [2, 0], [0, 1], [2, 1], [0, 2], [2, 2]],
};

/** Big die-face buttons for typing in the physical dice, one die at a time, named for what it is for; a ten-sided die's faces are numbers. */
export class AdjDiceEntry extends AdjElement {
  static override styles = [
    theme,
    css`
      :host {
        display: block;
      }
      p {
        margin: 0 0 0.5rem;
        font-weight: 600;
      }
      .faces {
        display: grid;
        grid-template-columns: repeat(6, minmax(44px, 1fr));
        gap: 0.5rem;
        max-width: 30rem;
      }
      button {
        aspect-ratio: 1;
        padding: 0.4rem;
        background: var(--adj-surface);
        border: 2px solid var(--adj-fg);
        color: var(--adj-fg);
      }
      svg {
        width: 100%;
        height: 100%;
      }
      .numeral {
        font-size: 1.6rem;
        font-weight: 700;
      }
      :host([sides='10']) .faces {
        grid-template-columns: repeat(5, minmax(44px, 1fr));
      }
    `,
  ];

  /** What the next die is for, e.g. "combat die". */
  @property() purpose = 'die';
  /** The next die's faces: six, or ten. */
  @property({ type: Number, reflect: true }) sides = 6;

  private pick(face: number): void {
    this.emit('die', face);
  }

  override render() {
    return html`<p id="purpose">Tap the ${this.purpose} as rolled</p>
      <div class="faces" role="group" aria-labelledby="purpose">
        ${Array.from({ length: this.sides === 10 ? 10 : 6 }, (_, i) => i + 1).map(
          (face) => html`<button aria-label="Rolled ${face}" @click=${() => this.pick(face)}>
            ${this.sides === 10
              ? html`<span class="numeral" aria-hidden="true">${face}</span>`
              : html`<svg viewBox="0 0 30 30" aria-hidden="true">
                  ${(PIPS[face] ?? []).map(([x, y]) => svg`<circle cx=${6 + 9 * x} cy=${6 + 9 * y} r="3" fill="currentColor"></circle>`)}
                </svg>`}
          </button>`,
        )}
      </div>`;
  }
}
