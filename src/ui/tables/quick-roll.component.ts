import { LitElement, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { EngineAnswer } from '../../engine/api';
import type { Resolution } from '../../engine/core/combat';
import type { FieldError } from '../../engine/core/errors';
import { type QuickRoll, type QuickRollForm, initialForm, quickRollDescription, withItemAdded, withItemRemoved } from '../../engine/core/quick-roll';
import { type RngState, seedFromCrypto, withFreshEntropy } from '../../engine/core/rng';
import type { DiceInput } from '../../engine/engine';
import type { AdjutantDb } from '../../store/db';
import { notSaved } from '../../store/write-errors';
import { whyFailed } from '../../store/why-failed';
import type { AdjEvent } from '../events';
import { watchLargeText } from '../large-text';
import { theme } from '../theme';
import { placeErrors, renderFields } from './quick-roll-fields';
import { type ResultRecord, renderQuickResult } from './quick-roll-result';
import { gameDice, logQuickRoll } from './quick-roll-store';
import { getGame } from '../../store/games';
import { readCampaign } from '../../store/campaign-read';
import { quickRollStyles } from './quick-roll.styles';
import '../dice-entry/dice-entry';
import './table-apply';
import type { SavedRoll } from './table-apply.component';

/** What a quick roll needs from the engine worker. */
export interface QuickRollEngine {
  resolve(input: unknown, dice: DiceInput): Promise<EngineAnswer<Resolution>>;
}

/** Without a game, rolls come from one generator seeded afresh for the session, and are not saved. */
let sessionRng: RngState | undefined;

/** The field path a roll's night modifier is asked by. */
const NIGHT = 'night';

type Ask = 'generator' | 'lookup' | { readonly physical: readonly number[] };

/**
 * One table rolled or looked up on its own: the engine's fields for it, Roll (the app's generator)
 * or the dice rolled at the table, and the result with each step and its source. Opened from a
 * saved game, the roll uses that game's generator and is in its log before it is shown.
 */
export class AdjQuickRoll extends LitElement {
  static override styles = [theme, quickRollStyles];

  constructor() {
    super();
    watchLargeText(this);
  }

  @property({ attribute: false }) roll?: QuickRoll;
  @property({ attribute: false }) engine?: QuickRollEngine;
  @property({ attribute: false }) db?: AdjutantDb;
  /** The saved game whose generator rolls and whose log keeps the rolls; empty for none. */
  @property() gameId = '';

  @state() private form: QuickRollForm = { values: {}, lists: {} };
  @state() private errors: readonly FieldError[] = [];
  @state() private message = '';
  @state() private entering?: { readonly faces: readonly number[]; readonly purpose: string };
  @state() private result?: { readonly resolution: Resolution; readonly record: ResultRecord };
  @state() private busy = false;
  /** The roll saved last in the game's log, for applying to a unit. */
  @state() private saved?: SavedRoll;
  /** The game's turn record says it is night, and the roll's Night was ticked for it. */
  @state() private nightFromRecord = false;

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('roll') && this.roll) {
      this.form = initialForm(this.roll);
      this.errors = [];
      this.message = '';
      this.entering = undefined;
      this.result = undefined;
      this.saved = undefined;
      this.nightFromRecord = false;
      void this.fromTurnRecord(this.roll);
    }
  }

  /** A roll with a Night field, opened from a game whose turn record stands at a night turn, starts ticked for night. */
  private async fromTurnRecord(roll: QuickRoll): Promise<void> {
    if (!this.db || !this.gameId || !roll.fields.some((f) => f.type === 'flag' && f.path === NIGHT)) return;
    const game = await getGame(this.db, this.gameId);
    if (!game || this.roll !== roll || !readCampaign(game.campaign).record.night) return;
    this.nightFromRecord = true;
    this.setForm({ ...this.form, values: { ...this.form.values, [NIGHT]: true } });
  }

  private setForm(form: QuickRollForm, changedPath?: string): void {
    this.form = form;
    this.entering = undefined;
    if (changedPath !== undefined) this.errors = this.errors.filter((e) => e.path !== changedPath);
  }

  /** The fields as a picked unit's record fills them in. */
  private prefill(values: Readonly<Record<string, string | boolean>>): void {
    this.setForm({ ...this.form, values: { ...this.form.values, ...values } });
    this.errors = this.errors.filter((e) => !(e.path in values));
  }

  private async ask(how: Ask): Promise<void> {
    const roll = this.roll;
    if (!roll || !this.engine || this.busy) return;
    this.busy = true;
    this.message = '';
    this.result = undefined;
    this.saved = undefined;
    try {
      const { values } = this.form;
      const input = quickRollDescription(roll, this.form);
      const db = how === 'lookup' || !this.gameId ? undefined : this.db;
      let rng: RngState | undefined;
      if (db) {
        const game = await gameDice(db, this.gameId, String(roll.base['game']));
        if (!game.ok) {
          this.message = game.failure.message;
          return;
        }
        rng = game.rng;
      }
      const dice: DiceInput = how === 'lookup' ? { physical: [] } : how === 'generator' ? { rng: withFreshEntropy(rng ?? (sessionRng ??= seedFromCrypto())) } : { physical: how.physical };
      const answer = await this.engine.resolve(input, dice);
      if (!answer.ok) {
        if ('missingDie' in answer && 'physical' in dice) this.entering = { faces: dice.physical, purpose: answer.missingDie };
        else this.errors = answer.errors;
        return;
      }
      const resolution = answer.value;
      if (db) {
        // Saved before it is shown, so a result on screen is always in the log.
        try {
          this.saved = { entry: await logQuickRoll(db, this.gameId, input, resolution), values };
        } catch (e) {
          this.message = `${notSaved('The roll', e)} It is not shown.`;
          return;
        }
      } else if (resolution.rngAfter) {
        sessionRng = resolution.rngAfter;
      }
      this.errors = [];
      this.entering = undefined;
      this.result = { resolution, record: how === 'lookup' ? 'lookup' : db ? 'saved' : 'unsaved' };
    } catch (e) {
      this.message = `Nothing was rolled: ${whyFailed(e)}`;
    } finally {
      this.busy = false;
    }
  }

  private renderActions(roll: QuickRoll) {
    if (roll.action === 'lookup') return html`<div class="actions"><button ?disabled=${this.busy} @click=${() => this.ask('lookup')}>Look up</button></div>`;
    return html`<div class="actions">
      <button ?disabled=${this.busy} @click=${() => this.ask('generator')}>Roll</button>
      <button class="secondary" ?disabled=${this.busy} @click=${() => this.ask({ physical: [] })}>Enter dice</button>
    </div>`;
  }

  private renderEntering(entering: { readonly faces: readonly number[]; readonly purpose: string }) {
    return html`<div class="entering" role="group" aria-label="Enter the dice">
      <adj-dice-entry purpose=${entering.purpose} @die=${(e: AdjEvent<'die'>) => this.ask({ physical: [...entering.faces, e.detail] })}></adj-dice-entry>
      <button class="secondary" @click=${() => (this.entering = undefined)}>Cancel</button>
    </div>`;
  }

  override render() {
    const roll = this.roll;
    if (!roll) return nothing;
    const { byPath, general } = placeErrors(roll, this.form, this.errors);
    return html`<h3 id="quick-roll-title">${roll.title}</h3>
      <p class="source">${roll.action === 'roll' ? 'Roll' : 'Look up'} from the ${roll.source.ref}.</p>
      <form aria-labelledby="quick-roll-title" novalidate @submit=${(e: Event) => e.preventDefault()}>
        ${renderFields(roll, {
          form: this.form,
          errors: byPath,
          disabled: this.busy,
          change: (path, value) => this.setForm({ ...this.form, values: { ...this.form.values, [path]: value } }, path),
          addItem: (list) => this.setForm(withItemAdded(this.form, list)),
          removeItem: (list, index) => this.setForm(withItemRemoved(this.form, list, index)),
        })}
      </form>
      ${this.nightFromRecord && this.form.values[NIGHT] === true ? html`<p class="source">Night is ticked: the turn record says this is a night turn.</p>` : nothing}
      ${this.errors.length > 0 ? html`<p class="problem" role="alert">Check the ${byPath.size === 1 && general.length === 0 ? 'field' : 'fields'} marked above.</p>` : nothing}
      ${general.map((e) => html`<p class="problem">${e.path ? `${e.path}: ` : ''}${e.message}</p>`)}
      ${this.message ? html`<p class="problem" role="status">${this.message}</p>` : nothing}
      ${this.gameId && this.db
        ? html`<adj-table-apply .db=${this.db} gameId=${this.gameId} .roll=${roll} .saved=${this.saved} @prefill=${(e: AdjEvent<'prefill'>) => this.prefill(e.detail)}></adj-table-apply>`
        : nothing}
      ${this.entering ? this.renderEntering(this.entering) : this.renderActions(roll)}
      ${this.result ? renderQuickResult(this.result.resolution, this.result.record) : nothing}`;
  }
}
