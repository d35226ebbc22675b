import { LitElement, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import type { Campaign } from '../../store/campaign-record';
import type { Reminder, SequenceOfPlay } from '../../campaign/sequence';
import { isDone, nextPhase, nextTurn, phasesOf, previousPhase, tick, unplaced, writePhases } from '../../campaign/turns';
import type { CampaignChange } from '../events';
import { watchLargeText } from '../large-text';
import { requestSave } from '../save-request';
import { theme } from '../theme';
import { turnRecordStyles } from './turn-record.styles';

export type { CampaignChange };

/**
 * The turn record: the turn (with its date, time and night where the game keeps them), the phase,
 * and the game's sequence of play as a checklist of the rolls and checks due. For a game whose
 * sources give no sequence, the players write their phases here once. Every change is said as a
 * `turn-change` event carrying the change, which the desk saves over what is stored. A game's own
 * campaign panel (orders in flight) goes in its slot.
 */
export class AdjTurnRecord extends LitElement {
  static override styles = [theme, turnRecordStyles];

  constructor() {
    super();
    watchLargeText(this);
  }

  @property({ attribute: false }) sequence?: SequenceOfPlay;
  @property({ attribute: false }) campaign?: Campaign;
  /** Where the game's tables are, for a reminder with a table to roll. */
  @property() tablesHref = '';
  @state() private writing = false;
  @state() private refusal = '';

  /** Asks for the change to be saved; one refused is drawn back as stored (the boxes and fields are live). */
  private async change(change: CampaignChange): Promise<boolean> {
    const stored = await requestSave(this, 'turn-change', change);
    if (!stored) this.requestUpdate();
    return stored;
  }

  /** Ticks a reminder: the box is read as the player left it, now (an event's target is gone once it has been handled). */
  private tick(id: string, on: boolean, anyTime: boolean): void {
    void this.change((c) => tick(c, id, on, anyTime));
  }

  private reminder(campaign: Campaign, r: Reminder, current: boolean, anyTime = false) {
    return html`<li>
      ${current
        ? html`<label
            ><input type="checkbox" .checked=${live(isDone(campaign, r.id, anyTime))} @change=${(e: Event) => this.tick(r.id, (e.target as HTMLInputElement).checked, anyTime)} />${r.text}</label
          >`
        : html`<span>${r.text}</span>`}
      <span class="source">${r.source}</span>
      ${current && r.roll && this.tablesHref ? html`<a class="button secondary" href=${this.tablesHref} data-nav aria-label="Roll on the table: ${r.text}">Roll on the table</a>` : nothing}
    </li>`;
  }

  private renderCalendar(sequence: SequenceOfPlay, campaign: Campaign) {
    if (!sequence.calendar && !sequence.night) return nothing;
    const { record } = campaign;
    const text = (key: 'date' | 'time', label: string) =>
      html`<label>${label}<input .value=${live(record[key])} maxlength="60" @change=${(e: Event) => {
          const value = (e.target as HTMLInputElement).value.trim();
          this.change((c) => ({ ...c, record: { ...c.record, [key]: value } }));
        }} /></label>`;
    return html`<div class="calendar">
      ${sequence.calendar ? html`${text('date', 'Date')} ${text('time', 'Time of day')}` : nothing}
      ${sequence.night
        ? html`<button class="secondary" aria-pressed=${record.night ? 'true' : 'false'} @click=${() => this.change((c) => ({ ...c, record: { ...c.record, night: !c.record.night } }))}>
            Night turn
          </button>`
        : nothing}
    </div>`;
  }

  private async save(form: HTMLFormElement): Promise<void> {
    const data = new FormData(form);
    const placed: Record<string, number> = {};
    const reminders = this.sequence?.reminders ?? [];
    for (const r of reminders) {
      const line = String(data.get(`place-${r.id}`) ?? '').trim();
      // Lines are counted from 1 as the players see them; a line that is not a whole number is refused by number.
      if (line !== '') placed[r.id] = Number(line) - 1;
    }
    const written = writePhases(String(data.get('phases') ?? ''), placed, reminders);
    if ('refused' in written) {
      this.refusal = written.refused;
      return;
    }
    this.refusal = '';
    // Kept open with what was typed until the phases are stored.
    const stored = await this.change((c) => {
      const phase = Math.min(c.record.phase, written.names.length - 1);
      return { ...c, phases: written, record: { ...c.record, phase, phaseName: written.names[phase] ?? '' } };
    });
    if (stored) this.writing = false;
  }

  /** The players' own phases, one per line, and where each sourced reminder falls among them. */
  private renderEditor(sequence: SequenceOfPlay, campaign: Campaign) {
    const names = campaign.phases?.names ?? [];
    return html`<form
      class="editor"
      aria-label="Your phases"
      @submit=${(e: Event) => {
        e.preventDefault();
        void this.save(e.target as HTMLFormElement);
      }}
    >
      <p>${sequence.source}.</p>
      <label for="phases">Your phases, in order, one per line</label>
      <textarea id="phases" name="phases" aria-invalid=${this.refusal ? 'true' : 'false'} .value=${names.join('\n')}></textarea>
      ${this.refusal ? html`<p class="error" role="alert">${this.refusal}.</p>` : nothing}
      ${sequence.reminders.length > 0
        ? html`<div class="placing">
            <p>In which of your phases is each of these due? (By line number; leave empty for any time in the turn.)</p>
            ${sequence.reminders.map(
              (r) => html`<label
                >${r.text}
                <input name="place-${r.id}" type="number" min="0" inputmode="numeric" aria-label="Phase line for: ${r.text}" .value=${r.id in (campaign.phases?.placed ?? {}) ? String((campaign.phases?.placed[r.id] ?? 0) + 1) : ''} />
              </label>`,
            )}
          </div>`
        : nothing}
      <button type="submit">Keep these phases</button>
      ${names.length > 0 ? html`<button type="button" class="secondary" @click=${() => (this.writing = false)}>Cancel</button>` : nothing}
    </form>`;
  }

  override render() {
    const { sequence, campaign } = this;
    if (!sequence || !campaign) return nothing;
    const { record } = campaign;
    const phases = phasesOf(sequence, campaign);
    const own = !sequence.phases;
    const writing = own && (this.writing || phases.length === 0);
    const anyTime = unplaced(sequence, campaign);
    const current = phases[record.phase];
    const when = [record.date, record.time, sequence.night ? (record.night ? 'night' : 'day') : ''].filter(Boolean).join(', ');
    return html`<div class="head">
        <h2>Turn ${record.turn}</h2>
        <span class="now" role="status">${when ? `${when} · ` : ''}${record.phaseName || 'No phases written yet'}</span>
        <div class="moves">
          <button class="secondary" ?disabled=${phases.length === 0} @click=${() => this.change((c) => previousPhase(sequence, c))}>Back a phase</button>
          <button ?disabled=${phases.length === 0} @click=${() => this.change((c) => nextPhase(sequence, c))}>Next phase</button>
          <button class="secondary" @click=${() => this.change((c) => nextTurn(sequence, c))}>Next turn</button>
        </div>
      </div>
      ${this.renderCalendar(sequence, campaign)}
      ${current && current.reminders.length > 0
        ? html`<h3>Due in ${current.name}</h3>
            <ul class="due" aria-label="Due in ${current.name}">${current.reminders.map((r) => this.reminder(campaign, r, true))}</ul>`
        : nothing}
      ${anyTime.length > 0
        ? html`<h3>Due any time this turn</h3>
            <ul class="due" aria-label="Due any time this turn">${anyTime.map((r) => this.reminder(campaign, r, true, true))}</ul>`
        : nothing}
      ${phases.length > 0
        ? html`<details class="sequence">
            <summary>Sequence of play: ${phases.filter((p) => p.played).length} phases this turn</summary>
            <ol class="phases" aria-label="Sequence of play, turn ${record.turn}">
              ${phases.map(
                (p, i) => html`<li class=${p.played ? '' : 'skipped'} aria-current=${i === record.phase ? 'step' : 'false'}>
                  ${p.name}${p.played ? nothing : html` <span class="source">(not this turn)</span>`}
                  ${p.played && p.reminders.length > 0 ? html`<ul class="due" aria-label="Due in ${p.name}">${p.reminders.map((r) => this.reminder(campaign, r, false))}</ul>` : nothing}
                </li>`,
              )}
            </ol>
            <p class="source">${sequence.source}</p>
            ${own && !writing ? html`<button class="secondary" @click=${() => (this.writing = true)}>Change your phases</button>` : nothing}
          </details>`
        : nothing}
      ${writing ? this.renderEditor(sequence, campaign) : nothing}
      <slot></slot>`;
  }
}
