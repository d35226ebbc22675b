import type { Breakpoint } from '../../../engine/core/breakpoints';
import type { Analysis, TableView } from '../../../engine/core/combat';
import type { Failure } from '../../../engine/core/errors';
import { chartAskedFor } from '../../../desk/charts';
import { describeFailure } from '../../../desk/field-labels';
import type { Sides } from '../../../desk/rules';
import type { UnitRecord } from '../../../store/records';
import { afterPaint } from '../../idle';
import type { DeskEngine, DeskHost } from '../host';

/**
 * The odds of the combat on the desk: asked of the engine whenever the set-up changes (an answer
 * that arrives after a newer question is dropped). No die is drawn here: the generator's dice are
 * drawn only when the player taps Roll (roll.ts).
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
  /** The engine's refusals behind `problems`, as it gave them: where a unit lacks a value, the desk offers it in place. */
  refusals: readonly Failure[] = [];
  /** The chart slot the engine asked the player to enter, when it refused for want of one. */
  chartAsked: string | undefined;
  /** What one change would move the combat to another table, column or rows: asked once the odds are on screen. */
  hints: readonly Breakpoint[] = [];

  private seq = 0;
  /** The set-up and engine the odds were last asked of. */
  private askedFor?: { readonly draft: Sides; readonly units: readonly UnitRecord[]; readonly engine: DeskEngine };
  /** The set-up the odds on screen are for, so a new dice state alone does not redraw them. */
  private analysedFor?: { readonly draft: Sides; readonly units: readonly UnitRecord[] };

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

  /** Asks the engine for the odds of the set-up on the desk now. */
  async ask(): Promise<void> {
    const { host } = this;
    const rules = host.desk?.rules;
    if (!host.engine || !host.game || !rules) return;
    const seq = ++this.seq;
    const { draft, units } = host;
    this.askedFor = { draft, units, engine: host.engine };
    if (!rules.askable(draft)) {
      this.analysis = undefined;
      this.chartAsked = undefined;
      this.shownTable = undefined;
      this.problems = [];
      this.refusals = [];
      this.analysedFor = { draft, units };
      host.requestUpdate();
      return;
    }
    const input = host.describe(draft);
    const answer = await host.engine.analyse(input);
    if (seq !== this.seq) return;
    this.analysedFor = { draft, units };
    this.analysis = answer.ok ? answer.value : undefined;
    this.refusals = answer.ok ? [] : answer.errors;
    this.problems = answer.ok ? [] : answer.errors.map((e) => describeFailure(e, draft, host.unitMap, rules.fieldWords, rules.unitPaths?.(draft, host.unitMap)));
    this.chartAsked = answer.ok ? undefined : chartAskedFor(answer.errors);
    host.requestUpdate();
    // Once the odds are on screen, unless the set-up has moved on by then: the hints and the table below them.
    afterPaint(() => {
      if (this.seq !== seq) return;
      void this.askHints(input, seq);
      const table = this.analysis?.table;
      if (table === this.shownTable) return;
      this.shownTable = table;
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
