import { html, nothing } from 'lit';
import type { DiceInput } from '../../../engine/engine';
import { withFreshEntropy } from '../../../engine/core/rng';
import { describeFailure } from '../../../desk/field-labels';
import { applyCombat, recordCombat, resolutionRecord } from '../../../store/combats';
import { type Allocation, allocationProblem, planKey } from '../../../desk/losses';
import { listUnits } from '../../../store/units';
import { rollSides } from '../../../desk/roll-sides';
import { notSaved } from '../../../store/write-errors';
import type { Sides } from '../../../desk/rules';
import type { CombatRecord, UnitRecord } from '../../../store/records';
import { combatReport, reportFileBase } from '../../../store/report';
import { type DeskHost, afterPaint } from '../host';
import { type CardContent, cardFor } from './card';
import type { DeskLog } from './log';
import type { DeskOdds } from './odds';

interface ShownResult extends CardContent {
  readonly record: CombatRecord;
  /** The set-up the result was rolled for: the desk's may have moved on since (DeskRules.afterResult). */
  readonly draft: Sides;
  readonly applied: boolean;
}

/**
 * Rolling at the desk: the generator's dice or dice typed in, the result saved to the log before it
 * is shown, and the result applied to the units. One roll at a time: a tap while a roll is being
 * worked out or written does nothing, so a double tap logs one roll.
 */
export class DeskRoll {
  /** Physical dice typed in so far, and what the next one is for; undefined when not entering dice. */
  entering: { readonly faces: readonly number[]; readonly purpose: string; readonly sides?: number; readonly rerollOf?: number } | undefined;
  result: ShownResult | undefined;
  /**
   * A roll is being worked out or written: a tap on Roll or a die waits for nothing and does nothing.
   * Not drawn: the result follows within a frame or two, and drawing the buttons disabled in between
   * would cost the result's frame a restyle.
   */
  private busy = false;
  /** A result being written to the log: its card is built but not shown until the write is done. */
  private saving: CardContent | undefined;
  /** The last card shown or being prepared: kept so the card element outlives a dismissal. */
  private lastCard: CardContent | undefined;

  constructor(
    private readonly host: DeskHost,
    private readonly odds: DeskOdds,
    private readonly log: DeskLog,
  ) {}

  /** Changes what the sheet shows; the desk is drawn again only when something did change. */
  private set(change: Partial<Pick<DeskRoll, 'entering' | 'result'>>): void {
    if (Object.entries(change).every(([key, value]) => this[key as keyof typeof change] === value)) return;
    Object.assign(this, change);
    this.host.requestUpdate();
  }

  /** Rolls with the game's generator: from the state the log recorded last, with fresh entropy folded in (rng.ts). */
  roll(rerollOf?: number): void {
    const game = this.host.game;
    if (game) void this.resolveWith('generator', rerollOf);
  }

  startEntering(rerollOf?: number): void {
    const sides = this.odds.analysis?.diceSides?.[0];
    this.set({ entering: { faces: [], purpose: this.odds.analysis?.dicePlan[0] ?? 'die', ...(sides === undefined ? {} : { sides }), ...(rerollOf === undefined ? {} : { rerollOf }) }, result: undefined });
  }

  private enterDie(face: number): void {
    if (!this.entering) return;
    void this.resolveWith({ physical: [...this.entering.faces, face] }, this.entering.rerollOf);
  }

  /** Resolves, saves to the log, then shows: a result on screen is always already saved. */
  private async resolveWith(how: DiceInput | 'generator', rerollOf?: number): Promise<void> {
    const { host } = this;
    const rules = host.desk?.rules;
    const { engine, db, game } = host;
    if (!engine || !db || !game || !rules || this.busy) return;
    this.busy = true;
    try {
      const prepared = how === 'generator' ? this.odds.takePreparedRoll(game.rng) : undefined;
      const dice = how === 'generator' ? { rng: withFreshEntropy(game.rng) } : how;
      const input = prepared?.input ?? host.describe(host.draft);
      const answer = prepared ? { ok: true as const, value: prepared.card.resolution } : await engine.resolve(input, dice);
      if (!answer.ok) {
        if ('missingDie' in answer && 'physical' in dice) {
          this.set({ entering: { faces: dice.physical, purpose: answer.missingDie, ...(answer.sides === undefined ? {} : { sides: answer.sides }), ...(rerollOf === undefined ? {} : { rerollOf }) } });
        } else {
          this.odds.showProblems(answer.errors.map((e) => describeFailure(e, host.draft, host.unitMap, rules.fieldWords, rules.unitPaths?.(host.draft, host.unitMap))));
        }
        return;
      }
      const resolution = answer.value;
      const rolledFor = host.draft;
      // A result that moves the combat on (a passed initiative roll): the set-up steps to what comes next, saved with the roll.
      const next = rules.afterResult?.(resolution.outcome.effects, rolledFor);
      const movedOn = next && next !== rolledFor ? next : undefined;
      // The write is issued first; a result on screen is always already saved.
      const sides = rollSides(rolledFor, host.unitMap);
      const entry = { ...resolutionRecord(game.id, Date.now(), input, resolution, rerollOf), ...(sides ? { sides } : {}) };
      const saved = recordCombat(db, entry, movedOn ? { draft: movedOn } : undefined);
      const card = prepared?.card ?? cardFor(resolution, host.draft, rules, host.unitMap);
      this.set({ result: undefined, entering: undefined });
      // While it is written, the card is built and laid out unseen (if it was not already), so showing it then costs little.
      const prepare =
        card === this.odds.upcoming
          ? undefined
          : setTimeout(() => {
              this.saving = this.lastCard = card;
              host.requestUpdate();
            });
      let record: CombatRecord;
      try {
        record = await saved;
      } catch (e) {
        host.message = `${notSaved('The roll', e)} It is not shown.`;
        host.requestUpdate();
        return;
      } finally {
        clearTimeout(prepare);
        this.saving = undefined;
      }
      if (resolution.rngAfter) host.game = { ...game, rng: resolution.rngAfter };
      if (movedOn) host.setDraft(movedOn);
      this.lastCard = card;
      this.set({ result: { ...card, record, draft: rolledFor, applied: false } });
      // Once the result is on screen: the log below catches up, the game record moves on, and the
      // next roll is worked out for the new dice state.
      afterPaint(() => {
        this.log.add(record);
        if (resolution.rngAfter) void this.odds.ask();
      });
    } finally {
      this.busy = false;
    }
  }

  /**
   * Applies the shown result to the units, with the losses shared out as the player chose: to the
   * units as they are stored, never over a change another tab made since this desk read them. If
   * they changed, the desk reads them again and applies the result to them as they now are (when the
   * losses as shared out still fit them), and says so.
   */
  private async apply(allocations: Readonly<Record<string, Allocation>>): Promise<void> {
    const { host } = this;
    const rules = host.desk?.rules;
    const shown = this.result;
    const { db, game } = host;
    if (!db || !game || !shown?.record.id || !rules) return;
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
          return;
        }
        change = attempt(host.unitMap);
        written = await applyCombat(db, shown.record.id, change.before, change.after);
        note = `Another tab had changed ${names.join(', ') || 'these units'} since this desk read them: the result was applied to them as they are now.`;
      }
      if (!written.ok) {
        host.units = await listUnits(db, game.id);
        host.message = written.reason === 'applied' ? 'This result was already applied (in another tab); the units are shown as they are now.' : 'Not applied: the units changed again meanwhile. They are shown as they are now; apply again.';
        host.requestUpdate();
        return;
      }
      const changed = new Map(change.after.map((u) => [u.id, u]));
      host.units = host.units.map((u) => changed.get(u.id) ?? u);
      host.message = note;
      this.set({ result: { ...shown, applied: true } });
      this.log.replace({ ...shown.record, applied: change, undone: false });
    } catch (e) {
      host.message = notSaved('The result applied to the units', e);
      host.requestUpdate();
    }
  }

  async undo(): Promise<void> {
    const undone = await this.log.undo();
    const shown = this.result;
    if (undone && shown && shown.record.id === undone.id) this.set({ result: { ...shown, applied: false } });
  }

  /** Rolls the shown result again, for the set-up it was rolled for even if the desk has moved on from it. */
  private reroll(): void {
    const shown = this.result;
    if (shown && shown.draft !== this.host.draft) this.host.setDraft(shown.draft);
    this.roll(shown?.record.id);
  }

  /** Dice entry and the result sit in a sheet over the desk, so the desk behind does not move. */
  render() {
    const dice = this.entering
      ? html`<div class="sheet" role="dialog" aria-label="Enter the dice">
          <adj-dice-entry purpose=${this.entering.purpose} sides=${this.entering.sides ?? 6} @die=${(e: CustomEvent<number>) => this.enterDie(e.detail)}></adj-dice-entry>
          <button class="secondary" @click=${() => this.set({ entering: undefined })}>Cancel</button>
        </div>`
      : nothing;
    // The result card, once made, stays in the page out of sight: the next result only updates it.
    const card = this.result ?? this.saving ?? this.odds.upcoming ?? this.lastCard;
    if (!card) return dice;
    const shown = this.result !== undefined && !this.entering;
    return html`${dice}<div class="sheet ${shown ? '' : 'unseen'}" role="dialog" aria-label="Result"><adj-result-card
        .resolution=${card.resolution}
        .plans=${card.plans}
        .units=${this.host.unitMap}
        ?appliable=${card.appliable}
        ?applied=${this.result?.applied ?? false}
        report=${this.result && this.host.game ? combatReport(this.host.game, this.result.record) : ''}
        reportFile=${this.host.game ? reportFileBase(this.host.game, 'combat') : 'combat-report'}
        @apply=${(e: CustomEvent<Readonly<Record<string, Allocation>>>) => this.apply(e.detail)}
        @undo=${() => this.undo()}
        @reroll=${() => this.reroll()}
        @dismiss=${() => this.set({ result: undefined })}
      ></adj-result-card></div>`;
  }
}
