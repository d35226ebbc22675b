import { html, nothing } from 'lit';
import type { DiceInput } from '../../../engine/engine';
import { withFreshEntropy } from '../../../engine/core/rng';
import { describeFailure } from '../../../desk/field-labels';
import { applyCombat, resolutionRecord } from '../../../store/combats';
import { canonicalJson } from '../../../store/canonical-json';
import { type Allocation, allocationProblem, planKey } from '../../../desk/losses';
import { listUnits } from '../../../store/units';
import { rollSides } from '../../../desk/roll-sides';
import type { Sides } from '../../../desk/rules';
import type { CombatRecord, UnitRecord } from '../../../store/records';
import { combatReport, reportFileBase } from '../../../store/report';
import type { AdjEvent } from '../../events';
import { afterPaint, answeringTap } from '../../idle';
import type { DeskHost } from '../host';
import { type CardContent, cardFor } from './card';
import type { DeskLog } from './log';
import type { DeskOdds } from './odds';

interface ShownResult extends CardContent {
  readonly record: CombatRecord;
  /** The set-up the result was rolled for: the desk's may have moved on since (DeskRules.afterResult). */
  readonly draft: Sides;
  /**
   * The dice typed in had already been logged for this very combat: the entry shown is that one, not
   * a new one. The players may still log the dice as a roll of their own (`logAgain`).
   */
  readonly repeated?: { readonly faces: readonly number[]; readonly rerollOf?: number };
}

/** The faces of a log entry's dice when every one of them was typed in, else undefined. */
function typedFaces(entry: CombatRecord): readonly number[] | undefined {
  return entry.dice.length > 0 && entry.dice.every((d) => d.source.kind === 'physical') ? entry.dice.map((d) => d.face) : undefined;
}

/**
 * Rolling at the desk: the generator's dice, drawn only when the player taps Roll, or dice typed in;
 * the result saved to the log before it is shown, and applied to the units from the card, or later
 * from its log entry (after a reload, or from another screen), once. One roll at a time: a tap while
 * a roll is being worked out or written does nothing, so a double tap logs one roll.
 */
export class DeskRoll {
  /** Physical dice typed in so far, and what the next one is for; undefined when not entering dice. */
  entering: { readonly faces: readonly number[]; readonly purpose: string; readonly sides?: number; readonly rerollOf?: number } | undefined;
  result: ShownResult | undefined;
  /**
   * The last roll that moved the combat on to its next roll (a passed initiative roll, the supply
   * dice): said on the desk beside the next step rather than in a sheet to close, its whole card a
   * tap away.
   */
  step: ShownResult | undefined;
  /**
   * The last result applied by the very tap that chose it (a die change): the players read what it
   * does on the button they tapped, and the combat is over, so it is said above the set-up emptied
   * for the next combat, with Undo, its whole card a tap away, rather than in a sheet to close.
   */
  settled: ShownResult | undefined;
  /**
   * A roll is being worked out or written: a tap on Roll or a die waits for nothing and does nothing.
   * Not drawn: the result follows within a frame or two, and drawing the buttons disabled in between
   * would cost the result's frame a restyle.
   */
  private busy = false;
  /**
   * Whether the result's sheet takes taps and focus. A result is drawn first, and made reachable in
   * the frame after: lifting `inert` restyles the whole card, which need not hold up the frame that
   * shows it. A tap in that one frame was made before the result was in sight; it meets the backdrop.
   */
  private reachable = false;
  /** The last card shown: kept so the card element outlives a dismissal, and the next result only updates it. */
  private lastCard: CardContent | undefined;
  /** The entry this desk wrote last. */
  private written: CombatRecord | undefined;
  /** The game whose log the writer has been asked to read ahead. */
  private readFor: string | undefined;

  constructor(
    private readonly host: DeskHost,
    private readonly odds: DeskOdds,
    private readonly log: DeskLog,
  ) {}

  /** Changes what the sheet shows; the desk is drawn again only when something did change. */
  private set(change: Partial<Pick<DeskRoll, 'entering' | 'result' | 'step' | 'settled'>>): void {
    if (Object.entries(change).every(([key, value]) => this[key as keyof typeof change] === value)) return;
    const hadResult = this.result !== undefined;
    Object.assign(this, change);
    if (this.result === undefined) this.reachable = false;
    else if (!hadResult) afterPaint(() => this.reach());
    this.host.requestUpdate();
  }

  /** The result in sight takes taps and focus from now on. */
  private reach(): void {
    if (this.result === undefined || this.reachable) return;
    this.reachable = true;
    this.host.requestUpdate();
  }

  /** Has the log's tip read ahead of the next roll, once per game; nothing about the roll itself is known or drawn. */
  readAhead(): void {
    const { logWriter, game } = this.host;
    if (!logWriter || !game || this.readFor === game.id) return;
    this.readFor = game.id;
    // A tip that could not be read is read again by the roll's own write.
    logWriter.readAhead(game.id).catch(() => undefined);
  }

  /**
   * Rolls with the game's generator: its dice are drawn now, from the state the log recorded last with
   * fresh entropy folded in (rng.ts). `andApply`: the players' last choice was the tap itself (a die
   * change), so a result that changes the units and leaves no losses to share out is applied at once.
   */
  roll(rerollOf?: number, andApply = false): void {
    if (this.host.game) void this.resolveWith('generator', rerollOf, false, andApply);
  }

  /** Starts typing in the dice; `purpose` says what the first die is for when the odds on the desk do not (yet). */
  startEntering(rerollOf?: number, purpose = this.odds.analysis?.dicePlan[0] ?? 'die'): void {
    const sides = this.odds.analysis?.diceSides?.[0];
    this.set({ entering: { faces: [], purpose, ...(sides === undefined ? {} : { sides }), ...(rerollOf === undefined ? {} : { rerollOf }) }, result: undefined });
  }

  private enterDie(face: number): void {
    if (!this.entering) return;
    void this.resolveWith({ physical: [...this.entering.faces, face] }, this.entering.rerollOf);
  }

  /**
   * The newest entry of the log for this very combat (the same description) whose dice were typed in
   * as these faces: the players are entering a roll already logged (the app was closed before it was
   * applied, say), not rolling again.
   */
  private alreadyLogged(input: Record<string, unknown>, faces: readonly number[]): CombatRecord | undefined {
    const text = canonicalJson(input);
    // The roll written last is looked at first: the log below may not have caught up with it yet.
    const newest = this.written && this.written.id !== this.log.combats[0]?.id ? [this.written, ...this.log.combats] : this.log.combats;
    const same = newest.find((c) => canonicalJson(c.input) === text);
    const logged = same && typedFaces(same);
    return logged && logged.length === faces.length && logged.every((f, i) => f === faces[i]) ? same : undefined;
  }

  /**
   * Resolves, saves to the log, then shows: a result on screen is always already saved. `fresh`
   * logs typed dice even when the same were logged for this combat already.
   */
  private async resolveWith(how: DiceInput | 'generator', rerollOf?: number, fresh = false, andApply = false): Promise<void> {
    const { host } = this;
    const rules = host.desk?.rules;
    const { engine, logWriter, game } = host;
    if (!engine || !logWriter || !game || !rules || this.busy) return;
    this.busy = true;
    // Work put off to an idle moment (the search's worker, the map's code) waits until the result is on screen.
    const answered = answeringTap();
    let rollOn: (() => void) | undefined;
    try {
      this.readAhead();
      const rolledFor = host.draft;
      const input = host.describe(rolledFor);
      // The generator's dice are drawn here, at the tap, and nowhere before.
      const dice = how === 'generator' ? { rng: withFreshEntropy(game.rng) } : how;
      const answer = await engine.resolve(input, dice);
      if (!answer.ok) {
        if ('missingDie' in answer && 'physical' in dice) {
          this.set({ entering: { faces: dice.physical, purpose: answer.missingDie, ...(answer.sides === undefined ? {} : { sides: answer.sides }), ...(rerollOf === undefined ? {} : { rerollOf }) } });
        } else {
          this.odds.showProblems(answer.errors.map((e) => describeFailure(e, host.draft, host.unitMap, rules.fieldWords, rules.unitPaths?.(host.draft, host.unitMap))));
        }
        return;
      }
      const resolution = answer.value;
      const earlier = 'physical' in dice && !fresh ? this.alreadyLogged(input, dice.physical) : undefined;
      if (earlier) {
        const card = cardFor(resolution, rolledFor, rules, host.unitMap);
        this.lastCard = card;
        const faces = typedFaces(earlier) ?? [];
        this.set({ entering: undefined, result: { ...card, record: earlier, draft: rolledFor, repeated: { faces, ...(rerollOf === undefined ? {} : { rerollOf }) } } });
        return;
      }
      // A result that moves the combat on (a passed initiative roll): the set-up steps to what comes next, saved with the roll.
      const next = rules.afterResult?.(resolution.outcome.effects, rolledFor);
      const movedOn = next && next !== rolledFor ? next : undefined;
      // The write is issued first; a result on screen is always already saved. A change at the desk
      // still waiting for the player's pause is written with it, the combat's next step over it.
      const unsaved = host.takeUnsaved();
      const setUp = { ...unsaved, ...(movedOn ? { draft: movedOn } : {}) };
      const sides = rollSides(rolledFor, host.unitMap);
      const entry = { ...resolutionRecord(game.id, Date.now(), input, resolution, rerollOf), draft: rolledFor, ...(sides ? { sides } : {}) };
      const saved = logWriter.record(entry, setUp);
      // While the log worker writes, the card and its report to share (a report names nothing the
      // write adds) are worked out, but nothing is drawn: the page stays free to hear the write's
      // answer, and the result is drawn once, shown, in the frame after it.
      const card = cardFor(resolution, rolledFor, rules, host.unitMap);
      const report = combatReport(game, entry);
      this.set({ result: undefined, entering: undefined });
      let record: CombatRecord;
      try {
        record = await saved;
      } catch (e) {
        // The change it carried waits to be written again.
        if (unsaved) host.saveLater(unsaved);
        host.sayNotSaved('The roll', e, { after: 'It is not shown.' });
        host.requestUpdate();
        return;
      }
      this.written = record;
      // The saved entry's report is the one already made: it is not worked out again to show the card.
      this.report = { record, name: game.name, text: report };
      if (resolution.rngAfter) host.game = { ...game, rng: resolution.rngAfter };
      if (movedOn) host.setDraft(movedOn);
      this.lastCard = card;
      // A roll that moves the combat on to its next roll is said beside that step; a result, in the sheet.
      const stepOnly = movedOn !== undefined && !card.appliable;
      const shown: ShownResult = { ...card, record, draft: rolledFor };
      // A result the tap itself chose (a die change) is applied before it is shown, and said above the
      // set-up emptied for the next combat; one that could not be applied comes up in its card, with Apply.
      const settled = andApply && !stepOnly && card.appliable && card.plans.length === 0 ? await this.applied({}, shown) : undefined;
      if (settled) {
        host.setDraft(rules.nextCombat?.(host.draft) ?? { attackers: [], defenders: [] });
        this.set({ settled, result: undefined, step: undefined });
      } else {
        this.set(stepOnly ? { step: shown } : { result: shown, step: undefined });
      }
      // Once the result is on screen, the log catches up, with the entry as it stands then (a tap on
      // Apply may have come first).
      afterPaint(() => {
        const shown = (this.result ?? this.settled)?.record;
        this.log.add(shown && shown.id === record.id ? shown : record);
      });
      // The next roll with nothing to choose before it follows from the same tap: rolled, or its dice asked for.
      if (stepOnly && rules.rollsOn?.(movedOn)) rollOn = how === 'generator' ? () => this.roll() : () => this.startEntering(undefined, 'die');
    } finally {
      this.busy = false;
      afterPaint(answered);
    }
    rollOn?.();
  }

  /** The typed dice shown from the log were rolled again after all: they go to the log as a roll of their own. */
  private logAgain(): void {
    const repeated = this.result?.repeated;
    if (!repeated) return;
    this.set({ result: undefined });
    void this.resolveWith({ physical: repeated.faces }, repeated.rerollOf, true);
  }

  /**
   * A logged roll shown again, to be applied: worked out again from its description and its own dice
   * (the generator's state it used, or the faces typed in), for the set-up it was rolled for. An
   * entry from before the desk kept that set-up, or one that does not work out as logged, is said so.
   */
  async showLogged(record: CombatRecord): Promise<void> {
    const { host } = this;
    const rules = host.desk?.rules;
    if (!rules || !host.engine) return;
    if (record.draft === undefined) {
      host.message = `“${record.outcome.label}” was logged before the desk kept the set-up each roll was made for: apply it to the units by hand.`;
      host.requestUpdate();
      return;
    }
    const draft = rules.read(record.draft);
    const first = record.dice[0]?.source;
    const dice: DiceInput = first?.kind === 'generator' ? { rng: first.stateBefore } : { physical: record.dice.map((d) => d.face) };
    const answer = await host.engine.resolve(record.input, dice);
    if (!answer.ok || answer.value.outcome.key !== record.outcome.key) {
      host.message = `“${record.outcome.label}” could not be worked out again as it was logged, so it cannot be applied from here: apply it to the units by hand.`;
      host.requestUpdate();
      return;
    }
    const card = cardFor(answer.value, draft, rules, host.unitMap);
    this.lastCard = card;
    this.set({ entering: undefined, result: { ...card, record, draft } });
  }

  /** Whether a shown result is applied to the units now, by its log entry as it now stands (another screen may have applied or undone it). */
  private appliedNow(shown: ShownResult): boolean {
    const entry = this.log.combats.find((c) => c.id === shown.record.id) ?? shown.record;
    return entry.applied !== undefined && entry.undone !== true;
  }

  /** Applies the result in the sheet (its Apply tapped); the card, still showing it, says it applied, with Undo. */
  private async apply(allocations: Readonly<Record<string, Allocation>>): Promise<void> {
    const answered = answeringTap();
    try {
      const shown = this.result;
      const applied = shown && (await this.applied(allocations, shown));
      if (applied && this.result?.record.id === applied.record.id) this.set({ result: applied });
    } finally {
      afterPaint(answered);
    }
  }

  /**
   * Applies a result to the units, with the losses shared out as the player chose: to the units as
   * they are stored, never over a change another tab made since this desk read them. If they
   * changed, the desk reads them again and applies the result to them as they now are (when the
   * losses as shared out still fit them), and says so. A result is applied once: an entry already
   * applied (here or in another tab) is refused by the store. Gives the result as applied, or
   * undefined when it was not (the desk says why).
   */
  private async applied(allocations: Readonly<Record<string, Allocation>>, shown: ShownResult): Promise<ShownResult | undefined> {
    const { host } = this;
    const rules = host.desk?.rules;
    const { db, game } = host;
    if (!db || !game || !shown.record.id || !rules) return undefined;
    const attempt = (units: ReadonlyMap<string, UnitRecord>) => {
      const after = rules.applyResult(shown.resolution.outcome.effects, shown.draft, allocations, shown.plans, units);
      const before = after.map((u) => units.get(u.id)).filter((u): u is UnitRecord => u !== undefined);
      return { before, after };
    };
    try {
      let change = attempt(host.unitMap);
      let written = await applyCombat(db, shown.record.id, change.before, change.after);
      let note = '';
      if (!written.ok && written.reason === 'changed') {
        host.units = await listUnits(db, game.id);
        const names = written.units.filter((u): u is UnitRecord => u !== undefined).map((u) => u.name);
        const misfit = shown.plans.map((p) => allocationProblem(p, allocations[planKey(p)] ?? {}, host.unitMap)).find((p) => p !== undefined);
        if (misfit) {
          host.message = `Not applied: another tab changed ${names.join(', ') || 'these units'} since this desk read them, and the losses as shared out no longer fit (${misfit}). The units are shown as they are now: share the losses out again.`;
          host.requestUpdate();
          return undefined;
        }
        change = attempt(host.unitMap);
        written = await applyCombat(db, shown.record.id, change.before, change.after);
        note = `Another tab had changed ${names.join(', ') || 'these units'} since this desk read them: the result was applied to them as they are now.`;
      }
      if (!written.ok) {
        host.units = await listUnits(db, game.id);
        host.message = written.reason === 'applied' ? 'This result was already applied (in another tab or from the log); the units are shown as they are now.' : 'Not applied: the units changed again meanwhile. They are shown as they are now; apply again.';
        host.requestUpdate();
        return undefined;
      }
      const changed = new Map(change.after.map((u) => [u.id, u]));
      host.units = host.units.map((u) => changed.get(u.id) ?? u);
      host.message = note;
      const record = { ...shown.record, applied: change, undone: false };
      this.log.replace(record);
      return { ...shown, record };
    } catch (e) {
      host.sayNotSaved('The result applied to the units', e);
      host.requestUpdate();
      return undefined;
    }
  }

  async undo(): Promise<void> {
    const undone = await this.log.undo();
    // The card says so at once, whether or not the log below has caught up with its entry yet.
    const { result, settled } = this;
    if (undone && result && result.record.id === undone.id) this.set({ result: { ...result, record: undone } });
    if (undone && settled && settled.record.id === undone.id) this.set({ settled: { ...settled, record: undone } });
    this.host.requestUpdate();
  }

  /** Rolls the shown result again, for the set-up it was rolled for even if the desk has moved on from it. */
  private reroll(): void {
    const shown = this.result;
    if (shown && shown.draft !== this.host.draft) this.host.setDraft(shown.draft);
    this.roll(shown?.record.id);
  }

  /** The card of the roll that moved the combat on, opened in the sheet. */
  showStep(): void {
    if (this.step) this.set({ result: this.step });
  }

  /** The whole card of the result applied by its tap, opened in the sheet. */
  showSettled(): void {
    if (this.settled) this.set({ result: this.settled });
  }

  /** Closes the result: the tap that closes it goes no further than the sheet's backdrop. */
  dismiss(): void {
    this.set({ result: undefined });
  }

  /**
   * The next combat: the result put away and the sides emptied for the next units, the kind of
   * combat and its conditions kept. A combat that moved on to its next roll (DeskRules.afterResult)
   * with nothing yet done to the units keeps them: its next roll is the same combat's.
   */
  private newCombat(): void {
    const shown = this.result;
    this.dismiss();
    if (!shown || (shown.draft !== this.host.draft && !shown.appliable)) return;
    this.host.setDraft(this.host.desk?.rules.nextCombat?.(this.host.draft) ?? { attackers: [], defenders: [] });
  }

  /** The shown result as a report to share, worked out once per entry and game name, not on every drawing. */
  private reportOf(record: CombatRecord): string {
    const game = this.host.game;
    if (!game) return '';
    if (this.report?.record !== record || this.report.name !== game.name) this.report = { record, name: game.name, text: combatReport(game, record) };
    return this.report.text;
  }

  private report: { readonly record: CombatRecord; readonly name: string; readonly text: string } | undefined;

  /** Dice entry and the result sit in a sheet over the desk, over a backdrop that takes a tap outside them. */
  render() {
    const dice = this.entering
      ? html`<div class="scrim" @click=${() => this.set({ entering: undefined })}></div>
          <div class="sheet" role="dialog" aria-modal="true" aria-label="Enter the dice">
            <adj-dice-entry purpose=${this.entering.purpose} sides=${this.entering.sides ?? 6} @die=${(e: AdjEvent<'die'>) => this.enterDie(e.detail)}></adj-dice-entry>
            <button class="secondary" @click=${() => this.set({ entering: undefined })}>Cancel</button>
          </div>`
      : nothing;
    // The result card, once made, stays in the page out of sight: the next result only updates it.
    const card = this.result ?? this.lastCard;
    if (!card) return dice;
    const shown = this.result !== undefined && !this.entering;
    const repeated = this.result?.repeated;
    // Said from outside the sheet: the sheet is still inert in the frame that shows the result.
    const said = shown ? this.result?.resolution.outcome.label : '';
    // The card out of sight keeps the last report: hiding its sharing in between would have the next
    // result's frame lay the card out again.
    const report = this.result ? this.reportOf(this.result.record) : (this.report?.text ?? '');
    return html`${dice}<p class="visually-hidden" role="status">${said}</p>
      <div class="scrim result ${shown ? '' : 'unseen'}" @click=${() => this.dismiss()}></div>
      <div class="sheet result ${shown ? '' : 'unseen'}" role="dialog" aria-modal=${shown ? 'true' : 'false'} aria-label="Result" ?inert=${!shown || !this.reachable}>
        ${repeated
          ? html`<div class="repeated" role="status">
              <p>These dice were already logged for this combat; this is that roll, not logged again.</p>
              <button class="secondary" @click=${() => this.logAgain()}>They were rolled again: log them</button>
            </div>`
          : nothing}
        <adj-result-card
          .resolution=${card.resolution}
          .plans=${card.plans}
          .units=${this.host.unitMap}
          ?appliable=${card.appliable}
          ?applied=${this.result ? this.appliedNow(this.result) : false}
          .report=${report}
          reportFile=${this.host.game ? reportFileBase(this.host.game, 'combat') : 'combat-report'}
          @apply=${(e: AdjEvent<'apply'>) => this.apply(e.detail)}
          @undo=${() => this.undo()}
          @reroll=${() => this.reroll()}
          @dismiss=${() => this.newCombat()}
        ></adj-result-card>
      </div>`;
  }
}
