import { css, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { apartFromItsCode } from '../idle';
import { CIVIL_WAR_SIDES, type SideWords, type UnitField } from '../../desk/rules';
import { statusMarks } from '../../desk/unit-status';
import type { UnitRecord } from '../../store/records';
import { AdjElement } from '../adj-element';
import type { SideTarget } from '../events';
import { theme } from '../theme';
import { byRosterOrder } from './order';

export type { SideTarget };

const NOT_COMBATANTS = new Set(['leader', 'dummy']);

/**
 * The game's units, searchable; a tap puts a unit on the side being filled (attackers or defenders)
 * or takes it off. A unit that is not on the roster is added in two taps with the strength stepper.
 */
export class AdjRoster extends AdjElement {
  /** The first drawing of a roster in the page in a task of its own, apart from the one that evaluated its code. */
  protected override scheduleUpdate(): Promise<unknown> | undefined {
    return apartFromItsCode(AdjRoster, () => super.scheduleUpdate());
  }

  static override styles = [
    theme,
    css`
      :host {
        display: block;
      }
      .target {
        display: grid;
        grid-template-columns: 1fr 1fr;
        gap: 0.5rem;
        margin-bottom: 0.5rem;
      }
      input[type='search'] {
        width: 100%;
        margin-bottom: 0.5rem;
      }
      ul {
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr));
        gap: 0.4rem;
        max-height: 16rem;
        overflow-y: auto;
      }
      /* Only the units in sight in the list are laid out and painted; the rest keep the height they last
         had, or a button's height until first drawn. */
      li {
        content-visibility: auto;
        contain-intrinsic-block-size: auto 2.75rem;
      }
      ul button {
        width: 100%;
        justify-content: space-between;
        background: var(--adj-surface);
        color: var(--adj-fg);
        border-color: var(--adj-border);
        padding: 0 0.6rem;
      }
      ul button[aria-pressed='true'] {
        background: var(--adj-accent);
        color: var(--adj-accent-fg);
      }
      /* On the other side already: a tap moves it here. */
      ul button.other {
        border-style: dashed;
        border-color: var(--adj-muted);
      }
      .value {
        font-variant-numeric: tabular-nums;
        font-weight: 700;
      }
      /* Which army, at a glance: units of both sides may share a name ("Cavalry 1"). */
      .army {
        font-size: 0.75rem;
        font-weight: 700;
        color: var(--adj-muted);
        margin-right: 0.35rem;
      }
      ul button[aria-pressed='true'] .army {
        color: inherit;
      }
      fieldset {
        border: 1px solid var(--adj-border);
        border-radius: var(--adj-radius);
        margin: 0.75rem 0 0;
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
        align-items: center;
      }
      .stepper {
        display: inline-flex;
        align-items: center;
        gap: 0.25rem;
      }
      .stepper output {
        min-width: 2.5rem;
        text-align: center;
        font-size: 1.2rem;
        font-weight: 700;
      }
      .empty {
        color: var(--adj-muted);
      }
      /* The statuses a unit carries, by the game's codes, under its name. */
      .status {
        display: block;
        font-size: 0.75rem;
        font-weight: 700;
        color: var(--adj-danger);
        text-align: left;
      }
      ul button[aria-pressed='true'] .status {
        color: inherit;
      }
    `,
  ];

  @property({ attribute: false }) units: readonly UnitRecord[] = [];
  @property({ attribute: false }) attackers: readonly string[] = [];
  @property({ attribute: false }) defenders: readonly string[] = [];
  @property() target: SideTarget = 'attackers';
  /** The unit types a unit can be added as; the first is the one offered. */
  @property({ attribute: false }) types: readonly string[] = ['infantry', 'cavalry'];
  /** Counters that never fight but may be picked into a stack in this game (DeskRules.stackTypes). */
  @property({ attribute: false }) stackTypes: readonly string[] = [];
  /** What the number shown for each unit and set by the stepper is, e.g. "strength" or "Combat Value". */
  @property() valueName = 'strength';
  /** The game's unit fields: those that are statuses are shown on a unit's line while not at their default. */
  @property({ attribute: false }) fields: readonly UnitField[] = [];
  /** The game's sides (DeskRules.sides): a new unit's name, a unit's side in words and its army's short mark. */
  @property({ attribute: false }) sides: readonly SideWords[] = CIVIL_WAR_SIDES;
  /** The number shown for a unit; undefined when it is not known. */
  @property({ attribute: false }) valueFor: (unit: UnitRecord) => number | undefined = (u) => u.strength ?? undefined;

  /** A counter that never fights (a leader) shows what it is; a unit its number, or "?" while it has none. */
  private shownValue(u: UnitRecord): string | number {
    return this.stackTypes.includes(u.type) ? u.type : (this.valueFor(u) ?? '?');
  }

  @state() private query = '';
  @state() private newValue = 4;
  @state() private chosenType = '';

  /** The type chosen for a new unit: the first offered until the player picks another. */
  private get newType(): string {
    return this.types.includes(this.chosenType) ? this.chosenType : (this.types[0] ?? 'infantry');
  }

  private visible(): UnitRecord[] {
    const q = this.query.trim().toLowerCase();
    // Leaders and dummy counters never fight (dummies may never be attacked), unless the game stacks them.
    return this.units
      .filter((u) => u.state.eliminated !== true && (!NOT_COMBATANTS.has(u.type) || this.stackTypes.includes(u.type)) && (!q || `${u.name} ${u.side} ${this.sideWords(u.side)} ${u.type}`.toLowerCase().includes(q)))
      .sort(byRosterOrder);
  }

  private sideFor(target: SideTarget): string {
    const picked = (target === 'attackers' ? this.attackers : this.defenders).map((id) => this.units.find((u) => u.id === id)).find(Boolean);
    return picked?.side ?? this.sides[target === 'attackers' ? 0 : 1]?.id ?? '';
  }

  /** A side in words, as the game names it. */
  private sideWords(side: string): string {
    return this.sides.find((s) => s.id === side)?.words ?? side;
  }

  /** The short mark of a unit's army, shown beside its number: the side's first code, or its initial. */
  private army(side: string): string {
    const s = this.sides.find((x) => x.id === side);
    return s ? (s.codes[0] ?? s.words.slice(0, 1).toUpperCase()) : '';
  }

  private create(): void {
    const side = this.sideFor(this.target);
    const count = this.units.filter((u) => u.side === side).length + 1;
    this.emit('create', { name: `${this.sideWords(side)} ${this.newType} ${count}`, side, type: this.newType, value: this.newValue });
  }

  override render() {
    const onTarget = new Set(this.target === 'attackers' ? this.attackers : this.defenders);
    const onOther = new Set(this.target === 'attackers' ? this.defenders : this.attackers);
    const units = this.visible();
    return html`<div class="target" role="group" aria-label="Side to fill">
        ${(['attackers', 'defenders'] as const).map(
          (t) => html`<button aria-pressed=${this.target === t ? 'true' : 'false'} @click=${() => this.emit('target', t)}>
            ${t === 'attackers' ? 'Attackers' : 'Defenders'} (${(t === 'attackers' ? this.attackers : this.defenders).length})
          </button>`,
        )}
      </div>
      <input type="search" aria-label="Search the roster" placeholder="Search units" .value=${this.query} @input=${(e: Event) => (this.query = (e.target as HTMLInputElement).value)} />
      ${units.length === 0
        ? html`<p class="empty">${this.units.length === 0 ? 'No units yet: add one below.' : 'No unit matches.'}</p>`
        : html`<ul aria-label="Roster">
            ${units.map(
              (u) => {
                const marks = statusMarks(u, this.fields);
                return html`<li>
                <button class=${onOther.has(u.id) ? 'other' : ''} aria-pressed=${onTarget.has(u.id) ? 'true' : 'false'} @click=${() => this.emit('pick', u.id)}>
                  <span
                    >${u.name}<span class="visually-hidden">, ${this.sideWords(u.side)}${onOther.has(u.id) ? ', on the other side' : ''}${marks.length > 0 ? `, ${marks.map((m) => m.words).join(', ')}` : ''}, ${this.stackTypes.includes(u.type) ? '' : this.valueName}</span
                    >${marks.length > 0 ? html`<span class="status" aria-hidden="true">${marks.map((m) => m.code).join(' ')}</span>` : nothing}</span
                  >
                  <span><span class="army" aria-hidden="true">${this.army(u.side)}</span><span class="value">${this.shownValue(u)}</span></span>
                </button>
              </li>`;
              },
            )}
          </ul>`}
      <fieldset>
        <legend>Add a unit to the ${this.target}</legend>
        <select aria-label="New unit type" @change=${(e: Event) => (this.chosenType = (e.target as HTMLSelectElement).value)}>
          ${this.types.map((t) => html`<option value=${t} ?selected=${t === this.newType}>${t}</option>`)}
        </select>
        <span class="stepper">
          <button class="secondary" aria-label="Less ${this.valueName}" @click=${() => (this.newValue = Math.max(1, this.newValue - 1))}>−</button>
          <output aria-label="New unit ${this.valueName}" aria-live="polite">${this.newValue}</output>
          <button class="secondary" aria-label="More ${this.valueName}" @click=${() => (this.newValue = Math.min(99, this.newValue + 1))}>+</button>
        </span>
        <button @click=${this.create}>Add unit</button>
      </fieldset>`;
  }
}
