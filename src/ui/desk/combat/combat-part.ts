import { type ChartSlotDescriptor, type PlayerChart, fingerprint } from '../../../engine/core/chart';
import { saveChart } from '../../../store/charts';
import { notSaved } from '../../../store/write-errors';
import type { SideTarget } from '../../roster/roster.component';
import { DeskOdds } from '../controllers/odds';
import { DeskRoll } from '../controllers/roll';
import type { DeskSession } from '../session';

/**
 * The combat activity's own state, kept while the game is open: the odds of the combat set up, the
 * roll and its result, the side the roster fills, and whether the roster editor is open.
 */
export class CombatPart {
  readonly odds: DeskOdds;
  readonly roller: DeskRoll;
  target: SideTarget = 'attackers';
  /** The chart the combat asked for, as the game describes its slot, once read from the engine; its editor's code is in. */
  chartSlot: ChartSlotDescriptor | undefined;
  /** Why the chart entered in place was not saved, when it was not. */
  chartProblem = '';
  /** The roster editor is showing in place of the set-up; its code is fetched when first asked for. */
  editingRoster = false;
  editorReady = false;

  constructor(private readonly session: DeskSession) {
    this.odds = new DeskOdds(session);
    this.roller = new DeskRoll(session, this.odds, session.log);
    // A change to the set-up puts the result shown away, and what was said of the last roll: they were for the combat as it stood.
    // Sides emptied (New combat): the next unit tapped is an attacker.
    session.watchDraft((draft) => {
      this.roller.readAhead();
      this.roller.result = undefined;
      this.roller.step = undefined;
      this.roller.settled = undefined;
      if (draft.attackers.length === 0 && draft.defenders.length === 0) this.target = 'attackers';
    });
  }

  /**
   * The slot of the chart the combat asks for, for its entry in place: read once asked, with the
   * chart editor's code; undefined while on its way, or when the combat asks for none.
   */
  slotAsked(): ChartSlotDescriptor | undefined {
    const { session } = this;
    const asked = this.odds.chartAsked;
    const game = session.game;
    if (!asked || !game || !session.engine) return undefined;
    if (this.chartSlot?.id === asked) return this.chartSlot;
    if (this.seeking !== asked) {
      this.seeking = asked;
      void Promise.all([session.engine.chartSlots(game.rules), import('../../chart-editor/chart-editor')]).then(([slots]) => {
        this.chartSlot = slots.find((s) => s.id === asked);
        session.requestUpdate();
      });
    }
    return undefined;
  }

  /** Saves the chart entered in place as the one its slot reads; the combat is weighed again with it. */
  async saveChart(slot: ChartSlotDescriptor, chart: PlayerChart): Promise<void> {
    const { session } = this;
    const { db, game } = session;
    if (!db || !game) return;
    try {
      await saveChart(db, { id: crypto.randomUUID(), rules: game.rules, slot: slot.id, chart, savedAt: Date.now() });
    } catch (e) {
      // The editor stays open with the chart as entered, so nothing typed is lost.
      this.chartProblem = notSaved(`Your chart “${chart.name}”`, e);
      session.requestUpdate();
      return;
    }
    this.chartProblem = '';
    session.say(`Saved “${chart.name}” (fingerprint ${fingerprint(chart)}); this game's combats now read it.`);
    await session.reloadCharts();
  }

  private seeking: string | undefined;

  setTarget(target: SideTarget): void {
    this.target = target;
    this.session.requestUpdate();
  }

  editRoster(on: boolean): void {
    this.editingRoster = on;
    this.session.requestUpdate();
    if (on && !this.editorReady)
      void import('../../roster-editor/roster-editor').then(() => {
        this.editorReady = true;
        this.session.requestUpdate();
      });
  }

  /**
   * A tap on a roster unit. A unit in the combat leaves it. Another joins the side being filled,
   * unless that side's units are of another army and the other side's are not: then it joins the
   * other side, so the first enemy unit tapped after the attackers defends without a tap on
   * Defenders between. The game's rules may change more with it (DeskRules.picked).
   */
  pick(id: string): void {
    const { session } = this;
    const { draft } = session;
    if (draft.attackers.includes(id) || draft.defenders.includes(id)) {
      session.setDraft({ attackers: draft.attackers.filter((x) => x !== id), defenders: draft.defenders.filter((x) => x !== id) });
      return;
    }
    const units = session.unitMap;
    const army = units.get(id)?.side;
    const armyOf = (ids: readonly string[]) => ids.map((x) => units.get(x)?.side).find((s) => s !== undefined);
    const other = this.target === 'attackers' ? 'defenders' : 'attackers';
    const [here, there] = [armyOf(draft[this.target]), armyOf(draft[other])];
    const key = here !== undefined && here !== army && (there === undefined || there === army) ? other : this.target;
    const joined = { ...draft, [key]: [...draft[key], id] };
    // What else the game's rules change with it (the leader it is with, in charge of its side).
    session.setDraft({ [key]: joined[key], ...session.desk?.rules.picked?.(joined, id, key, units) });
  }
}

/** The combat part of a session, made the first time the combat activity is shown. */
export const combatPart = (session: DeskSession): CombatPart => session.part('combat', (s) => new CombatPart(s));
