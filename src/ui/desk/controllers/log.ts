import type { LogCheck } from '../../combat-log/combat-log.component';
import { countCombats, listCombats, undoLastApplied } from '../../../store/combats';
import type { CombatRecord } from '../../../store/records';
import { listUnits } from '../../../store/units';
import { whyFailed } from '../../../store/why-failed';
import type { DeskHost } from '../host';

/** How many combats of the log the desk keeps read; the rest when the player asks. */
const LOG_PAGE = 40;
/**
 * How many are read to draw a game as it opens: more than the record shows on a first screen at any
 * size. Each entry read costs the opening its unpacking (a few kilobytes each), so the rest of the
 * page is read once the game is on screen (fillPage).
 */
export const FIRST_PAGE = 12;

/**
 * The game's log at the desk: its newest combats (all of them once `complete`), undoing an applied
 * result, and what checking the whole log against its audit chain found (asked of the auditor, off
 * the page, each time the log changes).
 */
export class DeskLog {
  combats: CombatRecord[] = [];
  total = 0;
  complete = false;
  chain: LogCheck = { state: 'checking' };
  private checks = 0;
  private reversed?: { readonly of: readonly CombatRecord[]; readonly entries: readonly CombatRecord[] };

  /** How many reads of the log's newest page were asked for. */
  private reads = 0;

  constructor(private readonly host: DeskHost) {}

  /** The log entries read so far, oldest first (a unit's history reads them so), the same array until they change. */
  oldestFirst(): readonly CombatRecord[] {
    if (this.reversed?.of !== this.combats) this.reversed = { of: this.combats, entries: [...this.combats].reverse() };
    return this.reversed.entries;
  }

  /**
   * Reads the newest page of a game's log; the desk shows it with the game. The whole log is checked
   * meanwhile, unless `check` is false (a game being opened checks it once the page is idle).
   */
  async open(gameId: string, check = true, limit = LOG_PAGE): Promise<CombatRecord[]> {
    const db = this.host.db;
    if (!db) return [];
    const reading = ++this.reads;
    const [combats, total] = await Promise.all([listCombats(db, gameId, limit), countCombats(db, gameId)]);
    // Of reads that overlap (a game opened while another was still opening), the one asked last is kept.
    if (reading !== this.reads) return combats;
    this.combats = combats;
    this.total = total;
    this.complete = combats.length === total;
    if (check) this.check(gameId);
    return combats;
  }

  /**
   * Reads the rest of the log's page after a first page (open with FIRST_PAGE). Entries the desk
   * added or changed meanwhile are kept as the desk has them.
   */
  async fillPage(gameId: string): Promise<void> {
    const db = this.host.db;
    if (!db || this.complete || this.combats.length >= LOG_PAGE || this.host.game?.id !== gameId) return;
    const page = await listCombats(db, gameId, LOG_PAGE);
    if (this.host.game?.id !== gameId || this.complete) return;
    this.keepWithRead(page);
    this.complete = this.combats.length >= this.total;
    this.host.requestUpdate();
  }

  /**
   * Reads the whole log (a unit's whole history asks for it). As with the page, entries the desk
   * added or changed meanwhile are kept as the desk has them, and a read that answers once another
   * game is open is dropped.
   */
  async loadWhole(): Promise<void> {
    const { db, game } = this.host;
    if (!db || !game || this.complete) return;
    const whole = await listCombats(db, game.id);
    if (this.host.game?.id !== game.id) return;
    this.keepWithRead(whole);
    this.total = this.combats.length;
    this.complete = true;
    this.host.requestUpdate();
  }

  /** The entries read, with those the desk holds over them (newer or changed since the read began), newest first. */
  private keepWithRead(read: readonly CombatRecord[]): void {
    const byId = new Map(read.map((c) => [c.id, c]));
    for (const c of this.combats) byId.set(c.id, c);
    this.combats = [...byId.values()].sort((a, b) => (b.id ?? 0) - (a.id ?? 0));
  }

  /** Checks the whole log again: "Log verified" shows only once every entry has been checked. */
  check(gameId = this.host.game?.id): void {
    if (!gameId) return;
    const asked = ++this.checks;
    if (this.chain.state !== 'checking') {
      this.chain = { state: 'checking' };
      this.host.requestUpdate();
    }
    const settle = (chain: LogCheck) => {
      if (asked !== this.checks) return;
      this.chain = chain;
      this.host.requestUpdate();
    };
    this.host.auditor.checkLog(gameId).then(
      ({ report, verdict }) => settle({ state: 'checked', report, verdict }),
      (e: unknown) => settle({ state: 'failed', message: `The log could not be checked: ${whyFailed(e)}` }),
    );
  }

  /** A combat just written, at the top of the log. */
  add(record: CombatRecord): void {
    this.combats = [record, ...this.combats];
    this.total++;
    this.check();
    this.host.requestUpdate();
  }

  /** A combat of the log as it now stands (applied or undone). */
  replace(record: CombatRecord): void {
    this.combats = this.combats.map((c) => (c.id === record.id ? record : c));
    this.check();
    this.host.requestUpdate();
  }

  /**
   * Undoes the last applied result: the units go back; the roll stays in the log. Returns the combat
   * undone. Not when a unit it changed has been changed since (another tab, the roster): that change
   * would be lost, so it is named and nothing is written.
   */
  async undo(): Promise<CombatRecord | undefined> {
    const { db, game } = this.host;
    if (!db || !game) return undefined;
    let undone;
    try {
      undone = await undoLastApplied(db, game.id);
    } catch (e) {
      this.host.sayNotSaved('The undo', e);
      this.host.requestUpdate();
      return undefined;
    }
    if (!undone) {
      this.host.message = 'There is no applied result to undo.';
      this.host.requestUpdate();
      return undefined;
    }
    this.host.units = await listUnits(db, game.id);
    if (!undone.ok) {
      this.host.message = `Not undone: ${undone.changed.join(', ')} changed after “${undone.combat.outcome.label}” was applied (in another tab, or on the roster), and undoing it would lose that change. The units are shown as they are now.`;
      this.host.requestUpdate();
      return undefined;
    }
    this.replace(undone.combat);
    this.host.message = `Undid what “${undone.combat.outcome.label}” did to the units; the roll stays in the log.`;
    return undone.combat;
  }
}
