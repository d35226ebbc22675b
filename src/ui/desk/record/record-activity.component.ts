import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { guard } from 'lit/directives/guard.js';
import '../../combat-log/combat-log';
import type { AdjEvent } from '../../events';
import { theme } from '../../theme';
import { DeskActivity } from '../activity';
import { afterPaint } from '../../idle';
import { deskStyles } from '../desk.styles';
import type { CombatRecord } from '../../../store/records';
import { stillToApply } from '../controllers/card';
import type { DeskSession } from '../session';
import { recordStyles } from './record-activity.styles';

/**
 * The record of the game: its log (checked against its audit chain), how the dice fell and each
 * side's luck, the reports to print, the hand-over to another tablet and play at a distance.
 */
export class AdjRecordActivity extends DeskActivity {
  static override styles = [theme, deskStyles, recordStyles];

  /** A message for this game handed in by a link (/games/<id>/message#…), for the distance panel to take in. */
  @property() incoming = '';
  /**
   * The panels below the log, their code fetched and drawn once the log is on screen: the first
   * drawing of the record is what a player sees first, and costs only the log's code (a page with a
   * message for this game to take in fetches them at once).
   */
  @state() private below = false;
  private belowAsked = false;

  override updated(): void {
    if (this.belowAsked || !this.session?.game) return;
    this.belowAsked = true;
    const load = () => void import('./below-the-log').then(() => (this.below = true));
    if (this.incoming) load();
    else afterPaint(load);
  }

  override render() {
    const session = this.session;
    const game = session?.game;
    if (!session || !game) return nothing;
    const { log } = session;
    const turn = session.turns.campaign?.record.turn ?? 1;
    return html`<section class="panel" aria-labelledby="log-title">
        <div class="log-head">
          <h2 id="log-title">Log</h2>
          <button class="secondary" @click=${() => void this.undo(session)}>Undo the last applied result</button>
        </div>
        ${guard([game, log.chain, log.combats, log.total, log.complete, session.units], () =>
          html`<adj-combat-log
            .game=${game}
            .chain=${log.chain}
            .combats=${log.combats}
            total=${log.total}
            ?complete=${log.complete}
            .toApply=${this.toApply(session)}
            @need-all=${() => void log.loadWhole()}
            @entry-apply=${(e: AdjEvent<'entry-apply'>) => void this.applyEntry(session, e.detail)}
          ></adj-combat-log>`,
        )}
      </section>
      ${this.below ? this.renderBelow(session, game.id, turn) : nothing}`;
  }

  private renderBelow(session: DeskSession, gameId: string, turn: number) {
    const { log } = session;
    return html`<section class="panel" aria-labelledby="luck-title">
        <h2 id="luck-title">How the dice fell</h2>
        ${guard([log.combats, log.total, log.complete], () =>
          html`<adj-luck-report .combats=${log.combats} .sides=${session.desk?.rules.sides} ?whole=${log.complete || log.combats.length >= log.total} @need-all=${() => void log.loadWhole()}></adj-luck-report>`,
        )}
      </section>
      <section class="panel" aria-labelledby="reports-title">
        <h2 id="reports-title">Reports</h2>
        <div class="reports">
          <a class="button secondary" href="/games/${encodeURIComponent(gameId)}/report/${turn}" data-nav>Report of turn ${turn}, to print</a>
          <a class="button secondary" href="/games/${encodeURIComponent(gameId)}/report" data-nav>Report of the whole campaign</a>
        </div>
      </section>
      <section class="panel" aria-label="Hand this game to another tablet">
        <adj-handover .db=${session.db} gameId=${gameId} logSize=${log.total} .checker=${session.chartChecker} @log-received=${() => void session.reopenLog()}></adj-handover>
      </section>
      <section class="panel" aria-label="Play at a distance">
        <adj-distance .db=${session.db} gameId=${gameId} .engine=${session.engine} .attacks=${() => session.declarable()} incoming=${this.incoming} @log-received=${() => void session.reopenLog()}></adj-distance>
      </section>`;
  }

  private async undo(session: DeskSession): Promise<void> {
    await session.log.undo();
  }

  /** Which entries the log offers to apply: those rolled at the desk whose result is not on the units now, and not rolled again since. */
  private toApply(session: DeskSession): (entry: CombatRecord) => boolean {
    const rules = session.desk?.rules;
    const units = session.unitMap;
    const rerolled = new Set(session.log.combats.map((c) => c.rerollOf));
    return (entry) => rules !== undefined && !rerolled.has(entry.id) && stillToApply(entry, rules, units);
  }

  /** A logged result to apply: the combat activity shows it, with its losses to share out and Apply. */
  private async applyEntry(session: DeskSession, id: number): Promise<void> {
    const entry = session.log.combats.find((c) => c.id === id);
    if (!entry) return;
    session.goTo('combat');
    // The combat's part is fetched here, not with the record: a record opened only to be read never runs it.
    const { combatPart } = await import('../combat/combat-part');
    await combatPart(session).roller.showLogged(entry);
  }
}
