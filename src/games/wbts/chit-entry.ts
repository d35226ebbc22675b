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
type Way = 'table' | 'secret';

/** Where this device keeps how its players enter the chits: never exported with a game. */
const WAY_KEY = 'adj-wbts-chits';

/** How the chits were last entered on this device: revealed on the table unless the players chose secret picks here. */
function savedWay(): Way {
  try {
    return localStorage.getItem(WAY_KEY) === 'secret' ? 'secret' : 'table';
  } catch {
    return 'table';
  }
}

function saveWay(way: Way): void {
  try {
    localStorage.setItem(WAY_KEY, way);
  } catch {
    // Storage refused (a private window): the choice holds until the page is closed.
  }
}

/**
 * The battle intensity chits (Battle Intensity Chits), each side's from 0 to its leader's initiative.
 * Picked with the game's own chit counters and revealed together on the table, both are entered in
 * one tap: a grid of every pair, the attacker's chit by row and the defender's by column, each cell
 * showing the battle intensity. Or picked in secret at this tablet, a tap each: the attacker picks
 * while the defender looks away and hands the tablet over; the defender picks while the attacker
 * looks away, and both are revealed together at once. A secret pick is kept out of the page until the
 * reveal, so the other player cannot read it off the screen; "Start over" lets both pick again. The
 * way chosen is remembered on this device.
 */
export class WbtsChitEntry extends AdjElement {
  static override styles = [
    theme,
    css`
      :host {
        display: block;
        /* Brought into sight clear of the roll bar and the activity tabs docked below it. */
        scroll-margin-bottom: calc(var(--adj-dock, 0px) + 7rem);
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
      .pairs {
        display: grid;
        grid-template-columns: repeat(var(--columns), var(--adj-target));
        gap: 0.25rem;
        align-items: center;
        justify-items: center;
        margin-bottom: 0.5rem;
        overflow-x: auto;
        width: max-content;
        max-width: 100%;
      }
      .pairs button {
        width: var(--adj-target);
        padding: 0;
        font-size: 1.1rem;
      }
      .pairs .head {
        font-weight: 600;
      }
      .pairs .corner {
        font-size: 0.75rem;
        line-height: 1.1;
        text-align: center;
      }
    `,
  ];

  /** The highest chit each side may pick: its leader's initiative, 0 without a leader. */
  @property({ attribute: false }) caps: Chits = { attacker: 0, defender: 0 };
  /** Each side's leader, by name; '' without one. */
  @property() attackerLeader = '';
  @property() defenderLeader = '';

  @state() private way: Way = savedWay();
  @state() private turn: Turn = 'attacker';
  /** The secret picks, never drawn before the reveal. */
  private picked: { attacker?: number; defender?: number } = {};

  /** Who picks for a side, in the players' words: "Attacker (Lee)". */
  private who(side: Turn): string {
    const leader = side === 'attacker' ? this.attackerLeader : this.defenderLeader;
    const role = side === 'attacker' ? 'Attacker' : 'Defender';
    return leader ? `${role} (${leader})` : role;
  }

  /** A side's chit named as the table says it: "Lee 2", or "Attacker 2" without a leader. */
  private chitName(side: Turn, chit: number): string {
    const leader = side === 'attacker' ? this.attackerLeader : this.defenderLeader;
    return `${leader || (side === 'attacker' ? 'Attacker' : 'Defender')} ${chit}`;
  }

  private choose(way: Way): void {
    this.startOver();
    this.way = way;
    saveWay(way);
  }

  private pick(side: Turn, chit: number): void {
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

  private renderPairs() {
    const { attacker, defender } = this.caps;
    const range = (cap: number) => Array.from({ length: cap + 1 }, (_, chit) => chit);
    const a = this.attackerLeader || 'Attacker';
    const d = this.defenderLeader || 'Defender';
    return html`<p class="turn" id="pairs">Both chits revealed on the table: tap ${a}'s chit (row) and ${d}'s (column) together — each shows the battle intensity.</p>
      <div class="pairs" role="group" aria-labelledby="pairs" style="--columns: ${defender + 2}">
        <span class="corner" aria-hidden="true">${a} ↓<br />${d} →</span>
        ${range(defender).map((chit) => html`<span class="head" aria-hidden="true">${chit}</span>`)}
        ${range(attacker).map(
          (x) =>
            html`<span class="head" aria-hidden="true">${x}</span>${range(defender).map(
                (y) => html`<button class="secondary" aria-label="${this.chitName('attacker', x)}, ${this.chitName('defender', y)}, intensity ${x + y}" @click=${() => this.emit('chits', { attacker: x, defender: y })}>${x + y}</button>`,
              )}`,
        )}
      </div>
      <button class="secondary" @click=${() => this.choose('secret')}>Pick in secret on this tablet</button>`;
  }

  private buttons(side: Turn) {
    const cap = this.caps[side];
    const who = this.who(side);
    return html`${side === 'defender' ? html`<p class="turn" role="status">${this.who('attacker')}'s chit is in — hand the tablet to ${this.who('defender')}</p>` : nothing}
      <p class="turn" id="turn">${who} picks a chit — ${side === 'attacker' ? this.who('defender') : this.who('attacker')}, look away</p>
      ${cap === 0 ? html`<p>No leader in charge: the chit is 0.</p>` : nothing}
      <div class="chits" role="group" aria-labelledby="turn">
        ${Array.from({ length: cap + 1 }, (_, chit) => html`<button class="secondary" aria-label="${who}'s chit ${chit}" @click=${() => this.pick(side, chit)}>${chit}</button>`)}
      </div>`;
  }

  /** The chits are the next step once both sides are picked (on a phone, below the roster's taps): brought into sight. */
  override firstUpdated(): void {
    this.scrollIntoView({ block: 'nearest' });
  }

  override render() {
    if (this.way === 'table') return this.renderPairs();
    const back = html`<button class="secondary" @click=${() => this.choose('table')}>Revealed on the table instead</button>`;
    return this.turn === 'attacker'
      ? html`${this.buttons('attacker')} ${back}`
      : html`${this.buttons('defender')} <button class="secondary" @click=${() => this.startOver()}>Start over</button> ${back}`;
  }
}

if (!customElements.get('adj-wbts-chits')) customElements.define('adj-wbts-chits', WbtsChitEntry);

declare global {
  interface HTMLElementTagNameMap {
    'adj-wbts-chits': WbtsChitEntry;
  }
}
