import { html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import type { UnitField } from '../../desk/rules';
import { type UnitChange, unitHistory } from '../../desk/unit-history';
import type { CombatRecord, UnitRecord } from '../../store/records';
import { AdjElement } from '../adj-element';
import { theme } from '../theme';
import { unitHistoryStyles } from './unit-history.styles';

const AT = new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'short' });

/** The turn and phase an entry was made in, when the game kept them: "Turn 2, Action Phase". */
function turnWords(change: UnitChange): string {
  if (!change.when) return '';
  return `Turn ${change.when.turn}${change.when.phase ? `, ${change.when.phase}` : ''}`;
}

/**
 * One unit's history, behind a History button: each applied result that changed it, oldest first,
 * with the log entry that made it (its outcome, turn and phase, time) and each value from what to
 * what in the game's words; a result undone since marked so. Only the log entries given are read:
 * while the log is not all read, the player is told and may ask for the rest (`need-all`).
 */
export class AdjUnitHistory extends AdjElement {
  static override styles = [theme, unitHistoryStyles];

  @property({ attribute: false }) unit: UnitRecord | undefined;
  /** The game's unit fields, whose labels and words name each change. */
  @property({ attribute: false }) fields: readonly UnitField[] = [];
  /** The game's log entries, oldest first. */
  @property({ attribute: false }) entries: readonly CombatRecord[] = [];
  /** Whether `entries` is the whole log. */
  @property({ type: Boolean }) complete = false;

  /** The history is shown; it opens and closes behind its History button unless it stands alone. */
  @property({ type: Boolean }) open = false;
  /** Shown on its own (in a sheet of its own): always open, with no History button. */
  @property({ type: Boolean }) alone = false;

  override willUpdate(): void {
    if (this.alone) this.open = true;
  }

  override updated(changed: Map<string, unknown>): void {
    if ((changed.has('open') || changed.has('complete')) && this.open && !this.complete) this.askAll();
  }

  private toggle(): void {
    this.open = !this.open;
  }

  private askAll(): void {
    this.emit('need-all');
  }

  private renderChange(change: UnitChange) {
    const turn = turnWords(change);
    return html`<li class=${change.undone ? 'undone' : ''}>
      <span class="entry">“${change.outcome}”</span>${change.undone ? html` <strong>(undone)</strong>` : nothing}
      <span class="when">${turn ? `${turn} · ` : ''}${AT.format(change.at)}</span>
      <ul class="changes">
        ${change.changes.map((c) => html`<li>${c.label}: ${c.from} → ${c.to}</li>`)}
      </ul>
    </li>`;
  }

  override render() {
    const unit = this.unit;
    if (!unit) return nothing;
    const history = this.open ? unitHistory(unit.id, this.entries, this.fields) : [];
    return html`${this.alone
        ? nothing
        : html`<button class="secondary" aria-expanded=${this.open ? 'true' : 'false'} aria-controls="history" aria-label="History of ${unit.name}" @click=${this.toggle}>History</button>`}
      ${this.open
        ? html`<div id="history" role="region" aria-label="History of ${unit.name}">
            ${!this.complete ? html`<p class="note">Reading the whole log…</p>` : nothing}
            ${history.length === 0
              ? html`<p class="note">No applied result has changed ${unit.name}${this.complete ? '' : ' in the entries read so far'}.</p>`
              : html`<ol aria-label="Changes to ${unit.name}, oldest first">
                  ${history.map((c) => this.renderChange(c))}
                </ol>`}
          </div>`
        : nothing}`;
  }
}
