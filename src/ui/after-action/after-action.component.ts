import { LitElement, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { type ReportTurn, reportTurns } from '../../campaign/after-action';
import { type CampaignScope, turnsOf } from '../../campaign/scope';
import { readCampaign } from '../../store/campaign-read';
import { GAME_NAMES } from '../../engine/core/source';
import { navigate } from '../../router';
import { readLog } from '../../store/combats';
import type { AdjutantDb } from '../../store/db';
import type { CombatRecord, GameRecord } from '../../store/records';
import { combatSides, diceOrigin } from '../../store/report';
import { theme } from '../theme';
import { appliedLines } from '../../desk/unit-history';
import type { UnitField } from '../../desk/rules';
import { loadRules } from '../../games';
import { safeGameName } from '../../store/game-name';
import { afterActionStyles } from './after-action.styles';

const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One entry as the report prints it: what was fought or rolled, the dice, the result, what to do, what it did to the units, and how it was read. */
function renderEntry(n: number, c: CombatRecord, fields: readonly UnitField[]) {
  const changed = appliedLines(c.applied, fields);
  const flags = [c.rerollOf !== undefined ? 're-roll' : '', c.undone ? 'result undone' : ''].filter(Boolean);
  return html`<li>
    <strong>#${n} ${c.outcome.label}</strong>${flags.map((f) => html`<span class="flag">${f}</span>`)}
    <div>${combatSides(c.input)}</div>
    <div class="meta">
      ${WHEN.format(c.at)} · dice ${c.dice.map((d) => `${d.purpose} ${d.face}`).join('; ') || 'none'} (${diceOrigin(c)})
    </div>
    ${c.outcome.checklist.length > 0 ? html`<ul>${c.outcome.checklist.map((item) => html`<li>${item}</li>`)}</ul>` : nothing}
    ${changed.length > 0
      ? html`<div class="applied">
          ${c.undone ? 'Applied, then undone:' : 'Applied:'}
          <ul aria-label="What #${n} did to the units">
            ${changed.map((line) => html`<li>${line}</li>`)}
          </ul>
        </div>`
      : nothing}
    ${c.steps.length > 0
      ? html`<ol class="steps" aria-label="How #${n} was read">
          ${c.steps.map((s) => html`<li>${s.title}: ${s.detail} <span class="source">[${s.source}]</span></li>`)}
        </ol>`
      : nothing}
  </li>`;
}

function renderTurn(t: ReportTurn, fields: readonly UnitField[]) {
  return html`<section class="turn" aria-label=${t.turn === undefined ? 'Before turns were kept' : `Turn ${t.turn}`}>
    <h2>${t.turn === undefined ? 'Before turns were kept' : `Turn ${t.turn}`}</h2>
    ${t.phases.map(
      (p) => html`${p.phase ? html`<h3>${p.phase}</h3>` : nothing}
        <ol class="entries">
          ${p.entries.map(({ n, entry }) => renderEntry(n, entry, fields))}
        </ol>`,
    )}
  </section>`;
}

/**
 * A game's after-action report, for the browser's print: one turn or the whole campaign, its
 * combats and rolls by turn and phase, each with its dice, result and the rules it was read by.
 */
export class AdjAfterAction extends LitElement {
  static override styles = [theme, afterActionStyles];

  @property({ attribute: false }) db?: AdjutantDb;
  @property() gameId = '';
  /** The turn reported; 0 for the whole campaign. */
  @property({ type: Number }) turn = 0;

  @state() private game: GameRecord | null | undefined;
  @state() private log: readonly CombatRecord[] = [];
  /** The game's unit fields, for the units' changes in its words. */
  @state() private fields: readonly UnitField[] = [];

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('gameId') || changed.has('db')) void this.load();
  }

  private async load(): Promise<void> {
    if (!this.db) return;
    const { game, entries } = await readLog(this.db, this.gameId);
    this.fields = game ? ((await loadRules(game.rules, game.campaign?.game)).desk?.rules.unitFields ?? []) : [];
    this.log = entries;
    this.game = game ?? null;
  }

  private scope(): CampaignScope {
    return this.turn ? { kind: 'turn', turn: this.turn } : { kind: 'campaign' };
  }

  private choose(turn: number): void {
    navigate({ name: 'report', gameId: this.gameId, ...(turn ? { turn } : {}) });
  }

  override render() {
    const game = this.game;
    if (game === undefined) return html`<p>Opening the report…</p>`;
    if (game === null) return html`<h1>Game not found</h1><p><a href="/" data-nav>Back to your games</a></p>`;
    const turns = reportTurns(this.log, this.scope());
    const record = readCampaign(game.campaign).record;
    const count = turns.reduce((sum, t) => sum + t.phases.reduce((s, p) => s + p.entries.length, 0), 0);
    return html`<h1>After-action report: ${safeGameName(game.name)}</h1>
      <p class="meta">
        ${GAME_NAMES[game.rules]}${game.scenario ? ` · scenario ${game.scenario}` : ''} · ${this.turn ? `turn ${this.turn}` : 'the whole campaign'} · ${count}
        ${count === 1 ? 'entry' : 'entries'} · the game stands at turn ${record.turn}${record.phaseName ? `, ${record.phaseName}` : ''}
      </p>
      <div class="controls">
        <label
          >Report on
          <select @change=${(e: Event) => this.choose(Number((e.target as HTMLSelectElement).value))}>
            <option value="0" ?selected=${this.turn === 0}>The whole campaign</option>
            ${turnsOf(this.log).map((t) => html`<option value=${t} ?selected=${this.turn === t}>Turn ${t}</option>`)}
          </select></label
        >
        <button @click=${() => window.print()}>Print</button>
        <a class="button secondary" href="/games/${encodeURIComponent(game.id)}" data-nav>Back to the game</a>
      </div>
      ${turns.length === 0 ? html`<p>Nothing was logged ${this.turn ? `in turn ${this.turn}` : 'yet'}.</p>` : turns.map((t) => renderTurn(t, this.fields))}`;
  }
}
