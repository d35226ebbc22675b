import { failureWords } from '../../engine/core/errors';
import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { ChartChecker } from '../../store/charts';
import type { AdjutantDb } from '../../store/db';
import type { Fork, HandOverFile } from '../../store/handover';
import type { CombatRecord } from '../../store/records';
import { combatSides } from '../../store/report';
import { keyWords } from '../../store/log-audit';
import { shareCancelled, whyFailed } from '../../store/why-failed';
import { AdjElement } from '../adj-element';
import { downloadJson } from '../download';
import { isWriteFailure, notSaved } from '../../store/write-errors';
import type { AdjEvent } from '../events';
import { theme } from '../theme';
import { handoverStyles } from './handover.styles';
import { codesDialogStyles } from './codes-dialog.styles';

/** One log entry in a line: when, who, the dice and the result. */
function entryLine(c: CombatRecord): string {
  const sides = combatSides(c.input);
  return `${new Date(c.at).toLocaleString()} · ${sides ? `${sides} · ` : ''}dice ${c.dice.map((d) => d.face).join(', ') || 'none'} · ${c.outcome.label}`;
}

const entries = (n: number) => `${n} ${n === 1 ? 'entry' : 'entries'}`;

/** The hand-over file's name: the game's, and from which entry on for only the new ones. */
function fileName(file: HandOverFile): string {
  const base = file.game.name.replace(/[^\w-]+/g, '-');
  return file.since ? `${base}.after-entry-${file.since.count}.adjutant.json` : `${base}.adjutant.json`;
}

/**
 * Keeps two tablets' logs of one game in step with no network. This tablet hands the game over —
 * whole, or only the entries since the last hand-over — as a file (saved or shared) or as QR codes
 * shown one after another; and takes in what the other tablet hands over, by file or by reading its
 * QR codes with the camera. Entries already here are recognised; a fork is shown and nothing is overwritten.
 */
export class AdjHandover extends AdjElement {
  static override styles = [theme, codesDialogStyles, handoverStyles];

  @property({ attribute: false }) db?: AdjutantDb;
  @property() gameId = '';
  /** Checks the player's charts the file carries (the engine). */
  @property({ attribute: false }) checker?: ChartChecker;
  /** How many entries the log holds, as the desk knows it: when it changes, what is new since the last hand-over is counted again. */
  @property({ type: Number }) logSize = 0;
  @state() private note = '';
  /** A write of this tablet's that failed while handing over, said apart from the note. */
  @state() private problem = '';
  @state() private fork: Fork | undefined;
  /** The log's size, and how many entries came after the last one handed over (undefined: no hand-over to start from). */
  @state() private log: { readonly total: number; readonly fresh: number | undefined } | undefined;
  @state() private onlyNew = false;
  /** The QR frames being shown, or the camera reading them. */
  @state() private frames: readonly string[] | undefined;
  @state() private reading = false;

  override updated(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('logSize') && this.log !== undefined) void this.refresh();
    // The codes are shown over everything, the whole screen for the other tablet's camera.
    const codes = this.renderRoot.querySelector<HTMLDialogElement>('dialog.codes');
    if (codes && !codes.open) codes.showModal();
  }

  /** Looks at the log against the last hand-over; the send section is drawn once this is known. */
  private async refresh(): Promise<void> {
    if (!this.db) return;
    const { handOverState } = await import('../../store/handover');
    this.log = await handOverState(this.db, this.gameId);
    this.onlyNew &&= this.log.fresh !== undefined;
  }

  private async fileToSend(): Promise<HandOverFile | undefined> {
    if (!this.db) return undefined;
    const { handOverFile } = await import('../../store/handover');
    return handOverFile(this.db, this.gameId, this.onlyNew);
  }

  /** Remembers the file as handed over: the other tablet will have the log up to its last entry. */
  private async handedOver(file: HandOverFile): Promise<void> {
    if (!this.db) return;
    const { lastHandedOver, rememberHandedOver } = await import('../../store/handover');
    this.problem = '';
    try {
      await rememberHandedOver(this.db, this.gameId, lastHandedOver(file));
    } catch (e) {
      // The file itself went; only this tablet's note of it is missing, so the next hand-over of what is new may start earlier.
      this.problem = notSaved('The note of what was handed over', e);
    }
    await this.refresh();
  }

  private sentNote(file: HandOverFile, how: string): string {
    return `${how}: ${file.since ? `the ${entries(file.combats.length)} after entry ${file.since.count}` : `the whole game, ${entries(file.combats.length)}`}.`;
  }

  private async saveFile(): Promise<void> {
    const file = await this.fileToSend();
    if (!file) return;
    downloadJson(fileName(file), file);
    await this.handedOver(file);
    this.note = this.sentNote(file, `Saved ${fileName(file)}`);
  }

  private async share(): Promise<void> {
    const file = await this.fileToSend();
    if (!file) return;
    const shared = new File([JSON.stringify(file)], fileName(file), { type: 'application/json' });
    try {
      await navigator.share({ files: [shared], title: file.game.name });
      await this.handedOver(file);
      this.note = this.sentNote(file, 'Shared');
    } catch (e) {
      // Cancelled in the share sheet, or refused: the file can still be saved.
      this.note = shareCancelled(e) ? 'Not shared; save it as a file instead.' : `Not shared: ${whyFailed(e)} Save it as a file instead.`;
    }
  }

  private async showCodes(): Promise<void> {
    const file = await this.fileToSend();
    if (!file) return;
    const [{ encodeFrames }] = await Promise.all([import('../../store/qr-frames'), import('./qr-frames')]);
    this.reading = false;
    this.frames = await encodeFrames(file);
    await this.handedOver(file);
    this.note = this.sentNote(file, `Showing ${this.frames.length} QR ${this.frames.length === 1 ? 'code' : 'codes'}`);
  }

  private async readCodes(): Promise<void> {
    await import('./qr-read');
    this.frames = undefined;
    this.fork = undefined;
    this.note = '';
    this.reading = true;
  }

  private async takeFile(event: Event): Promise<void> {
    const input = event.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (!file || !this.db) return;
    this.fork = undefined;
    let data: unknown;
    try {
      data = JSON.parse(await file.text());
    } catch {
      this.note = `${file.name} is not a JSON file: nothing was taken in.`;
      return;
    }
    await this.receive(data, file.name);
  }

  private async takeFrames(event: AdjEvent<'frames-read'>): Promise<void> {
    this.reading = false;
    await this.receive(event.detail, 'the QR codes');
  }

  /** Takes in a hand-over, however it came: the same checks and merge for a file and for QR codes. */
  private async receive(data: unknown, from: string): Promise<void> {
    if (!this.db) return;
    this.fork = undefined;
    this.problem = '';
    const { receiveGame } = await import('../../store/handover');
    const result = await receiveGame(this.db, this.gameId, data, Date.now(), this.checker);
    if (result.ok) {
      this.note =
        result.added === 0
          ? `Nothing new in ${from}: its entries are already in this log (${result.recognised} recognised).`
          : `Took in ${entries(result.added)} from ${from}; ${result.recognised} already here.`;
      if (result.notes.length > 0) this.note = `${this.note} ${result.notes.join(' ')}`;
      if (result.added > 0) this.emit('log-received');
      void this.refresh();
    } else if ('fork' in result) {
      this.note = `The two logs part after entry ${result.fork.shared}: nothing was changed.`;
      this.fork = result.fork;
    } else if (result.errors.some(isWriteFailure)) {
      this.note = `${from === 'the QR codes' ? 'The QR codes were' : `${from} was`} not taken in. ${result.errors.map((e) => e.message).join(' ')}`;
    } else {
      this.note = `${from} ${from === 'the QR codes' ? 'were' : 'was'} not taken in; nothing has changed. ${result.errors
        .slice(0, 4)
        .map(failureWords)
        .join(' ')}`;
    }
  }

  private renderSend() {
    const log = this.log;
    if (!log) return html`<p>Looking at the log…</p>`;
    const canShare = typeof navigator.canShare === 'function' && navigator.canShare({ files: [new File(['{}'], 'game.json', { type: 'application/json' })] });
    return html`<fieldset>
        <legend>Hand over</legend>
        <label class="choice"><input type="radio" name="what" .checked=${!this.onlyNew} @change=${() => (this.onlyNew = false)} />The whole game (${entries(log.total)})</label>
        <label class="choice"
          ><input type="radio" name="what" .checked=${this.onlyNew} ?disabled=${log.fresh === undefined} @change=${() => (this.onlyNew = true)} />${log.fresh === undefined
            ? 'Only what is new (after a first hand-over)'
            : `Only what is new since the last hand-over (${entries(log.fresh)})`}</label
        >
      </fieldset>
      <div class="actions">
        <button class="secondary" @click=${() => void this.saveFile()}>Save as a file</button>
        ${canShare ? html`<button class="secondary" @click=${() => void this.share()}>Share…</button>` : nothing}
        <button class="secondary" @click=${() => void this.showCodes()}>Show as QR codes</button>
      </div>`;
  }

  private renderFork(fork: Fork) {
    return html`<div class="fork">
      <dl>
        <dt>Here, ${entries(fork.oursAfter)} from</dt>
        <dd>${entryLine(fork.ours)} · ${fork.oursBy ? `signed by ${keyWords(fork.oursBy)}` : 'unsigned'}</dd>
        <dt>On the other tablet, ${entries(fork.theirsAfter)} from</dt>
        <dd>${entryLine(fork.theirs)} · ${fork.theirsBy ? `signed by ${keyWords(fork.theirsBy)}` : 'unsigned'}</dd>
      </dl>
      ${fork.rewritten
        ? html`<p><strong>Rewritten:</strong> ${fork.rewritten}. This tablet keeps the head they signed as proof.</p>`
        : html`<p>Both tablets rolled after the same entry. Agree at the table which roll stands; this log is kept as it is.</p>`}
    </div>`;
  }

  override render() {
    return html`<details @toggle=${(e: Event) => (e.target as HTMLDetailsElement).open && void this.refresh()}>
        <summary>Hand this game to another tablet</summary>
        ${this.renderSend()}
      </details>
      ${this.frames
        ? html`<dialog class="codes" aria-label="QR codes for the other tablet" @close=${() => (this.frames = undefined)}>
            <adj-qr-frames .frames=${this.frames}></adj-qr-frames>
            <button class="secondary" @click=${() => (this.frames = undefined)}>Stop showing the codes</button>
          </dialog>`
        : nothing}
      <div class="actions">
        <label class="button secondary"
          >Take in this game's log from another tablet…
          <input class="visually-hidden" type="file" accept=".json,application/json" @change=${this.takeFile} />
        </label>
        <button class="secondary" @click=${() => (this.reading ? (this.reading = false) : void this.readCodes())}>
          ${this.reading ? 'Stop reading QR codes' : 'Read QR codes with the camera'}
        </button>
      </div>
      ${this.reading ? html`<adj-qr-read @frames-read=${(e: AdjEvent<'frames-read'>) => void this.takeFrames(e)}></adj-qr-read>` : nothing}
      <p role="status">${this.note}</p>
      ${this.problem ? html`<p role="alert">${this.problem}</p>` : nothing}
      ${this.fork ? this.renderFork(this.fork) : nothing}`;
  }
}
