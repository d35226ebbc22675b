import { LitElement, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { ChartChecker } from '../../store/charts';
import type { AdjutantDb } from '../../store/db';
import type { Fork } from '../../store/handover';
import type { CombatRecord } from '../../store/records';
import { combatSides } from '../../store/report';
import { theme } from '../theme';
import { handoverStyles } from './handover.styles';

/** One log entry in a line: when, who, the dice and the result. */
function entryLine(c: CombatRecord): string {
  const sides = combatSides(c.input);
  return `${new Date(c.at).toLocaleString()} · ${sides ? `${sides} · ` : ''}dice ${c.dice.map((d) => d.face).join(', ') || 'none'} · ${c.outcome.label}`;
}

/**
 * Keeps two tablets' logs of one game in step by file: the other tablet exports the game, and this
 * takes in the entries logged there since. Entries already here are recognised; a fork is shown and nothing is overwritten.
 */
export class AdjHandover extends LitElement {
  static override styles = [theme, handoverStyles];

  @property({ attribute: false }) db?: AdjutantDb;
  @property() gameId = '';
  /** Checks the player's charts the file carries (the engine). */
  @property({ attribute: false }) checker?: ChartChecker;
  @state() private note = '';
  @state() private fork: Fork | undefined;

  private async take(event: Event): Promise<void> {
    const input = event.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (!file || !this.db) return;
    this.fork = undefined;
    let data: unknown;
    try {
      data = JSON.parse(await file.text());
    } catch {
      this.note = `${file.name} is not a JSON file: nothing was taken in.`;
      return;
    }
    const { receiveGame } = await import('../../store/handover');
    const result = await receiveGame(this.db, this.gameId, data, Date.now(), this.checker);
    if (result.ok) {
      this.note =
        result.added === 0
          ? `Nothing new in ${file.name}: its ${result.recognised} entries are already in this log.`
          : `Took in ${result.added} ${result.added === 1 ? 'entry' : 'entries'} from ${file.name}; ${result.recognised} already here.`;
      if (result.added > 0) this.dispatchEvent(new CustomEvent('log-received', { bubbles: true, composed: true }));
    } else if ('fork' in result) {
      this.note = `The two logs part after entry ${result.fork.shared}: nothing was changed.`;
      this.fork = result.fork;
    } else {
      this.note = `${file.name} was not taken in; nothing has changed. ${result.errors
        .slice(0, 4)
        .map((e) => (e.path ? `${e.path}: ${e.message}` : e.message))
        .join(' ')}`;
    }
  }

  override render() {
    const fork = this.fork;
    return html`<label class="button secondary"
        >Take in this game's log from another tablet…
        <input class="visually-hidden" type="file" accept=".json,application/json" @change=${this.take} />
      </label>
      <p role="status">${this.note}</p>
      ${fork
        ? html`<div class="fork">
            <dl>
              <dt>Here, ${fork.oursAfter} ${fork.oursAfter === 1 ? 'entry' : 'entries'} from</dt>
              <dd>${entryLine(fork.ours)}</dd>
              <dt>On the other tablet, ${fork.theirsAfter} ${fork.theirsAfter === 1 ? 'entry' : 'entries'} from</dt>
              <dd>${entryLine(fork.theirs)}</dd>
            </dl>
            <p>Both tablets rolled after the same entry. Agree at the table which roll stands; this log is kept as it is.</p>
          </div>`
        : nothing}`;
  }
}
