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

  /** A tap on a roster unit: it joins the side being filled, or leaves it, and leaves the other side. */
  pick(id: string): void {
    const { session } = this;
    const key = this.target;
    const other = key === 'attackers' ? 'defenders' : 'attackers';
    const list = session.draft[key];
    session.setDraft({
      [key]: list.includes(id) ? list.filter((x) => x !== id) : [...list, id],
      [other]: session.draft[other].filter((x) => x !== id),
    });
  }
}

/** The combat part of a session, made the first time the combat activity is shown. */
export const combatPart = (session: DeskSession): CombatPart => session.part('combat', (s) => new CombatPart(s));
