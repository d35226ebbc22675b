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
  /** The roster editor is showing in place of the set-up; its code is fetched when first asked for. */
  editingRoster = false;
  editorReady = false;

  constructor(private readonly session: DeskSession) {
    this.odds = new DeskOdds(session);
    this.roller = new DeskRoll(session, this.odds, session.log);
    // A change to the set-up puts the result shown away: it was for the combat as it stood.
    session.watchDraft(() => (this.roller.result = undefined));
  }

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
   * Defenders between.
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
    session.setDraft({ [key]: [...draft[key], id] });
  }
}

/** The combat part of a session, made the first time the combat activity is shown. */
export const combatPart = (session: DeskSession): CombatPart => session.part('combat', (s) => new CombatPart(s));
