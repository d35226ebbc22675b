import { html, nothing } from 'lit';
import { guard } from 'lit/directives/guard.js';
import type { Sides } from '../../../desk/rules';
import { formatPercent } from '../../../engine/core/fraction';
import { rosterText } from '../../../desk/roster-text';
import type { DeskGame } from '../../../games/contract';
import type { UnitRecord } from '../../../store/records';
import '../../breakpoints/breakpoints';
import '../../chart-editor/chart-editor';
import '../../dice-entry/dice-entry';
import { downloadText } from '../../download';
import '../../live-panel/live-panel';
import '../../result-card/result-card';
import '../../roster/roster';
import type { AdjEvent } from '../../events';
import { renderTable } from '../../tables/table-view';
import { theme } from '../../theme';
import { DeskActivity } from '../activity';
import { deskStyles, sheetStyles } from '../desk.styles';
import { combatSides } from '../../../store/report';
import { stillToApply } from '../controllers/card';
import { unitValueField } from '../fields';
import { valuesAsked } from '../../../desk/values-asked';
import { appliedLines } from '../../../desk/unit-history';
import type { DeskSession } from '../session';
import { type CombatPart, combatPart } from './combat-part';
import { combatStyles } from './combat-activity.styles';

/**
 * How long a change to the set-up, or a game just opened, may wait for its odds before it is drawn
 * without them. The engine answers in a few milliseconds; this bounds the wait when it does not.
 */
const ODDS_WAIT_MS = 100;

const AT = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

/**
 * The combat being fought: its set-up (kind, conditions, the units on each side and the roster to
 * pick them from), its odds, and Roll, Enter dice and the result with Apply, in a bar that stays on
 * screen while the set-up scrolls.
 */
export class AdjCombatActivity extends DeskActivity {
  static override styles = [theme, deskStyles, sheetStyles, combatStyles];

  private get own(): CombatPart | undefined {
    return this.session ? combatPart(this.session) : undefined;
  }

  /**
   * A change to the set-up is drawn together with its new odds, in the same frame: the player never
   * sees the change beside odds it has made stale. While it waits, the buttons are as the player
   * last saw them, so a second tap on a toggle acts on what it shows. The activity first shown waits
   * for its first odds the same way, so it comes up whole in one frame.
   */
  protected override async scheduleUpdate(): Promise<void> {
    const odds = this.own?.odds;
    let late: Promise<'late'> | undefined;
    // Asked again if the set-up changes while its odds are on their way (a second quick tap).
    while (odds && this.session?.game && !odds.asked) {
      const asking = odds.ask();
      if (!odds.asked) break;
      late ??= new Promise((r) => setTimeout(() => r('late'), ODDS_WAIT_MS));
      if ((await Promise.race([asking, late])) === 'late') break;
    }
    super.scheduleUpdate();
  }

  override willUpdate(changed: Map<string, unknown>): void {
    super.willUpdate(changed);
    const odds = this.own?.odds;
    // Not asked yet: the first odds, or a change whose wait ran out.
    if (odds && !odds.asked) void odds.ask();
  }

  /** The result said above the set-up that was last brought into sight. */
  private settledInSight: number | undefined;

  /**
   * A result applied by its tap is said at the top of the set-up, which the tap (low on the die
   * changes) may have left scrolled away: it is brought into sight once.
   */
  override updated(changed: Map<string, unknown>): void {
    super.updated(changed);
    const settled = this.own?.roller.settled;
    if (!settled || settled.record.id === this.settledInSight) return;
    this.settledInSight = settled.record.id;
    this.renderRoot.querySelector('.settled')?.scrollIntoView({ block: 'nearest' });
  }

  override render() {
    const { session, own: part } = this;
    const desk = session?.desk;
    if (!session || !part || !desk) return nothing;
    const { odds } = part;
    return html`${guard([session.log.combats, session.units, part.roller.result], () => this.renderUnapplied(session, part))}${this.renderStep(part)}${this.renderSettled(part)}${part.editingRoster
        ? this.renderEditor(desk)
        : html`<div class="layout">
            ${guard([session.draft, session.units, part.target, session.sketch.map, session.sketch.shown, session.sketch.full, session.sketch.ready, session.sketch.problem, session.sketch.exposure], () =>
              this.renderSetup(desk, part),
            )}
            <section class="panel live" aria-label="Odds">
              ${guard([odds.analysis, odds.problems, odds.pending, odds.hints, odds.shownTable], () => this.renderLive(part))} ${this.renderChartEntry(part)}
            </section>
          </div>`}
      ${guard([odds.analysis, odds.problems, session.plan.attacks], () => this.renderActions(part))} ${part.roller.render()}`;
  }

  /**
   * The newest roll of the log, when it was never applied and changes the units: rolled before the
   * app was closed, or its card put away. Applying it from here applies it once.
   */
  private renderUnapplied(session: DeskSession, part: CombatPart) {
    const entry = session.log.combats[0];
    const rules = session.desk?.rules;
    if (!entry || !rules || entry.applied !== undefined || part.roller.result?.record.id === entry.id || !stillToApply(entry, rules, session.unitMap)) return nothing;
    return html`<div class="unapplied" role="status">
      <p>Not applied yet: “${entry.outcome.label}”, ${combatSides(entry.input)}, rolled at ${AT.format(entry.at)}.</p>
      <button @click=${() => void part.roller.showLogged(entry)}>Apply it…</button>
    </div>`;
  }

  /** The roll that moved the combat on to its next roll, said beside that next step, its card a tap away. */
  private renderStep(part: CombatPart) {
    const step = part.roller.step;
    if (!step || part.roller.result) return nothing;
    const dice = step.record.dice.map((d) => `${d.purpose} ${d.face}`).join(', ');
    return html`<div class="step" role="status">
      <p><strong>${step.record.outcome.label}</strong>${dice ? ` (${dice}, ${step.record.dice.some((d) => d.source.kind === 'physical') ? 'typed in' : 'rolled by the app'})` : ''}: logged. Next, below.</p>
      <button class="secondary" @click=${() => part.roller.showStep()}>How it was read</button>
    </div>`;
  }

  /**
   * The result applied by the tap that chose it, said above the set-up emptied for the next combat:
   * what it did to each unit, for the counters on the table; Undo and its whole card a tap away.
   */
  private renderSettled(part: CombatPart) {
    const settled = part.roller.settled;
    const rules = this.session?.desk?.rules;
    if (!settled || part.roller.result || !rules) return nothing;
    const { record } = settled;
    const undone = record.undone === true;
    const changes = appliedLines(record.applied, rules.unitFields).join('; ');
    return html`<div class="step settled" role="status">
      <p>
        <strong>${record.outcome.label}</strong>: ${undone ? 'undone; the units are as they were.' : `applied${changes ? ` (${changes})` : ''}. Next combat: tap its units.`}
      </p>
      ${undone ? nothing : html`<button class="secondary" @click=${() => void part.roller.undo()}>Undo</button>`}
      <button class="secondary" @click=${() => part.roller.showSettled()}>The whole result</button>
    </div>`;
  }

  private renderSetup(desk: DeskGame<Sides>, part: CombatPart) {
    const session = this.session;
    if (!session) return nothing;
    const units = session.unitMap;
    const patch = (p: Partial<Sides>) => session.setDraft(p);
    const settle = (p: Partial<Sides>) => {
      session.setDraft(p);
      part.roller.roll(undefined, true);
    };
    const save = (u: UnitRecord) => void session.updateUnit(u);
    const inCombat = [...session.draft.attackers, ...session.draft.defenders].flatMap((id) => units.get(id) ?? []);
    const views = session.deskViews;
    return html`<section class="panel setup" aria-label="Set up the combat">
      ${views?.conditions(session.draft, patch, units, settle)}
      <h2>Attackers</h2>
      ${views?.picked('attackers', session.draft, units, patch, save)}
      <h2>Defenders</h2>
      ${views?.picked('defenders', session.draft, units, patch, save)}
      ${inCombat.length > 0
        ? html`<div class="histories" role="group" aria-label="History of the units in this combat">
            <span aria-hidden="true">History:</span>
            ${inCombat.map((u) => html`<button class="secondary" aria-label="History of ${u.name}" @click=${() => session.showHistory(u.id)}>${u.name}</button>`)}
          </div>`
        : nothing}
      <div class="roster-head">
        <h2>Roster</h2>
        <button class="secondary" @click=${() => part.editRoster(true)}>Edit, paste or export the roster</button>
      </div>
      <adj-roster
        .units=${session.units}
        .types=${desk.rules.unitTypes}
        .stackTypes=${desk.rules.stackTypes}
        .valueFor=${desk.rules.valueOf}
        .fields=${desk.rules.unitFields}
        .sides=${desk.rules.sides}
        valueName=${desk.rules.valueName}
        .attackers=${session.draft.attackers}
        .defenders=${session.draft.defenders}
        target=${part.target}
        @target=${(e: AdjEvent<'target'>) => part.setTarget(e.detail)}
        @pick=${(e: AdjEvent<'pick'>) => part.pick(e.detail)}
        @create=${(e: AdjEvent<'create'>) => void session.createUnit(e.detail, part.target)}
      ></adj-roster>
      ${session.sketch.render()}
    </section>`;
  }

  private renderLive(part: CombatPart) {
    const { odds } = part;
    return html`<adj-live-panel .analysis=${odds.analysis} .problems=${odds.problems} ?pending=${odds.pending}></adj-live-panel>
      ${this.renderValuesAsked(part)}
      ${odds.pending || odds.problems.length > 0 ? nothing : html`<adj-breakpoints .hints=${odds.hints}></adj-breakpoints>`}
      ${guard([odds.shownTable], () => (odds.shownTable ? renderTable(odds.shownTable) : nothing))}`;
  }

  /** The unit values the combat cannot be worked out without, each set right here rather than in the roster. */
  private renderValuesAsked(part: CombatPart) {
    const session = this.session;
    const rules = session?.desk?.rules;
    if (!session || !rules || part.odds.refusals.length === 0) return nothing;
    const asked = valuesAsked(part.odds.refusals, session.draft, session.unitMap, rules);
    if (asked.length === 0) return nothing;
    return html`<div class="values-asked" role="group" aria-label="Set what the combat needs">
      <p>Set ${asked.length === 1 ? 'it' : 'them'} here:</p>
      ${asked.map(({ unit, field }) => unitValueField(unit, field, (u) => void session.updateUnit(u)))}
    </div>`;
  }

  /**
   * The chart the combat reads from the player's own sheet, asked for where the combat is set up:
   * its editor right here (each cell tapped, or rows pasted from a spreadsheet), saved for every
   * game of this kind on the device, and the odds worked out with it at once.
   */
  private renderChartEntry(part: CombatPart) {
    const slot = part.slotAsked();
    const game = this.session?.game;
    if (!part.odds.chartAsked || !game) return nothing;
    return html`<div class="chart-entry" aria-label="Enter your chart">
      <h2>Your ${slot?.title ?? 'chart'}</h2>
      <p>This combat reads a chart from your own printed sheet. Enter it here, cell by cell or by pasting rows from a spreadsheet: it is kept on this device for every game of this kind, and named in each combat that reads it.</p>
      ${part.chartProblem ? html`<p class="error" role="alert">${part.chartProblem}</p>` : nothing}
      ${slot
        ? html`<adj-chart-editor
            inPlace
            game=${game.rules}
            .chartSlot=${slot}
            .checker=${this.session?.engine}
            @save=${(e: AdjEvent<'save'>) => void part.saveChart(slot, e.detail)}
          ></adj-chart-editor>`
        : html`<p>Opening the chart editor…</p>`}
      <a class="button secondary" href="/games/${encodeURIComponent(game.id)}/tables/${encodeURIComponent(part.odds.chartAsked)}" data-nav>Every chart of this game</a>
    </div>`;
  }

  /** The combat on the desk as the plan's next attack: the plan saved with the game is read first, if the page has not yet. */
  private addToPlan(): void {
    const { session } = this;
    if (!session) return;
    session.openPlan();
    session.plan.add();
  }

  /** Roll, the table in use and the chance players ask first, in a bar that stays in reach while the set-up is scrolled. */
  private renderActions(part: CombatPart) {
    const { odds, roller } = part;
    const { analysis, problems } = odds;
    const ready = analysis !== undefined && problems.length === 0;
    const table = analysis?.table;
    // The column first: a long table title is cut short on a phone, never the column.
    const column = table && table.column !== undefined ? `Column ${table.columns[table.column]}, ${table.title}` : undefined;
    // The chance players ask first (the game's first highlight), beside Roll: the chart with every
    // chance sits at the top of the odds, out of sight once the roster is scrolled to.
    const chance = problems.length === 0 ? analysis?.highlights[0] : undefined;
    return html`<div class="actions" role="group" aria-label="Roll">
      ${column || chance
        ? html`<p class="in-use ${odds.pending ? 'stale' : ''}">
            ${column ? html`<span>${column}</span>` : nothing}
            ${chance ? html`<span class="chance"><span>${chance.label}:</span> <strong>${formatPercent(chance.probability)}</strong></span>` : nothing}
          </p>`
        : nothing}
      ${analysis?.dicePlan.length === 0
        ? // Nothing left to roll (every die already rolled at an earlier step): the combat is resolved as set up.
          html`<button class="primary" ?disabled=${!ready} @click=${() => roller.roll()}>Resolve</button>`
        : html`<button class="primary" ?disabled=${!ready} @click=${() => roller.roll()}>Roll</button>
            <button class="secondary" ?disabled=${!ready} @click=${() => roller.startEntering()}>Enter dice</button>`}
      <button class="secondary" ?disabled=${!ready} @click=${() => this.addToPlan()}>Add to the plan</button>
    </div>`;
  }

  private renderEditor(desk: DeskGame<Sides>) {
    const { session, own: part } = this;
    if (!session || !part) return nothing;
    return html`<section class="panel editor" aria-label="Edit the roster">
      <button class="secondary" @click=${() => part.editRoster(false)}>← Back to the combat</button>
      ${part.editorReady
        ? html`<adj-roster-editor
            .units=${session.units}
            .game=${desk.rules}
            .log=${session.log.combats}
            ?logComplete=${session.log.complete}
            @need-all=${() => void session.log.loadWhole()}
            @unit-change=${(e: AdjEvent<'unit-change'>) => e.saving(session.updateUnit(e.detail))}
            @unit-remove=${(e: AdjEvent<'unit-remove'>) => void session.removeFromRoster(e.detail)}
            @units-add=${(e: AdjEvent<'units-add'>) => e.saving(session.addRoster(e.detail))}
            @roster-export=${() => this.exportRoster(desk)}
          ></adj-roster-editor>`
        : html`<p>Opening the roster…</p>`}
    </section>`;
  }

  private exportRoster(desk: DeskGame<Sides>): void {
    const game = this.session?.game;
    if (!game || !this.session) return;
    downloadText(`${game.name.replace(/[^\w-]+/g, '-')}.roster.txt`, rosterText(this.session.units, desk.rules));
  }
}
