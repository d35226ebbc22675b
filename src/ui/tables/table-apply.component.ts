import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { UnitField } from '../../desk/rules';
import { type TableRollApply, differingPrefill } from '../../desk/table-rolls';
import { appliedWords } from '../../desk/unit-history';
import type { QuickRoll } from '../../engine/core/quick-roll';
import type { GameId } from '../../engine/core/source';
import { GAME_PLUGINS } from '../../games';
import { watchChanges } from '../../store/changes';
import { applyCombat, undoLastApplied } from '../../store/combats';
import type { AdjutantDb } from '../../store/db';
import type { CombatRecord, UnitRecord } from '../../store/records';
import { listUnits } from '../../store/units';
import { notSaved } from '../../store/write-errors';
import { AdjElement } from '../adj-element';
import { HERE } from '../events';
import { theme } from '../theme';
import { tableApplyStyles } from './table-apply.styles';

/** A quick roll as saved in the game's log, with the fields' values it was rolled with. */
export interface SavedRoll {
  readonly entry: CombatRecord;
  readonly values: Readonly<Record<string, string | boolean>>;
}

/** What the game says of applying this roll to a unit, and the units it may be applied to. */
interface Applying {
  readonly apply: TableRollApply;
  readonly fields: readonly UnitField[];
  readonly units: readonly UnitRecord[];
}

/** A result applied from here: to which unit and entry, what it changed, and whether it was undone since. */
interface Done {
  readonly name: string;
  readonly entryId: number;
  readonly words: string;
  readonly undone: boolean;
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * "Apply to": for a quick roll whose result changes a unit, the game's units it may be applied to.
 * Picking one fills the roll's fields from its record (a `prefill` event); once the roll is saved, its
 * result is applied to the unit as a combat's is, on the log entry, so the log's undo takes it back.
 */
export class AdjTableApply extends AdjElement {
  static override styles = [theme, tableApplyStyles];

  @property({ attribute: false }) db?: AdjutantDb;
  @property() gameId = '';
  @property({ attribute: false }) roll?: QuickRoll;
  /** The roll saved last; undefined before a roll, or while one is being made. */
  @property({ attribute: false }) saved?: SavedRoll;

  @state() private applying?: Applying;
  @state() private picked = '';
  @state() private message = '';
  @state() private done?: Done;
  @state() private busy = false;

  private unwatch?: () => void;

  override connectedCallback(): void {
    super.connectedCallback();
    // A unit changed in another tab is offered, and read, as it is now.
    this.unwatch = watchChanges((change) => {
      if (change.gameId === this.gameId && change.kind === 'units') void this.refresh();
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.unwatch?.();
  }

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('roll') || changed.has('gameId') || changed.has('db')) void this.load();
    if (changed.has('saved')) {
      this.message = '';
      this.done = undefined;
    }
  }

  private async load(): Promise<void> {
    const { db, roll, gameId } = this;
    this.applying = undefined;
    if (!db || !roll || !gameId) return;
    const rules = (await GAME_PLUGINS[String(roll.base['game']) as GameId]?.rules())?.desk?.rules;
    const apply = rules?.tableRolls?.[roll.id];
    if (!rules || !apply) return;
    const units = (await listUnits(db, gameId)).filter((u) => apply.takes(u));
    if (this.roll === roll && this.gameId === gameId) this.applying = { apply, fields: rules.unitFields, units };
  }

  private async refresh(): Promise<void> {
    const { db, applying } = this;
    if (!db || !applying) return;
    const units = (await listUnits(db, this.gameId)).filter((u) => applying.apply.takes(u));
    this.applying = { ...applying, units };
    // The next roll reads the unit as the result left it.
    const unit = units.find((u) => u.id === this.picked);
    if (unit) this.emit('prefill', applying.apply.prefill(unit), HERE);
  }

  private pick(id: string): void {
    this.picked = id;
    this.message = '';
    this.done = undefined;
    const unit = this.applying?.units.find((u) => u.id === id);
    if (unit && this.applying) this.emit('prefill', this.applying.apply.prefill(unit), HERE);
  }

  private async applyTo(unit: UnitRecord, after: UnitRecord, entryId: number): Promise<void> {
    const { db, applying } = this;
    if (!db || !applying || this.busy) return;
    this.busy = true;
    try {
      const written = await applyCombat(db, entryId, [unit], [after]);
      if (written.ok) this.done = { name: unit.name, entryId, words: appliedWords(unit, after, applying.fields), undone: false };
      else this.message = written.reason === 'applied' ? 'This roll was already applied.' : `${unit.name} was changed since it was picked (on the roster or in another tab), so nothing was applied: pick it again and roll.`;
      await this.refresh();
    } catch (e) {
      this.message = notSaved('The result', e);
    } finally {
      this.busy = false;
    }
  }

  private async undo(): Promise<void> {
    const { db } = this;
    if (!db || this.busy) return;
    this.busy = true;
    try {
      const undone = await undoLastApplied(db, this.gameId);
      if (undone?.ok && this.done && undone.combat.id === this.done.entryId) this.done = { ...this.done, undone: true };
      else if (undone?.ok) this.message = `Undone: the result applied last in this game, “${undone.combat.outcome.label}”, written since (in another tab).`;
      else if (undone && !undone.ok) this.message = `Not undone: ${undone.changed.join(', ')} changed since, and that change is kept.`;
      else this.message = 'There is nothing to undo.';
      await this.refresh();
    } catch (e) {
      this.message = notSaved('The undo', e);
    } finally {
      this.busy = false;
    }
  }

  private renderApply(applying: Applying, unit: UnitRecord, saved: SavedRoll) {
    const { entry, values } = saved;
    const roll = this.roll;
    const differing = differingPrefill(applying.apply, unit, values);
    if (differing.length > 0) {
      const labels = differing.map((path) => roll?.fields.find((f) => f.path === path)?.label ?? path);
      return html`<p class="problem">This roll was made with other values than ${unit.name}’s record (${labels.join(', ')}), so it is not applied to it: pick the unit again and roll.</p>`;
    }
    const after = entry.id === undefined || !isRecord(entry.input) ? undefined : applying.apply.apply(entry.outcome.effects, unit, entry.input);
    if (!after || entry.id === undefined) return html`<p class="note">${entry.outcome.label}: ${unit.name} is left as it is.</p>`;
    const id = entry.id;
    return html`<button ?disabled=${this.busy} @click=${() => this.applyTo(unit, after, id)}>Apply to ${unit.name}</button>`;
  }

  private renderDone(done: Done) {
    if (done.undone) return html`<p class="applied" role="status">Undone: ${done.name} is back as it was.</p>`;
    return html`<p class="applied" role="status">Applied. ${done.words}</p>
      <button class="secondary" ?disabled=${this.busy} @click=${() => this.undo()}>Undo</button>`;
  }

  override render() {
    const applying = this.applying;
    if (!applying) return nothing;
    const unit = applying.units.find((u) => u.id === this.picked);
    return html`<div class="apply" role="group" aria-label="Apply to a unit">
      <label
        >Apply to
        <select @change=${(e: Event) => this.pick((e.target as HTMLSelectElement).value)} ?disabled=${this.busy}>
          <option value="" ?selected=${!unit}>${applying.units.length === 0 ? 'No unit this roll applies to' : 'No unit'}</option>
          ${applying.units.map((u) => html`<option value=${u.id} ?selected=${u.id === unit?.id}>${u.name}</option>`)}
        </select>
      </label>
      ${applying.apply.note && unit ? html`<p class="note">${applying.apply.note}</p>` : nothing}
      ${this.done ? this.renderDone(this.done) : unit && this.saved ? this.renderApply(applying, unit, this.saved) : nothing}
      ${this.message ? html`<p class="problem" role="alert">${this.message}</p>` : nothing}
    </div>`;
  }
}
