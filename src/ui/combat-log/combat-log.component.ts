import { LitElement, css, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { CombatRecord } from '../../store/records';
import { theme } from '../theme';

const PAGE = 30;
const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'short' });

/**
 * Names of the units in a logged combat description, for the summary line and the filter: as they
 * were when the combat was rolled (a unit renamed since keeps its old name here, as the table said it).
 * A description lists each side's units as `attackers` and `defenders` by name, or as
 * `attacker.units` and `defender.units` by id.
 */
function sides(input: unknown): string {
  const named = (u: unknown) => (typeof u === 'object' && u !== null ? ('name' in u ? String(u.name) : 'id' in u ? String(u.id) : '?') : '?');
  const names = (list: unknown) => (Array.isArray(list) ? list.map(named).join(', ') : '');
  const unitsOf = (side: unknown) => (typeof side === 'object' && side !== null && 'units' in side ? side.units : undefined);
  if (typeof input !== 'object' || input === null) return '';
  const i = input as Record<string, unknown>;
  const a = names(i.attackers ?? unitsOf(i.attacker));
  const d = names(i.defenders ?? unitsOf(i.defender));
  return a || d ? `${a} → ${d}` : kindWords(i.kind);
}

/** A description's kind in words, for a roll with no sides (a cavalry probe, a random events roll): "randomEvents" → "Random events". */
function kindWords(kind: unknown): string {
  if (typeof kind !== 'string') return '';
  const words = kind.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/-/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Every combat of the game, newest first, with its dice and where they came from; filterable. */
export class AdjCombatLog extends LitElement {
  static override styles = [
    theme,
    css`
      :host {
        display: block;
      }
      input {
        width: 100%;
      }
      ol {
        list-style: none;
        padding: 0;
        margin: 0.5rem 0;
        display: grid;
        gap: 0.4rem;
      }
      li {
        /* Entries off screen cost no layout or paint. */
        content-visibility: auto;
        contain-intrinsic-size: auto 5.5rem;
        border: 1px solid var(--adj-border);
        border-radius: var(--adj-radius);
        padding: 0.5rem 0.75rem;
        background: var(--adj-surface);
      }
      .meta {
        color: var(--adj-muted);
        font-size: 0.9rem;
      }
      .flag {
        font-size: 0.85rem;
        border: 1px solid var(--adj-border);
        border-radius: 999px;
        padding: 0 0.5rem;
        margin-left: 0.4rem;
      }
    `,
  ];

  /** The newest combats, or all of them once `complete`. */
  @property({ attribute: false }) combats: readonly CombatRecord[] = [];
  /** How many combats the game has in all. */
  @property({ type: Number }) total = 0;
  @property({ type: Boolean }) complete = false;
  @state() private filter = '';
  @state() private shown = PAGE;

  /** Asks for the rest of the log when the player searches it or pages past what is loaded. */
  private needAll(): void {
    if (!this.complete) this.dispatchEvent(new CustomEvent('need-all', { bubbles: true, composed: true }));
  }

  private more(): void {
    this.shown += PAGE;
    if (this.shown > this.combats.length) this.needAll();
  }

  override render() {
    const q = this.filter.trim().toLowerCase();
    const rerolled = new Set(this.combats.map((c) => c.rerollOf).filter((x) => x !== undefined));
    const matching = q ? this.combats.filter((c) => `${c.outcome.label} ${sides(c.input)}`.toLowerCase().includes(q)) : this.combats;
    return html`<input type="search" aria-label="Filter the log" placeholder="Filter by unit or result" .value=${this.filter} @input=${(e: Event) => {
        this.filter = (e.target as HTMLInputElement).value;
        this.needAll();
      }} />
      ${matching.length === 0
        ? html`<p>${this.combats.length === 0 ? 'No combats yet.' : 'No combat matches.'}</p>`
        : html`<ol aria-label="Combat log">
            ${matching.slice(0, this.shown).map(
              (c) => html`<li>
                <strong>${c.outcome.label}</strong>
                ${c.undone ? html`<span class="flag">result undone</span>` : nothing}
                ${c.id !== undefined && rerolled.has(c.id) ? html`<span class="flag">re-rolled</span>` : nothing}
                ${c.rerollOf !== undefined ? html`<span class="flag">re-roll</span>` : nothing}
                <div>${sides(c.input)}</div>
                <div class="meta">
                  ${WHEN.format(c.at)} · dice ${c.dice.map((d) => d.face).join(', ') || 'none'}
                  (${c.dice.some((d) => d.source.kind === 'physical') ? 'typed in' : c.dice.length ? 'rolled by the app' : 'no roll'})
                </div>
              </li>`,
            )}
          </ol>`}
      ${(q ? matching.length : Math.max(this.total, this.combats.length)) > this.shown
        ? html`<button class="secondary" @click=${this.more}>Show more</button>`
        : nothing}`;
  }
}
