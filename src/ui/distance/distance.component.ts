import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { AdjutantDb } from '../../store/db';
import type { CombatToDeclare, DistanceEngine, DistanceSession, Made, Received } from '../../store/distance';
import { type PublicKeyInfo, spokenFingerprint } from '../../store/keys';
import type { Envelope } from '../../store/messages';
import type { CombatRecord } from '../../store/records';
import { combatSides } from '../../store/report';
import { type NotSavedWords, notSavedLine } from '../../store/write-errors';
import { shareCancelled } from '../../store/why-failed';
import { routePath } from '../../router';
import { AdjElement } from '../adj-element';
import type { AdjEvent } from '../events';
import { theme } from '../theme';
import { distanceStyles } from './distance.styles';
import { codesDialogStyles } from '../handover/codes-dialog.styles';

/** A message made here, ready to go by any channel. */
interface Outgoing {
  readonly envelope: Envelope;
  readonly payload: string;
  readonly text: string;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** One settled combat in a line: the units, each die, and the result. */
function settledLine(c: CombatRecord): string {
  return `${combatSides(c.input) || c.outcome.label} · dice ${c.dice.map((d) => d.face).join(', ') || 'none'} · ${c.outcome.label}`;
}

/**
 * Plays a game at a distance (docs/distance.md): this tablet's fingerprint and the opponent's, to
 * compare aloud; the opening message; the attacks of a phase declared in one message; the pasted
 * reply or declaration taken in, each checked before anything is written; and every message as text
 * to paste, a link, or QR codes. Self-contained: it is given the database, the game, the engine and
 * the combats the desk would declare, and says `log-received` when entries were logged.
 */
export class AdjDistance extends AdjElement {
  static override styles = [theme, codesDialogStyles, distanceStyles];

  @property({ attribute: false }) db?: AdjutantDb;
  @property() gameId = '';
  /** Resolves a combat from a generator state (the engine). */
  @property({ attribute: false }) engine?: DistanceEngine;
  /** The combats a declaration would carry now: the phase plan's attacks, or the combat on the desk. */
  @property({ attribute: false }) attacks: () => readonly CombatToDeclare[] = () => [];
  /** A message handed in by a link (/games/<id>/message#ADJM1.…): taken in as soon as the game is open. */
  @property() incoming = '';
  @property({ type: Boolean, reflect: true }) open = false;

  @state() private me: PublicKeyInfo | undefined;
  @state() private session: DistanceSession | undefined;
  @state() private outgoing: Outgoing | undefined;
  @state() private settled: readonly CombatRecord[] = [];
  @state() private note = '';
  @state() private refusal = '';
  @state() private pasted = '';
  @state() private frames: readonly string[] | undefined;
  @state() private reading = false;
  @state() private confirmForget = false;
  @state() private busy = false;
  private taken = '';

  /** A message from a link opens the panel, drawn open from the first. */
  override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('incoming') && this.incoming && this.incoming !== this.taken) this.open = true;
  }

  override updated(changed: Map<PropertyKey, unknown>): void {
    if ((changed.has('db') || changed.has('gameId')) && this.db && this.gameId) void this.refresh();
    if ((changed.has('incoming') || changed.has('db') || changed.has('engine')) && this.incoming && this.incoming !== this.taken && this.db && this.engine) {
      this.taken = this.incoming;
      void this.takeIn(this.incoming, 'the link').then(() => {
        // The message is not taken in twice if the page is opened again.
        if (location.hash.includes(this.taken)) history.replaceState(null, '', routePath({ name: 'desk', gameId: this.gameId, activity: 'record' }));
      });
    }
    const codes = this.renderRoot.querySelector<HTMLDialogElement>('dialog.codes');
    if (codes && !codes.open) codes.showModal();
  }

  private async refresh(): Promise<void> {
    if (!this.db) return;
    const [{ deviceKey }, { storedSession }] = await Promise.all([import('../../store/keys'), import('../../store/distance')]);
    this.me = (await deviceKey(this.db))?.info;
    this.session = await storedSession(this.db, this.gameId);
  }

  private async show(made: Made, what: string): Promise<void> {
    if (!made.ok) {
      this.refusal = `Not made: ${made.message}.`;
      return;
    }
    this.session = made.session;
    await this.present(made.envelope, made.session.last?.payload);
    this.note = `${what} Send it to your opponent: paste the text, send the link, or show the QR codes.`;
  }

  /** The message as text and link, ready to copy or share. */
  private async present(envelope: Envelope, payload?: string): Promise<void> {
    const { encodeMessage, messageText } = await import('../../store/messages');
    const body = payload ?? (await encodeMessage(envelope));
    this.outgoing = { envelope, payload: body, text: messageText(envelope, body, location.origin) };
    this.frames = undefined;
  }

  /**
   * Does one of the panel's actions, each a write to this tablet's storage; one that failed is said in
   * the player's words (notSaved): `undone` names what was not saved, or not `done`, and what follows.
   */
  private async run(undone: { readonly what: string } & NotSavedWords, work: () => Promise<void>): Promise<void> {
    if (this.busy || !this.db) return;
    this.busy = true;
    this.refusal = '';
    this.note = '';
    try {
      await work();
    } catch (e) {
      this.refusal = notSavedLine(undone.what, e, undone);
    } finally {
      this.busy = false;
    }
  }

  private opening(): Promise<void> {
    return this.run({ what: 'Your opening message', after: 'Nothing was sent.' }, async () => {
      const [{ openingMessage }, { encodeMessage }] = await Promise.all([import('../../store/distance'), import('../../store/messages')]);
      await this.show(await openingMessage(this.db as AdjutantDb, this.gameId, encodeMessage), 'Your opening message carries your key and your commitment.');
    });
  }

  private declare(): Promise<void> {
    return this.run({ what: 'Your declaration', after: 'Nothing was sent.' }, async () => {
      const attacks = this.attacks();
      const [{ declareMessage }, { encodeMessage }] = await Promise.all([import('../../store/distance'), import('../../store/messages')]);
      this.settled = [];
      await this.show(await declareMessage(this.db as AdjutantDb, this.gameId, attacks, encodeMessage), `Declared ${plural(attacks.length, 'combat')}; the dice are fixed once your opponent replies.`);
    });
  }

  private abandon(): Promise<void> {
    return this.run({ what: 'The declaration', done: 'abandoned' }, async () => {
      const { abandonDeclaration } = await import('../../store/distance');
      const logged = await abandonDeclaration(this.db as AdjutantDb, this.gameId);
      this.outgoing = undefined;
      await this.refresh();
      this.note = `Abandoned: ${plural(logged.length, 'combat')} logged as declared and never settled.`;
      if (logged.length > 0) this.emit('log-received');
    });
  }

  private forget(): Promise<void> {
    return this.run({ what: 'Your opponent’s key', done: 'forgotten' }, async () => {
      const { forgetOpponent } = await import('../../store/distance');
      await forgetOpponent(this.db as AdjutantDb, this.gameId);
      this.confirmForget = false;
      await this.refresh();
      this.note = 'Your opponent’s key is forgotten: the next message from them pins the key it comes with. Compare its fingerprint aloud.';
    });
  }

  /** Takes in a message however it came: pasted text, a link, or the QR codes' JSON. */
  private takeIn(message: unknown, from: string): Promise<void> {
    return this.run({ what: 'The message', done: 'taken in' }, async () => {
      const [{ decodeMessage, encodeMessage }, { receiveMessage }] = await Promise.all([import('../../store/messages'), import('../../store/distance')]);
      const decoded = await decodeMessage(message);
      if (!decoded.ok) {
        this.refusal = `Not taken in: ${decoded.message}. Nothing was changed.`;
        return;
      }
      const received: Received = await receiveMessage(this.db as AdjutantDb, this.gameId, decoded.envelope, this.engine as DistanceEngine, encodeMessage);
      if (!received.ok) {
        this.refusal = `Not taken in: ${received.message}. Nothing was changed.`;
        return;
      }
      if (received.reply) await this.present(received.reply, received.session.last?.payload);
      else this.outgoing = undefined;
      this.session = received.session;
      this.pasted = '';
      this.settled = received.logged.filter((c) => c.twoParty !== undefined && c.dice.length > 0);
      this.note = `From ${from}: ${received.note}${received.reply ? ' Your reply is below.' : ''}`;
      if (received.logged.length > 0) this.emit('log-received');
    });
  }

  private async copy(): Promise<void> {
    if (!this.outgoing) return;
    try {
      await navigator.clipboard.writeText(this.outgoing.text);
      this.note = 'The message is copied: paste it into your email, forum post or chat.';
    } catch {
      // No clipboard here (or refused): the text is selected for the player to copy.
      this.renderRoot.querySelector<HTMLTextAreaElement>('textarea.outgoing')?.select();
      this.note = 'Copy the selected text by hand: this browser did not let the app copy it.';
    }
  }

  private async share(): Promise<void> {
    if (!this.outgoing) return;
    try {
      await navigator.share({ text: this.outgoing.text, title: 'Adjutant message' });
    } catch (e) {
      if (!shareCancelled(e)) this.note = 'Not shared: copy the text instead.';
    }
  }

  private async showCodes(): Promise<void> {
    if (!this.outgoing) return;
    const [{ encodeFrames }] = await Promise.all([import('../../store/qr-frames'), import('../handover/qr-frames')]);
    this.reading = false;
    this.frames = await encodeFrames(this.outgoing.envelope);
  }

  private async readCodes(): Promise<void> {
    await import('../handover/qr-read');
    this.frames = undefined;
    this.reading = !this.reading;
  }

  private rename(form: HTMLFormElement): Promise<void> {
    const name = new FormData(form).get('player');
    return this.run({ what: 'Your name' }, async () => {
      const { setPlayerName } = await import('../../store/keys');
      this.me = (await setPlayerName(this.db as AdjutantDb, typeof name === 'string' ? name : ''))?.info;
      this.note = 'Your name is saved: your next message carries it.';
    });
  }

  private renderKeys() {
    const { me, session } = this;
    if (!me) return html`<p>This tablet cannot sign here (open the app from its secure https address), so it cannot play at a distance.</p>`;
    const opponent = session?.opponent;
    return html`<form
        class="name"
        @submit=${(e: Event) => {
          e.preventDefault();
          void this.rename(e.target as HTMLFormElement);
        }}
      >
        <label for="player">Your name, as your opponent sees it</label>
        <input id="player" name="player" maxlength="40" autocomplete="nickname" .value=${me.name ?? ''} />
        <button class="secondary" type="submit">Save the name</button>
      </form>
      <dl class="keys">
      <dt>This tablet${me.name ? `, ${me.name}` : ''}</dt>
      <dd class="fp" aria-label="This tablet's fingerprint">${spokenFingerprint(me.fp)}</dd>
      ${opponent
        ? html`<dt>Your opponent${opponent.name ? `, ${opponent.name}` : ''}</dt>
            <dd class="fp" aria-label="Your opponent's fingerprint">${spokenFingerprint(opponent.fp)}</dd>`
        : html`<dt>Your opponent</dt>
            <dd>Not known yet: their first message pins their key.</dd>`}
    </dl>
    ${opponent ? html`<p class="hint">Read both fingerprints aloud to each other: each tablet must show the same two.</p>` : nothing}`;
  }

  private renderSend() {
    const session = this.session;
    const pending = session?.pending;
    if (!session?.opponent) {
      return html`<p>Send your opening message first, or take in your opponent’s: the player who defends first must send theirs before the first attack is declared.</p>
        <div class="actions"><button ?disabled=${this.busy || !this.me} @click=${() => void this.opening()}>Make the opening message</button></div>`;
    }
    if (pending) {
      return html`<p class="pending">Waiting for the reply to your declaration of ${plural(pending.combats.length, 'combat')} (message ${pending.n}, ${new Date(pending.at).toLocaleString()}).</p>
        <div class="actions">
          <button class="secondary" ?disabled=${this.busy} @click=${() => session.last && void this.present(session.last.envelope, session.last.payload)}>Show the message again</button>
          <button class="secondary danger" ?disabled=${this.busy} @click=${() => void this.abandon()}>Abandon it</button>
        </div>`;
    }
    const attacks = this.open ? this.attacks() : [];
    return html`${attacks.length === 0
        ? html`<p>Nothing to declare: add the phase’s attacks to the phase plan, or set a combat up on the desk.</p>`
        : html`<p>Declared in one message, each with its whole description; your opponent’s reply fixes every die:</p>
            <ol class="declare">
              ${attacks.map((a) => html`<li>${a.label}</li>`)}
            </ol>`}
      <div class="actions">
        <button ?disabled=${this.busy || attacks.length === 0} @click=${() => void this.declare()}>Declare ${attacks.length === 1 ? 'this combat' : `these ${attacks.length} combats`}</button>
        <button class="secondary" ?disabled=${this.busy} @click=${() => void this.opening()}>Make an opening message again</button>
      </div>`;
  }

  private renderOutgoing(out: Outgoing) {
    const canShare = typeof navigator.share === 'function';
    return html`<section class="outgoing" aria-label="Message to send">
      <label for="outgoing">Message ${out.envelope.body.n} to your opponent</label>
      <textarea id="outgoing" class="outgoing" readonly rows="4" .value=${out.text}></textarea>
      <div class="actions">
        <button @click=${() => void this.copy()}>Copy the text</button>
        ${canShare ? html`<button class="secondary" @click=${() => void this.share()}>Share…</button>` : nothing}
        <button class="secondary" @click=${() => void this.showCodes()}>Show as QR codes</button>
      </div>
    </section>`;
  }

  private renderTakeIn() {
    return html`<section class="take" aria-label="Take in a message">
      <label for="pasted">Paste your opponent’s message</label>
      <textarea id="pasted" rows="3" .value=${this.pasted} @input=${(e: Event) => (this.pasted = (e.target as HTMLTextAreaElement).value)}></textarea>
      <div class="actions">
        <button ?disabled=${this.busy || this.pasted.trim() === ''} @click=${() => void this.takeIn(this.pasted, 'the pasted text')}>Take in the message</button>
        <button class="secondary" @click=${() => void this.readCodes()}>${this.reading ? 'Stop reading QR codes' : 'Read QR codes with the camera'}</button>
      </div>
      ${this.reading
        ? html`<adj-qr-read
            @frames-read=${(e: AdjEvent<'frames-read'>) => {
              this.reading = false;
              void this.takeIn(e.detail, 'the QR codes');
            }}
          ></adj-qr-read>`
        : nothing}
    </section>`;
  }

  override render() {
    const opponent = this.session?.opponent;
    return html`<details ?open=${this.open} @toggle=${(e: Event) => (this.open = (e.target as HTMLDetailsElement).open)}>
        <summary>Play at a distance</summary>
        ${this.renderKeys()} ${this.me ? this.renderSend() : nothing} ${this.outgoing ? this.renderOutgoing(this.outgoing) : nothing} ${this.me ? this.renderTakeIn() : nothing}
        ${this.settled.length > 0
          ? html`<section aria-label="Dice settled">
              <h3>Settled by both players’ contributions</h3>
              <ol class="settled">
                ${this.settled.map((c) => html`<li>${settledLine(c)}</li>`)}
              </ol>
            </section>`
          : nothing}
        ${opponent
          ? this.confirmForget
            ? html`<div class="actions">
                <span>Forget ${opponent.name || 'your opponent'}’s key (${spokenFingerprint(opponent.fp)})?</span>
                <button class="danger" @click=${() => void this.forget()}>Forget it</button>
                <button class="secondary" @click=${() => (this.confirmForget = false)}>Keep it</button>
              </div>`
            : html`<div class="actions"><button class="secondary" @click=${() => (this.confirmForget = true)}>Forget your opponent’s key…</button></div>`
          : nothing}
      </details>
      <p role="status">${this.note}</p>
      ${this.refusal ? html`<p role="alert">${this.refusal}</p>` : nothing}
      ${this.frames
        ? html`<dialog class="codes" aria-label="QR codes of the message" @close=${() => (this.frames = undefined)}>
            <adj-qr-frames .frames=${this.frames}></adj-qr-frames>
            <button class="secondary" @click=${() => (this.frames = undefined)}>Stop showing the codes</button>
          </dialog>`
        : nothing}`;
  }
}
