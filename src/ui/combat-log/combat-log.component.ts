import { type PropertyValues, css, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { type ChainReport, describeChain } from '../../store/chain';
import { type EntryVerdict, type LogVerdict, keyWords } from '../../store/log-audit';
import type { CombatRecord } from '../../store/records';
import { type ReportGame, combatSides as sides, logReport, reportFileBase } from '../../store/report';
import { AdjElement } from '../adj-element';
import { theme } from '../theme';
import { turnsOf } from '../../campaign/scope';
import '../share-report/share-report';

const PAGE = 30;
const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'short' });

/** The player's own charts a combat read, as its steps name them (with their fingerprint). */
function chartsRead(c: CombatRecord): string[] {
  return [...new Set(c.steps.map((s) => s.source).filter((s) => s.includes(': your chart "')))];
}

/** Where checking the whole log against its audit chain stands: only a log checked whole is said to be verified. */
export type LogCheck =
  | { readonly state: 'checking' }
  | { readonly state: 'checked'; readonly report: ChainReport; readonly verdict?: LogVerdict | undefined }
  | { readonly state: 'failed'; readonly message: string };

/** What a check on one tablet can and cannot catch, said beside its verdict. */
export const SINGLE_TABLET =
  'This check finds an entry changed, added, removed or moved, and any entry not signed by the key it names. It cannot find a log rewritten and signed again on this tablet: only the other player’s tablet or file can, at the next hand-over or message, or with npm run verify given both files.';

/** One entry's verdict in a line. */
function verdictLine(v: EntryVerdict): string {
  if (v.problems.length > 0) return v.problems.join('; ');
  if (v.unproven.length > 0) return v.unproven.join('; ');
  const dice = v.twoParty === 'settled' ? ' · dice fixed by both players' : v.twoParty === 'abandoned' ? ' · declared, never settled' : '';
  return v.signedBy ? `Signed by ${keyWords(v.signedBy)}${dice}` : '';
}

/** Every combat of the game, newest first, with its dice and where they came from; filterable. */
export class AdjCombatLog extends AdjElement {
  static override styles = [
    theme,
    css`
      :host {
        display: block;
      }
      .filters {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
        align-items: center;
      }
      .filters input {
        flex: 1 1 12rem;
      }
      .filters label {
        display: flex;
        gap: 0.4rem;
        align-items: center;
      }
      ol {
        list-style: none;
        padding: 0;
        margin: 0.5rem 0;
        display: grid;
        gap: 0.4rem;
      }
      li {
        border: 1px solid var(--adj-border);
        border-radius: var(--adj-radius);
        padding: 0.5rem 0.75rem;
        background: var(--adj-surface);
      }
      /*
       * Entries further down cost no layout or paint until scrolled to. Not the first dozen, a first
       * screen at any size: an element whose content-visibility is auto is laid out in a pass of its
       * own once found on screen, and the log's first frame would pay for a second pass.
       */
      li:nth-child(n + 13) {
        content-visibility: auto;
        contain-intrinsic-size: auto 5.5rem;
      }
      .meta {
        color: var(--adj-muted);
        font-size: 0.9rem;
      }
      .chain {
        font-size: 0.9rem;
        color: var(--adj-ok);
        margin-top: 0.4rem;
      }
      .chain.checking {
        color: var(--adj-muted);
      }
      .chain.broken {
        color: var(--adj-danger);
        font-weight: 600;
      }
      .apply {
        display: flex;
        align-items: center;
        gap: 0.5rem;
        margin-top: 0.4rem;
      }
      .apply .flag {
        margin-left: 0;
      }
      .verdict {
        font-size: 0.85rem;
        color: var(--adj-muted);
      }
      .verdict.problem {
        color: var(--adj-danger);
        font-weight: 600;
      }
      .chain .limits {
        display: block;
        color: var(--adj-muted);
        font-weight: normal;
        margin-top: 0.2rem;
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
  /** The game the log is of, named in the shared report. */
  @property({ attribute: false }) game?: ReportGame;
  /** What checking the whole log found (the desk asks the auditor, off the page, whenever the log changes). */
  @property({ attribute: false }) chain: LogCheck = { state: 'checking' };
  /** Whether an entry's result is still to be applied to the units, and can be from here (the desk says, by the game's rules). */
  @property({ attribute: false }) toApply: (entry: CombatRecord) => boolean = () => false;
  @state() private filter = '';
  /** The turn the log is narrowed to; 0 for every turn. */
  @state() private turn = 0;
  @state() private shown = PAGE;
  /** The whole log as a plain-text report, once the whole log is loaded. */
  private report = '';

  /** The whole log as a report, once it is all loaded. */
  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!changed.has('combats') && !changed.has('complete') && !changed.has('total') && !changed.has('game')) return;
    const written = [...this.combats].sort((a, b) => (a.id ?? 0) - (b.id ?? 0));
    const whole = this.complete || this.combats.length >= this.total;
    this.report = whole && this.game && written.length > 0 ? logReport(this.game, written) : '';
  }

  private renderChain() {
    const chain = this.chain;
    if (chain.state === 'checked' && chain.report.ok && chain.report.chained + chain.report.unchained === 0) return nothing;
    if (chain.state === 'checking') return html`<div class="chain checking" role="status">Checking the whole log…</div>`;
    if (chain.state === 'failed') return html`<div class="chain broken" role="status">${chain.message}</div>`;
    const verdict = chain.verdict;
    if (!verdict) return html`<div class="chain ${chain.report.ok ? '' : 'broken'}" role="status">${describeChain(chain.report)}</div>`;
    return html`<div class="chain ${verdict.holds ? '' : 'broken'}" role="status">
      ${verdict.summary} ${verdict.general.map((g) => html`<div>${g}.</div>`)}
      <span class="limits">${SINGLE_TABLET}</span>
    </div>`;
  }

  private renderVerdict(v: EntryVerdict | undefined) {
    const line = v ? verdictLine(v) : '';
    return line ? html`<div class="verdict ${v && v.problems.length > 0 ? 'problem' : ''}">${line}</div>` : nothing;
  }

  /** Asks for the rest of the log when the player searches it or pages past what is loaded. */
  private needAll(): void {
    if (!this.complete) this.emit('need-all');
  }

  private more(): void {
    this.shown += PAGE;
    if (this.shown > this.combats.length) this.needAll();
  }

  /** Sharing the log: the whole of it, so a log not yet all loaded is loaded first. */
  private renderShare() {
    if (!this.game || this.combats.length === 0) return nothing;
    return this.report
      ? html`<adj-share-report what="the log" heading="Combat log" .text=${this.report} fileBase=${reportFileBase(this.game, 'log')}></adj-share-report>`
      : html`<button class="secondary" @click=${() => this.needAll()}>Load the whole log to share it</button>`;
  }

  override render() {
    const q = this.filter.trim().toLowerCase();
    const rerolled = new Set(this.combats.map((c) => c.rerollOf).filter((x) => x !== undefined));
    const byText = q ? this.combats.filter((c) => `${c.outcome.label} ${sides(c.input)}`.toLowerCase().includes(q)) : this.combats;
    const matching = this.turn ? byText.filter((c) => c.when?.turn === this.turn) : byText;
    const narrowed = q !== '' || this.turn !== 0;
    const verdicts = this.chain.state === 'checked' && this.chain.verdict ? new Map(this.chain.verdict.entries.map((v) => [v.id, v])) : undefined;
    return html`<div class="filters">
        <input type="search" aria-label="Filter the log" placeholder="Filter by unit or result" .value=${this.filter} @input=${(e: Event) => {
          this.filter = (e.target as HTMLInputElement).value;
          this.needAll();
        }} />
        <label
          >Turn
          <select
            @change=${(e: Event) => {
              this.turn = Number((e.target as HTMLSelectElement).value);
              this.needAll();
            }}
          >
            <option value="0" ?selected=${this.turn === 0}>Every turn</option>
            ${turnsOf(this.combats).map((t) => html`<option value=${t} ?selected=${this.turn === t}>Turn ${t}</option>`)}
          </select></label
        >
      </div>
      ${this.renderChain()}
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
                ${c.when ? html`<div class="meta">Turn ${c.when.turn}${c.when.phase ? `, ${c.when.phase}` : ''}</div>` : nothing}
                ${chartsRead(c).map((source) => html`<div class="meta">Read from ${source}</div>`)}
                <div class="meta">
                  ${WHEN.format(c.at)} · dice ${c.dice.map((d) => d.face).join(', ') || 'none'}
                  (${c.dice.some((d) => d.source.kind === 'physical') ? 'typed in' : c.twoParty ? 'fixed by both players' : c.dice.length ? 'rolled by the app' : 'no roll'})
                </div>
                ${this.renderVerdict(verdicts?.get(c.id))}
                ${this.toApply(c)
                  ? html`<div class="apply"><span class="flag">not applied</span><button class="secondary" aria-label="Apply “${c.outcome.label}” to the units…" @click=${() => this.emit('entry-apply', c.id ?? 0)}>Apply…</button></div>`
                  : nothing}
              </li>`,
            )}
          </ol>`}
      ${this.renderShare()}
      ${(narrowed ? matching.length : Math.max(this.total, this.combats.length)) > this.shown
        ? html`<button class="secondary" @click=${this.more}>Show more</button>`
        : nothing}`;
  }
}
