import { css, html } from 'lit';
import { property } from 'lit/decorators.js';
import type { DieChange } from '../../engine/games/wbts/ground/outcome';
import { AdjElement, theme } from '../views';

declare module '../views' {
  interface AdjEvents {
    /** The die change the choosing side made, in rows (0: the die kept as rolled). */
    'die-change': number;
  }
}

const loss = (side: string, sp: number, retreats: boolean) => `${side} ${sp === 0 ? 'loses nothing' : `loses ${sp} SP`}${retreats ? ' and retreats' : ''}`;

/** What a change reads, in the players' words: "attacker loses 1 SP, defender loses 2 SP and retreats". */
export function changeOutcome(c: DieChange): string {
  return `${loss('attacker', c.attackerLoss, c.attackerRetreats)}, ${loss('defender', c.defenderLoss, c.defenderRetreats)}`;
}

/** A change the die allows, and what it reads when the roll said (a die change saved before it did not). */
export interface DieChoice {
  readonly shift: number;
  readonly die: number;
  readonly reads?: string;
}

/** A change as its button says it: "Keep die 3: …", "+2, die 5: …", the suggested one marked. */
export function changeWords(c: DieChoice, suggested: boolean): string {
  const move = c.shift === 0 ? `Keep die ${c.die}` : `${c.shift > 0 ? '+' : ''}${c.shift}, die ${c.die}`;
  return `${move}${c.reads === undefined ? '' : `: ${c.reads}`}${suggested ? ' (suggested)' : ''}`;
}

/**
 * The die change the better-rated leader's side makes once the combat die is seen (Leader's combat
 * rating): one button per change the rules allow (up to the net rating either way, the die within
 * 1 to 6), each saying the die it gives and what that reads; the engine's suggestion marked. A tap
 * is the choice made: the combat is resolved with it.
 */
export class WbtsDieChange extends AdjElement {
  static override styles = [
    theme,
    css`
      :host {
        display: block;
        /* Brought into sight clear of the roll bar and the activity tabs docked below it. */
        scroll-margin-bottom: calc(var(--adj-dock, 0px) + 7rem);
      }
      ul {
        list-style: none;
        margin: 0.25rem 0 0.5rem;
        padding: 0;
        display: grid;
        gap: 0.4rem;
      }
      button {
        width: 100%;
        justify-content: flex-start;
        text-align: start;
        padding-block: 0.35rem;
      }
    `,
  ];

  /** Each change allowed, with what it reads (from the roll that showed the die), in order from the lowest. */
  @property({ attribute: false }) changes: readonly DieChoice[] = [];
  /** The engine's suggestion, in rows; null when it gave none. */
  @property({ attribute: false }) suggested: number | null = null;
  /** Who chooses, in the players' words: "The attacker (Lee)". */
  @property() chooser = '';

  /** The die change is the next tap, with the suggested change last in the list: brought into sight, above the roll bar. */
  override firstUpdated(): void {
    this.scrollIntoView({ block: 'nearest' });
  }

  override render() {
    return html`<p id="head">${this.chooser} chooses the die change — the tap resolves the combat with it and applies the result:</p>
      <ul aria-labelledby="head">
        ${this.changes.map((c) => {
          const suggested = c.shift === this.suggested;
          return html`<li><button class=${suggested ? '' : 'secondary'} @click=${() => this.emit('die-change', c.shift)}>${changeWords(c, suggested)}</button></li>`;
        })}
      </ul>`;
  }
}

if (!customElements.get('adj-wbts-die-change')) customElements.define('adj-wbts-die-change', WbtsDieChange);

declare global {
  interface HTMLElementTagNameMap {
    'adj-wbts-die-change': WbtsDieChange;
  }
}
