import { LitElement, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { PastedLine, RosterGame } from '../../desk/roster-text';
import type { GameId } from '../../engine/core/source';
import type { ScenarioChoice } from '../../engine/core/scenarios';
import { loadRules } from '../../games';
import { navigate } from '../../router';
import type { AdjutantDb } from '../../store/db';
import { checkGameName } from '../../store/game-name';
import { type StartingForces, createGame } from '../../store/games';
import { notSaved } from '../../store/write-errors';
import type { RulesOption, ScenarioSource } from './sources';
import { theme } from '../theme';
import { newGameStyles } from './new-game.styles';

const DAY = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** The name a game gets when the player gives none: the game's short name and when it was started. */
export function defaultGameName(rules: RulesOption | undefined, at: number): string {
  const short = rules?.name.split(/[:(,—]/)[0]?.trim() ?? 'Game';
  return `${short.length > 40 ? `${short.slice(0, 39)}…` : short}, ${DAY.format(at)}`;
}

/**
 * A new game in as few taps as the table allows: the game on the table; its scenario, or the
 * player's own roster pasted in one go (each line read as the roster editor reads it, a refused line
 * named, nothing saved until every line reads); a name, or one made from the game and the time; and
 * Start game, which opens its desk.
 */
export class AdjNewGame extends LitElement {
  static override styles = [theme, newGameStyles];

  @property({ attribute: false }) db?: AdjutantDb;
  /** The games whose combats the engine can resolve. */
  @property({ attribute: false }) rules: readonly RulesOption[] = [];
  @property({ attribute: false }) scenarioSource?: ScenarioSource;

  @state() private chosen: GameId | undefined;
  @state() private scenarios: readonly ScenarioChoice[] = [];
  @state() private scenarioId = '';
  /** How many what-if variants are ticked, for the folded list's summary. */
  @state() private variantsChosen = 0;
  /** The roster pasted, as typed, and each line as the game's rules read it. */
  @state() private pasted = '';
  @state() private lines: readonly PastedLine[] = [];
  /** Why the game could not be started, in the player's words: a field and what to do. */
  @state() private problems: readonly string[] = [];
  /** What is wrong with the name typed, when something is. */
  @state() private nameError = '';
  /** The chosen game's roster rules, once its plug-in is in. */
  private rosterGame?: RosterGame;

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('rules') && this.chosen === undefined && this.rules[0]) void this.choose(this.rules[0].id);
  }

  private async choose(rules: GameId): Promise<void> {
    this.chosen = rules;
    this.rosterGame = undefined;
    this.problems = [];
    const [scenarios, plugin] = await Promise.all([this.scenarioSource?.scenarios(rules) ?? [], loadRules(rules)]);
    if (this.chosen !== rules) return;
    this.scenarios = scenarios;
    this.scenarioId = scenarios[0]?.id ?? '';
    this.rosterGame = plugin.desk?.rules;
    this.readRoster(this.pasted);
  }

  private async readRoster(text: string): Promise<void> {
    this.pasted = text;
    if (!this.rosterGame || text.trim() === '') {
      this.lines = [];
      return;
    }
    const { parseRoster } = await import('../../desk/roster-text');
    if (this.pasted === text && this.rosterGame) this.lines = parseRoster(text, this.rosterGame);
  }

  /** The units to start with: the scenario's, or the roster pasted (every line of it read); or why not. */
  private async forces(form: FormData, rules: GameId): Promise<StartingForces | undefined | { readonly refused: readonly string[] }> {
    const scenarioId = String(form.get('scenario') ?? '');
    if (scenarioId && this.scenarioSource) {
      const variants = form.getAll('variant').map(String);
      const setUp = await this.scenarioSource.setUp(rules, scenarioId, variants);
      if (!setUp.ok) return { refused: setUp.errors.map((e) => `Scenario: ${e.message}`) };
      return {
        scenario: [scenarioId, ...variants].join(' + '),
        units: setUp.value.units.map((u) => ({ name: u.name, side: u.side, type: u.type, strength: u.strength, movement: u.movement, placement: u.placement, state: {} })),
      };
    }
    const refused = this.lines.filter((l) => !l.ok);
    if (refused.length > 0) return { refused: refused.map((l) => `Your units, line ${l.line}: ${l.ok ? '' : l.reason}. Fix it, or take the line out.`) };
    const units = this.lines.flatMap((l) => (l.ok ? [l.unit] : []));
    return units.length > 0 ? { units } : undefined;
  }

  private async start(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const rules = this.chosen;
    if (!this.db || !rules) return;
    const form = new FormData(event.target as HTMLFormElement);
    const typed = String(form.get('name') ?? '');
    // Left empty, the game is named for itself and the time; typed, the name must show and fit.
    const checked = checkGameName(typed === '' ? defaultGameName(this.rules.find((r) => r.id === rules), Date.now()) : typed);
    this.nameError = checked.ok ? '' : `${checked.message}.`;
    if (!checked.ok) return;
    const name = checked.name;
    const forces = await this.forces(form, rules);
    if (forces && 'refused' in forces) {
      this.problems = forces.refused;
      return;
    }
    let game;
    try {
      game = await createGame(this.db, name, rules, Date.now(), forces);
    } catch (e) {
      this.problems = [e instanceof RangeError ? `${e.message}.` : notSaved('The new game', e)];
      return;
    }
    this.problems = [];
    navigate({ name: 'desk', gameId: game.id });
  }

  private renderScenarios() {
    const variants = this.scenarios.find((s) => s.id === this.scenarioId)?.variants ?? [];
    return html`<label
        >Scenario
        <select
          name="scenario"
          @change=${(e: Event) => {
            this.scenarioId = (e.target as HTMLSelectElement).value;
            this.variantsChosen = 0;
          }}
        >
          ${this.scenarios.map((s) => html`<option value=${s.id} ?selected=${s.id === this.scenarioId}>${s.name} (turns ${s.turns.first}-${s.turns.last})</option>`)}
          <option value="" ?selected=${this.scenarioId === ''}>No scenario: your own units</option>
        </select>
      </label>
      ${variants.length > 0
        ? // Folded: most games are played as printed, and open the list would push Start game off a landscape screen.
          html`<details class="variants">
            <summary>What-if variants: ${this.variantsChosen === 0 ? 'none, as printed' : `${this.variantsChosen} chosen`}</summary>
            <fieldset @change=${(e: Event) => (this.variantsChosen = (e.currentTarget as HTMLFieldSetElement).querySelectorAll('input:checked').length)}>
              <legend class="visually-hidden">What-if variants</legend>
              ${variants.map((v) => html`<label class="check"><input type="checkbox" name="variant" value=${v.id} />${v.name}</label>`)}
            </fieldset>
          </details>`
        : nothing}`;
  }

  /** The player's own units, pasted in one go; each line read as the roster editor reads it. */
  private renderRoster() {
    const accepted = this.lines.filter((l) => l.ok).length;
    const refused = this.lines.length - accepted;
    const codes = this.rosterGame?.unitFields.map((f) => `${f.code} ${f.label}`).join(', ') ?? '';
    return html`<label
        >Your units (optional)
        <textarea
          name="roster"
          rows="4"
          placeholder="Paste your roster, one unit a line: name, side, type, then each value by its code${codes ? ` (${codes})` : ''}. Or add units at the desk."
          .value=${this.pasted}
          @input=${(e: Event) => void this.readRoster((e.target as HTMLTextAreaElement).value)}
        ></textarea>
      </label>
      ${this.lines.length > 0
        ? html`<p class=${refused > 0 ? 'error' : 'note'} role="status">
            ${accepted} unit${accepted === 1 ? '' : 's'} read${refused > 0 ? `; ${refused} line${refused === 1 ? '' : 's'} to fix: ${this.lines
                  .filter((l) => !l.ok)
                  .slice(0, 3)
                  .map((l) => `line ${l.line}${l.ok ? '' : `, ${l.reason}`}`)
                  .join('; ')}` : '.'}
          </p>`
        : nothing}`;
  }

  override render() {
    const chosen = this.rules.find((r) => r.id === this.chosen);
    return html`<form @submit=${this.start} novalidate>
      <label
        >Game on the table
        <select name="rules" ?disabled=${this.rules.length === 0} @change=${(e: Event) => void this.choose((e.target as HTMLSelectElement).value as GameId)}>
          ${this.rules.length === 0 ? html`<option>Loading games…</option>` : this.rules.map((r) => html`<option value=${r.id} ?selected=${r.id === this.chosen}>${r.name}</option>`)}
        </select>
      </label>
      ${this.scenarios.length > 0 ? this.renderScenarios() : nothing} ${this.scenarioId === '' ? this.renderRoster() : nothing}
      <label
        >Game name (optional)
        <input
          name="name"
          autocomplete="off"
          placeholder=${defaultGameName(chosen, Date.now())}
          aria-invalid=${this.nameError ? 'true' : 'false'}
          aria-describedby=${this.nameError ? 'name-error' : nothing}
        />
      </label>
      ${this.nameError ? html`<p class="error" id="name-error" role="alert">${this.nameError}</p>` : nothing}
      ${this.problems.length > 0
        ? html`<div role="alert">
            <ul class="error">
              ${this.problems.map((p) => html`<li>${p}</li>`)}
            </ul>
          </div>`
        : nothing}
      <button type="submit" ?disabled=${this.rules.length === 0}>Start game</button>
    </form>`;
  }
}
