import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import { type PastedLine, type RosterGame, type RosterUnit, parseRoster } from '../../desk/roster-text';
import type { UnitField } from '../../desk/rules';
import { type FieldValue, fieldText, fieldValue, fieldsFor, readField, unitNamed, valueProblem, withField } from '../../desk/unit-fields';
import type { CombatRecord, UnitRecord } from '../../store/records';
import '../unit-history/unit-history';
import { AdjElement } from '../adj-element';
import { NAMES, byRosterOrder } from '../roster/order';
import { requestSave } from '../save-request';
import { theme } from '../theme';
import { rosterEditorStyles } from './roster-editor.styles';

type SortKey = 'roster' | 'name' | 'side' | 'type' | UnitField['key'];

/** A value typed that the game does not take: kept as typed, and named, until the player fixes it. */
interface Wrong {
  readonly text: string;
  readonly message: string;
}

const EMPTY_GAME: RosterGame = { rosterTypes: [], sides: [], unitFields: [] };

/**
 * A game's roster to edit: every unit with its name, side, type and each value the game's units
 * have (as its plug-in declares them), each change checked and handed up to be saved at once; units
 * added one by one or pasted as text, seen line by line before any is added; removed; sorted.
 */
export class AdjRosterEditor extends AdjElement {
  static override styles = [theme, rosterEditorStyles];

  @property({ attribute: false }) units: readonly UnitRecord[] = [];
  @property({ attribute: false }) game: RosterGame = EMPTY_GAME;
  /** The game's log as the desk holds it, newest first: each unit's history is read from it. */
  @property({ attribute: false }) log: readonly CombatRecord[] = [];
  /** Whether `log` is the whole log. */
  @property({ type: Boolean }) logComplete = false;

  @state() private sort: SortKey = 'roster';
  @state() private pasted = '';
  @state() private wrong: ReadonlyMap<string, Wrong> = new Map();
  @state() private removing = '';
  @state() private newName = '';
  @state() private newSide = '';
  @state() private newType = '';
  @state() private note = '';
  /** How often each unit's row was drawn again after a change to it was refused: its row's key. */
  @state() private redrawn: ReadonlyMap<string, number> = new Map();

  private oldestFirst: { readonly of: readonly CombatRecord[]; readonly entries: readonly CombatRecord[] } = { of: [], entries: [] };

  /** The log oldest first, as a unit's history reads it: turned round once for each log given. */
  private entries(): readonly CombatRecord[] {
    if (this.oldestFirst.of !== this.log) this.oldestFirst = { of: this.log, entries: [...this.log].reverse() };
    return this.oldestFirst.entries;
  }

  /**
   * Asks for a unit's change to be saved; `note` is said once it is stored. A change refused has its
   * row drawn again from the unit as stored, so nothing shows a value that was not saved.
   */
  private async saveUnit(next: UnitRecord, note = ''): Promise<void> {
    if (await requestSave(this, 'unit-change', next)) {
      if (note) this.note = note;
      return;
    }
    this.redrawn = new Map(this.redrawn).set(next.id, (this.redrawn.get(next.id) ?? 0) + 1);
  }

  /** Asks for new units to be saved; answers whether they were. */
  private addUnits(units: readonly RosterUnit[]): Promise<boolean> {
    return requestSave(this, 'units-add', units);
  }

  private sorted(): UnitRecord[] {
    const by = this.sort;
    const field = this.game.unitFields.find((f) => f.key === by);
    const order = (a: UnitRecord, b: UnitRecord): number => {
      if (by === 'name') return NAMES.compare(a.name, b.name);
      if (by === 'side' || by === 'type') return NAMES.compare(a[by], b[by]) || NAMES.compare(a.name, b.name);
      if (field) {
        // Highest first, units without the value last.
        const [x, y] = [fieldValue(a, field), fieldValue(b, field)].map((v) => (typeof v === 'number' ? v : -Infinity)) as [number, number];
        return y - x || byRosterOrder(a, b);
      }
      return byRosterOrder(a, b);
    };
    return [...this.units].sort(order);
  }

  private setWrong(key: string, wrong: Wrong | undefined): void {
    const next = new Map(this.wrong);
    if (wrong) next.set(key, wrong);
    else next.delete(key);
    this.wrong = next;
  }

  private nameTaken(name: string, side: string, except = ''): boolean {
    const want = name.trim().toLowerCase();
    return this.units.some((u) => u.id !== except && u.side === side && u.name.trim().toLowerCase() === want);
  }

  private rename(unit: UnitRecord, text: string): void {
    const name = text.trim();
    const key = `${unit.id}\nname`;
    if (name === '') return this.setWrong(key, { text, message: `${unit.name} — Name: a unit needs a name` });
    if (this.nameTaken(name, unit.side, unit.id)) return this.setWrong(key, { text, message: `${unit.name} — Name: ${name} is already on the roster` });
    this.setWrong(key, undefined);
    if (name !== unit.name) void this.saveUnit({ ...unit, name }, `${unit.name} is now ${name}. Combats already in the log keep the name they were rolled under.`);
  }

  private setValue(unit: UnitRecord, field: UnitField, text: string): void {
    const key = `${unit.id}\n${field.key}`;
    const read = readField(field, text);
    if (!read.ok) return this.setWrong(key, { text, message: `${unit.name} — ${field.label}: ${read.reason}` });
    this.setWrong(key, undefined);
    void this.saveUnit(withField(unit, field, read.value));
  }

  private async addOne(): Promise<void> {
    const side = this.newSide || this.game.sides[0]?.id || '';
    const type = this.newType || this.game.rosterTypes[0] || '';
    const name = this.newName.trim();
    if (name === '') {
      this.note = 'Give the new unit a name.';
      return;
    }
    if (this.nameTaken(name, side)) {
      this.note = `${name} (${side}) is already on the roster.`;
      return;
    }
    // The name stays typed until the unit is stored.
    if (!(await this.addUnits([{ name, side, type, strength: null, state: {} }]))) return;
    this.note = `Added ${name}.`;
    this.newName = '';
  }

  /** Adds the lines accepted; the refused stay in the box to be fixed. */
  private async addPasted(lines: readonly PastedLine[]): Promise<void> {
    const units = lines.flatMap((l) => (l.ok ? [l.unit] : []));
    if (units.length === 0) return;
    // The lines stay in the box until their units are stored.
    if (!(await this.addUnits(units))) return;
    this.pasted = lines.flatMap((l) => (l.ok ? [] : [l.text])).join('\n');
    this.note = `Added ${units.length === 1 ? 'one unit' : `${units.length} units`}.`;
  }

  private problems(): string[] {
    const saved = this.units.flatMap((u) =>
      fieldsFor(this.game.unitFields, u.type).flatMap((f) => {
        if (this.wrong.has(`${u.id}\n${f.key}`)) return [];
        const value = fieldValue(u, f);
        const problem = valueProblem(f, value) || (f.kind === 'unit' && value !== null && !unitNamed(f, value, u.side, this.units) ? `no ${f.of.join(' or ')} of its side on the roster is named “${String(value)}”` : '');
        return problem ? [`${u.name} — ${f.label}: ${problem}`] : [];
      }),
    );
    return [...[...this.wrong.values()].map((w) => w.message), ...saved];
  }

  private renderField(unit: UnitRecord, field: UnitField) {
    const key = `${unit.id}\n${field.key}`;
    const wrong = this.wrong.get(key);
    const value: FieldValue | null = fieldValue(unit, field);
    const label = `${unit.name} ${field.label}`;
    if (field.kind === 'unit') {
      // The units of its side it may name; one named that is not among them stays shown, to be fixed.
      const named = this.units.filter((u) => u.side === unit.side && field.of.includes(u.type));
      const found = unitNamed(field, value, unit.side, named);
      return html`<label class="field"><span aria-hidden="true">${field.code}</span
        ><select aria-label=${label} aria-invalid=${value !== null && !found ? 'true' : 'false'} @change=${(e: Event) => this.setValue(unit, field, (e.target as HTMLSelectElement).value)}>
          <option value="" ?selected=${value === null}>—</option>
          ${value !== null && !found ? html`<option value=${String(value)} selected>${String(value)} (not on the roster)</option>` : nothing}
          ${named.map((u) => html`<option value=${u.name} ?selected=${u === found}>${u.name}</option>`)}
        </select></label
      >`;
    }
    if (field.kind === 'choice') {
      return html`<label class="field"><span aria-hidden="true">${field.code}</span
        ><select aria-label=${label} @change=${(e: Event) => this.setValue(unit, field, (e.target as HTMLSelectElement).value)}>
          <option value="" ?selected=${value === null}>—</option>
          ${field.options.map((o) => html`<option value=${o.code} ?selected=${o.value === value}>${o.words}</option>`)}
        </select></label
      >`;
    }
    return html`<label class="field"><span aria-hidden="true">${field.code}</span
      ><input
        type="text"
        inputmode="decimal"
        aria-label=${label}
        aria-invalid=${wrong ? 'true' : 'false'}
        .value=${wrong ? wrong.text : value === null ? '' : fieldText(field, value)}
        @change=${(e: Event) => this.setValue(unit, field, (e.target as HTMLInputElement).value)}
    /></label>`;
  }

  private renderUnit(unit: UnitRecord) {
    const wrongName = this.wrong.get(`${unit.id}\nname`);
    const { sides, rosterTypes, unitFields } = this.game;
    const confirming = this.removing === unit.id;
    return html`<li>
      <input
        class="name"
        aria-label="Name of ${unit.name}"
        aria-invalid=${wrongName ? 'true' : 'false'}
        .value=${wrongName ? wrongName.text : unit.name}
        @change=${(e: Event) => this.rename(unit, (e.target as HTMLInputElement).value)}
      />
      <select aria-label="${unit.name} side" @change=${(e: Event) => this.saveUnit({ ...unit, side: (e.target as HTMLSelectElement).value })}>
        ${sides.map((s) => html`<option value=${s.id} ?selected=${s.id === unit.side}>${s.words}</option>`)}
      </select>
      <select aria-label="${unit.name} type" @change=${(e: Event) => this.saveUnit({ ...unit, type: (e.target as HTMLSelectElement).value })}>
        ${rosterTypes.map((t) => html`<option value=${t} ?selected=${t === unit.type}>${t}</option>`)}
      </select>
      ${fieldsFor(unitFields, unit.type).map((f) => this.renderField(unit, f))}
      ${unit.state.eliminated === true ? html`<span class="eliminated">eliminated</span>` : nothing}
      ${confirming
        ? html`<button class="danger" @click=${() => this.emit('unit-remove', unit.id)}>Remove ${unit.name}</button>
            <button class="secondary" @click=${() => (this.removing = '')}>Keep</button>`
        : html`<button class="secondary" aria-label="Remove ${unit.name}…" @click=${() => (this.removing = unit.id)}>✕</button>`}
      <adj-unit-history .unit=${unit} .fields=${unitFields} .entries=${this.entries()} ?complete=${this.logComplete}></adj-unit-history>
    </li>`;
  }

  private renderPaste() {
    const lines = this.pasted.trim() === '' ? [] : parseRoster(this.pasted, this.game, this.units);
    const accepted = lines.filter((l) => l.ok).length;
    const codes = this.game.unitFields.map((f) => `${f.code} ${f.label}`).join(', ');
    return html`<h2>Paste a roster</h2>
      <p class="hint" id="paste-hint">
        One unit a line, as typed or copied from a spreadsheet: name, side, type, then each value by its code (${codes}). Nothing is added until you confirm.
      </p>
      <textarea
        aria-label="Roster to paste, one unit a line"
        aria-describedby="paste-hint"
        spellcheck="false"
        placeholder=${this.game.unitFields[0] ? `Hancock, union, ${this.game.rosterTypes[0] ?? ''}, ${this.game.unitFields[0].code} 12` : 'Name, side, type'}
        .value=${this.pasted}
        @input=${(e: Event) => (this.pasted = (e.target as HTMLTextAreaElement).value)}
      ></textarea>
      ${lines.length > 0
        ? html`<p role="status">${accepted} of ${lines.length} lines accepted${accepted < lines.length ? `; ${lines.length - accepted} refused` : ''}.</p>
            <!-- The refused lines first, where the player sees them without scrolling. -->
            <ol class="preview" aria-label="Lines pasted" tabindex="0">
              ${[...lines.filter((l) => !l.ok), ...lines.filter((l) => l.ok)].map((l) =>
                l.ok
                  ? html`<li class="accepted"><span class="mark" aria-hidden="true">✓</span>Line ${l.line}: ${l.unit.name} (${l.unit.side} ${l.unit.type}) — accepted</li>`
                  : html`<li class="refused"><span class="mark" aria-hidden="true">✗</span>Line ${l.line}: ${l.text.trim()} — <span class="reason">refused: ${l.reason}</span></li>`,
              )}
            </ol>
            <div class="actions">
              <button ?disabled=${accepted === 0} @click=${() => this.addPasted(lines)}>Add ${accepted === 1 ? 'one unit' : `${accepted} units`}</button>
              <button class="secondary" @click=${() => (this.pasted = '')}>Clear</button>
            </div>`
        : nothing}`;
  }

  override render() {
    const { sides, rosterTypes, unitFields } = this.game;
    const problems = this.problems();
    const units = this.sorted();
    return html`<div class="bar">
        <h2>Roster (${this.units.length})</h2>
        <select aria-label="Sort the roster" @change=${(e: Event) => (this.sort = (e.target as HTMLSelectElement).value as SortKey)}>
          <option value="roster" ?selected=${this.sort === 'roster'}>By side, type and name</option>
          <option value="name" ?selected=${this.sort === 'name'}>By name</option>
          <option value="side" ?selected=${this.sort === 'side'}>By side</option>
          <option value="type" ?selected=${this.sort === 'type'}>By type</option>
          ${unitFields.filter((f) => f.kind === 'number').map((f) => html`<option value=${f.key} ?selected=${this.sort === f.key}>By ${f.label}, highest first</option>`)}
        </select>
        <button class="secondary" ?disabled=${this.units.length === 0} @click=${() => this.emit('roster-export')}>Export roster</button>
      </div>
      ${this.note ? html`<p role="status">${this.note}</p>` : nothing}
      ${problems.length > 0
        ? html`<div role="alert">
            <ul class="problems" aria-label="Values to fix">
              ${problems.map((p) => html`<li>${p}</li>`)}
            </ul>
          </div>`
        : nothing}
      <div class="add" role="group" aria-label="Add a unit">
        <input aria-label="New unit name" placeholder="New unit name" .value=${this.newName} @input=${(e: Event) => (this.newName = (e.target as HTMLInputElement).value)} @keydown=${(e: KeyboardEvent) => e.key === 'Enter' && this.addOne()} />
        <select aria-label="New unit side" @change=${(e: Event) => (this.newSide = (e.target as HTMLSelectElement).value)}>
          ${sides.map((s) => html`<option value=${s.id} ?selected=${s.id === this.newSide}>${s.words}</option>`)}
        </select>
        <select aria-label="New unit type" @change=${(e: Event) => (this.newType = (e.target as HTMLSelectElement).value)}>
          ${rosterTypes.map((t) => html`<option value=${t} ?selected=${t === this.newType}>${t}</option>`)}
        </select>
        <button @click=${this.addOne}>Add</button>
      </div>
      ${units.length === 0
        ? html`<p class="hint">No units yet: add one above or paste a roster below.</p>`
        : html`<ul class="units" aria-label="Units">
            ${repeat(units, (u) => `${u.id}\n${this.redrawn.get(u.id) ?? 0}`, (u) => this.renderUnit(u))}
          </ul>`}
      ${this.renderPaste()}`;
  }
}
