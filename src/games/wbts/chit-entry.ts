import { css, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { AdjElement, theme } from '../views';
import type { Chits } from './draft';

declare module '../views' {
  interface AdjEvents {
    /** Both sides' battle intensity chits, revealed together. */
    chits: Chits;
  }
}

type Turn = 'attacker' | 'defender';

/**
 * The battle intensity chits picked in secret at one tablet (Battle Intensity Chits), a tap each:
 * the attacker picks while the defender looks away and hands the tablet over; the defender picks
 * while the attacker looks away, and both are revealed together at once. A pick is kept out of the
 * page until the reveal, so the other player cannot read it off the screen; "Start over" lets both
 * pick again.
 */
export class WbtsChitEntry extends AdjElement {
  static override styles = [
    theme,
    css`
      :host {
        display: block;
      }
      p.turn {
        font-weight: 600;
        margin: 0.25rem 0 0.5rem;
      }
      .chits {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
        margin-bottom: 0.5rem;
      }
      .chits button {
        min-width: 3.5rem;
        font-size: 1.25rem;
      }
    `,
  ];

  /** The highest chit each side may pick: its leader's initiative, 0 without a leader. */
  @property({ attribute: false }) caps: Chits = { attacker: 0, defender: 0 };
  /** Who picks for each side, in the players' words ("Attacker (Lee)"). */
  @property() attackerName = 'Attacker';
  @property() defenderName = 'Defender';

  @state() private turn: Turn = 'attacker';
  /** The picks, never drawn before the reveal. */
  private picked: { attacker?: number; defender?: number } = {};

  private pick(side: 'attacker' | 'defender', chit: number): void {
    this.picked = { ...this.picked, [side]: chit };
    if (side === 'attacker') this.turn = 'defender';
    else this.reveal();
  }

  private startOver(): void {
    this.picked = {};
    this.turn = 'attacker';
  }

  private reveal(): void {
    const { attacker, defender } = this.picked;
    if (attacker === undefined || defender === undefined) return;
    // Ready for the next combat's chits: nothing of these stays in the element.
    this.startOver();
    this.emit('chits', { attacker, defender });
  }

  private buttons(side: 'attacker' | 'defender', who: string) {
    const cap = this.caps[side];
    return html`${side === 'defender' ? html`<p class="turn" role="status">${this.attackerName}'s chit is in — hand the tablet to ${this.defenderName}</p>` : nothing}
      <p class="turn" id="turn">${who} picks a chit — ${side === 'attacker' ? this.defenderName : this.attackerName}, look away</p>
      ${cap === 0 ? html`<p>No leader in charge: the chit is 0.</p>` : nothing}
      <div class="chits" role="group" aria-labelledby="turn">
        ${Array.from({ length: cap + 1 }, (_, chit) => html`<button class="secondary" aria-label="${who}'s chit ${chit}" @click=${() => this.pick(side, chit)}>${chit}</button>`)}
      </div>`;
  }

  override render() {
    return this.turn === 'attacker'
      ? this.buttons('attacker', this.attackerName)
      : html`${this.buttons('defender', this.defenderName)} <button class="secondary" @click=${() => this.startOver()}>Start over</button>`;
  }
}

if (!customElements.get('adj-wbts-chits')) customElements.define('adj-wbts-chits', WbtsChitEntry);

declare global {
  interface HTMLElementTagNameMap {
    'adj-wbts-chits': WbtsChitEntry;
  }
}
