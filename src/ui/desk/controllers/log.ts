import { countCombats, listCombats, undoLastApplied } from '../../../store/combats';
import type { CombatRecord } from '../../../store/records';
import { listUnits } from '../../../store/units';
import type { DeskHost } from '../host';

/** How many combats of the log are read when a game opens; the rest when the player asks. */
const LOG_PAGE = 40;

/** The game's log at the desk: its newest combats (all of them once `complete`), and undoing an applied result. */
export class DeskLog {
  combats: CombatRecord[] = [];
  total = 0;
  complete = false;

  constructor(private readonly host: DeskHost) {}

  /** Reads the newest page of a game's log; the desk shows it with the game. */
  async open(gameId: string): Promise<CombatRecord[]> {
    const db = this.host.db;
    if (!db) return [];
    const [combats, total] = await Promise.all([listCombats(db, gameId, LOG_PAGE), countCombats(db, gameId)]);
    this.combats = combats;
    this.total = total;
    this.complete = combats.length === total;
    return combats;
  }

  async loadWhole(): Promise<void> {
    const { db, game } = this.host;
    if (!db || !game || this.complete) return;
    this.combats = await listCombats(db, game.id);
    this.total = this.combats.length;
    this.complete = true;
    this.host.requestUpdate();
  }

  /** A combat just written, at the top of the log. */
  add(record: CombatRecord): void {
    this.combats = [record, ...this.combats];
    this.total++;
    this.host.requestUpdate();
  }

  /** A combat of the log as it now stands (applied or undone). */
  replace(record: CombatRecord): void {
    this.combats = this.combats.map((c) => (c.id === record.id ? record : c));
    this.host.requestUpdate();
  }

  /** Undoes the last applied result: the units go back; the roll stays in the log. Returns the combat undone. */
  async undo(): Promise<CombatRecord | undefined> {
    const { db, game } = this.host;
    if (!db || !game) return undefined;
    const undone = await undoLastApplied(db, game.id);
    if (!undone) {
      this.host.message = 'There is no applied result to undo.';
      this.host.requestUpdate();
      return undefined;
    }
    this.host.units = await listUnits(db, game.id);
    this.replace(undone);
    this.host.message = `Undid what “${undone.outcome.label}” did to the units; the roll stays in the log.`;
    return undone;
  }
}
