import type { Breakpoint } from '../../../engine/core/breakpoints';
import type { Analysis, TableView } from '../../../engine/core/combat';
import type { Failure } from '../../../engine/core/errors';
import { type RngState, withFreshEntropy } from '../../../engine/core/rng';
import { chartAskedFor } from '../../../desk/charts';
import { describeFailure } from '../../../desk/field-labels';
import type { Sides } from '../../../desk/rules';
import type { UnitRecord } from '../../../store/records';
import { type DeskEngine, type DeskHost, afterPaint } from '../host';
import { type CardContent, cardFor } from './card';

/**
 * The generator's next roll for the combat as it is set up, worked out with the odds: tapping Roll
 * then only saves and shows it. It stands only while the set-up, the units and the recorded dice
 * state are the very ones it was worked out for, and it is taken once: its dice start from the
 * recorded state with fresh entropy folded in, drawn for it alone.
 */
export interface NextRoll {
  readonly draft: Sides;
  readonly units: readonly UnitRecord[];
  /** The state recorded in the log that the roll's own state was drawn from. */
  readonly recorded: RngState;
  readonly input: Record<string, unknown>;
  readonly card: CardContent;
}

/**
 * The odds of the combat on the desk: asked of the engine whenever the set-up changes (an answer
 * that arrives after a newer question is dropped), with the generator's next roll worked out
 * alongside them and its card laid out unseen.
 */
export class DeskOdds {
  analysis: Analysis | undefined;
  /**
   * The table drawn below the odds: the analysis's, a frame after the odds themselves, so a change
   * of table (a whole chart of cells) never holds up the chances on screen.
   */
  shownTable: TableView | undefined;
  /** Why the engine cannot give odds for the set-up, each in the player's words naming the unit and field. */
  problems: readonly Failure[] = [];
  /** The chart slot the engine asked the player to enter, when it refused for want of one. */
  chartAsked: string | undefined;
  /** The card of the generator's next roll, built unseen ahead of the tap on Roll. */
  upcoming: CardContent | undefined;
  /** What one change would move the combat to another table, column or rows: asked once the odds are on screen. */
  hints: readonly Breakpoint[] = [];

  private seq = 0;
  /** The set-up and engine the odds were last asked of. */
  private askedFor?: { readonly draft: Sides; readonly units: readonly UnitRecord[]; readonly engine: DeskEngine };
  /** The set-up the odds on screen are for, so a new dice state alone does not redraw them. */
  private analysedFor?: { readonly draft: Sides; readonly units: readonly UnitRecord[] };
  private nextRoll?: NextRoll;

  constructor(private readonly host: DeskHost) {}

  /** The odds on screen (or none yet) are not for the set-up on screen: the engine's answer is on its way. */
  get pending(): boolean {
    return this.analysedFor?.draft !== this.host.draft || this.analysedFor.units !== this.host.units;
  }

  /** The odds have been asked for the set-up and engine on the desk now. */
  get asked(): boolean {
    const asked = this.askedFor;
    return asked !== undefined && asked.draft === this.host.draft && asked.units === this.host.units && asked.engine === this.host.engine;
  }

  /**
   * The generator's roll worked out in advance, when it is for the combat and recorded dice state
   * now on the desk; taken, so no other roll ever uses its dice.
   */
  takePreparedRoll(recorded: RngState): NextRoll | undefined {
    const next = this.nextRoll;
    if (!next || next.recorded !== recorded || next.draft !== this.host.draft || next.units !== this.host.units) return undefined;
    this.nextRoll = undefined;
    return next;
  }

  /** Asks the engine for the odds of the set-up on the desk now, with the generator's next roll. */
  async ask(): Promise<void> {
    const { host } = this;
    const rules = host.desk?.rules;
    if (!host.engine || !host.game || !rules) return;
    const seq = ++this.seq;
    const { draft, units } = host;
    this.askedFor = { draft, units, engine: host.engine };
    const recorded = host.game.rng;
    this.nextRoll = undefined;
    if (!rules.askable(draft)) {
      this.analysis = undefined;
      this.chartAsked = undefined;
      this.shownTable = undefined;
      this.problems = [];
      this.analysedFor = { draft, units };
      host.requestUpdate();
      return;
    }
    const input = host.describe(draft);
    const answer = await host.engine.resolve(input, { rng: withFreshEntropy(recorded) });
    if (seq !== this.seq) return;
    const next: NextRoll | undefined = answer.ok ? { draft, units, recorded, input, card: cardFor(answer.value, draft, rules, host.unitMap) } : undefined;
    this.nextRoll = next;
    // Only the dice moved on: the odds on screen stand, and are not redrawn.
    const sameSetUp = this.analysedFor?.draft === draft && this.analysedFor.units === units && answer.ok === (this.analysis !== undefined);
    if (!sameSetUp) {
      this.analysedFor = { draft, units };
      this.analysis = answer.ok ? answer.value.analysis : undefined;
      this.problems = answer.ok ? [] : answer.errors.map((e) => describeFailure(e, draft, host.unitMap, rules.fieldWords, rules.unitPaths?.(draft, host.unitMap)));
      this.chartAsked = answer.ok ? undefined : chartAskedFor(answer.errors);
      host.requestUpdate();
    }
    // Once the odds are on screen, unless the set-up has moved on by then: the table below them,
    // and the next roll's card, built unseen.
    afterPaint(() => {
      if (this.seq !== seq) return;
      if (!sameSetUp) void this.askHints(input, seq);
      const table = this.analysis?.table;
      const upcoming = next?.card ?? this.upcoming;
      if (table === this.shownTable && upcoming === this.upcoming) return;
      this.shownTable = table;
      this.upcoming = upcoming;
      host.requestUpdate();
    });
  }

  /** The breakpoint hints for the combat whose odds are on screen, dropped if the set-up has moved on. */
  private async askHints(input: Record<string, unknown>, seq: number): Promise<void> {
    const engine = this.host.engine;
    if (!engine) return;
    const answer = await engine.breakpoints(input);
    if (seq !== this.seq) return;
    this.hints = answer.ok ? answer.value : [];
    this.host.requestUpdate();
  }

  /** Problems the engine found with the set-up, in the player's words. */
  showProblems(problems: readonly Failure[]): void {
    this.problems = problems;
    this.host.requestUpdate();
  }
}
