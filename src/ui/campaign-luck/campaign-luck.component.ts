import { LitElement, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { type CampaignLuck, FEW_ROLLS, type LuckLine, type SideLuck, campaignLuck } from '../../campaign/luck';
import { type CampaignScope, SESSION_GAP_HOURS, type Session, inLogOrder, sessionsOf, turnsOf } from '../../campaign/scope';
import type { SideWords } from '../../desk/rules';
import type { CombatRecord } from '../../store/records';
import { theme } from '../theme';
import { campaignLuckStyles } from './campaign-luck.styles';
import { generatorCheck } from './generator';
import { percent, reading, sideName } from './words';

const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A scope as the picker's option value: "campaign", "session:<start>", "turn:<n>". */
const valueOf = (scope: CampaignScope) => (scope.kind === 'campaign' ? 'campaign' : scope.kind === 'session' ? `session:${scope.start}` : `turn:${scope.turn}`);

function scopeOf(value: string): CampaignScope {
  const [kind, n] = value.split(':');
  if (kind === 'session') return { kind: 'session', start: Number(n) };
  if (kind === 'turn') return { kind: 'turn', turn: Number(n) };
  return { kind: 'campaign' };
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One kind's line, or the side's rolls of every kind together. */
function row(l: LuckLine) {
  return html`<tr class=${l.kind === undefined ? 'all' : ''}>
    <th scope="row">${l.kind ?? 'All kinds'}</th>
    <td>${l.rolls}</td>
    <td>${l.worse}</td>
    <td>${l.expected.toFixed(1)}</td>
    <td><strong>${percent(l.atLeastAsBad)}</strong>: <span class="meta">${reading(l.atLeastAsBad)}</span></td>
  </tr>`;
}

/**
 * Each side's luck in the campaign, kind of roll by kind, over the whole campaign, a session or a
 * turn: how many results were worse than par for the side, how many fair dice give on average, and
 * the exact chance of doing at least this badly; then the app's own generator checked over the log.
 */
export class AdjCampaignLuck extends LitElement {
  static override styles = [theme, campaignLuckStyles];

  /** The game's whole log. */
  @property({ attribute: false }) combats: readonly CombatRecord[] = [];
  /** The game's sides, for their names; without them a side is named as the log keeps it. */
  @property({ attribute: false }) sides: readonly SideWords[] | undefined;
  @state() private scope: CampaignScope = { kind: 'campaign' };

  private sessions: readonly Session[] = [];
  private turns: readonly number[] = [];
  private luck: CampaignLuck | undefined;

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('combats')) {
      const log = inLogOrder(this.combats);
      this.sessions = sessionsOf(log);
      this.turns = turnsOf(this.combats);
      // A scope the log no longer has (another game's session) goes back to the whole campaign.
      if (!this.picks().some(([value]) => value === valueOf(this.scope))) this.scope = { kind: 'campaign' };
    }
    if (changed.has('combats') || changed.has('scope')) this.luck = campaignLuck(this.combats, this.scope);
  }

  private picks(): [string, string][] {
    return [
      ['campaign', 'The whole campaign'],
      ...this.sessions.map((s): [string, string] => [`session:${s.start}`, `The session from ${WHEN.format(s.start)} (${count(s.entries.length, 'entry', 'entries')})`]),
      ...this.turns.map((t): [string, string] => [`turn:${t}`, `Turn ${t}`]),
    ];
  }

  private side(s: SideLuck) {
    const name = sideName(s.side, this.sides);
    return html`<section aria-label=${name}>
      <table>
        <caption>${name}</caption>
        <tr>
          <th scope="col">Kind of roll</th>
          <th scope="col">Rolls</th>
          <th scope="col">Worse than par</th>
          <th scope="col">Fair dice: expected</th>
          <th scope="col">Chance of doing at least this badly</th>
        </tr>
        ${s.kinds.map(row)} ${s.kinds.length > 1 ? row(s.all) : nothing}
      </table>
      ${s.all.rolls < FEW_ROLLS
        ? html`<p class="meta caveat">Only ${count(s.all.rolls, 'roll', 'rolls')}: too few to say much; one result either way moves the chance a long way.</p>`
        : nothing}
    </section>`;
  }

  override render() {
    const luck = this.luck;
    if (!luck) return nothing;
    const current = valueOf(this.scope);
    return html`<h3>Each side's luck</h3>
      <label class="scope"
        >Over
        <select @change=${(e: Event) => (this.scope = scopeOf((e.target as HTMLSelectElement).value))}>
          ${this.picks().map(([value, words]) => html`<option value=${value} ?selected=${value === current}>${words}</option>`)}
        </select></label
      >
      <p class="meta">A session: entries with no break of more than ${SESSION_GAP_HOURS} hours between one and the next.</p>
      <p id="counts">
        ${count(luck.rolls, 'roll', 'rolls')}${luck.notRanked > 0 ? html`, of which ${luck.notRanked} not ranked` : nothing}.
      </p>
      ${luck.notRanked > 0
        ? html`<p class="meta" id="not-ranked">
            Not ranked: a roll whose results the game does not order (a table roll), whose result was certain, whose attackers were on
            no one side, or logged before rolls kept their sides and standings. They are left out, never guessed.
          </p>`
        : nothing}
      ${luck.sides.length === 0
        ? html`<p>No ranked rolls here.</p>`
        : html`<p class="meta">
              A result is worse than par for a side when the results better for it had more than half the chance between them. The chance
              of doing at least this badly is the exact chance that fair dice give as many such results or more in these same rolls.
            </p>
            ${luck.sides.map((s) => this.side(s))}`}
      ${generatorCheck(luck.fairness)}`;
  }
}
