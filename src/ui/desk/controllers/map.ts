import { counterOf, placeUnit, takeAllClaims, withUnitState } from '../../../desk/map-links';
import { removeCounter } from '../../../map/edit';
import { type MapState, defaultMap } from '../../../map/state';
import { readMap } from '../../../map/validate';
import type { UnitRecord } from '../../../store/records';
import { type DeskMapActions, type DeskMapView, renderDeskMap, renderFullMap, renderPhaseMap } from '../desk-map';
import type { DeskHost } from '../host';
import { whenIdle } from '../../idle';
import type { ExposedHex } from '../../map/overlays';

/** How long after its code is run the map waits to be drawn out of sight (prepare). */
const WARM_DRAWING_AFTER_MS = 5000;

/**
 * The game's sketch map at the desk: read from the game record, shown when asked (its code fetched
 * when the desk is first idle, or on the first Show the map), edited, and read for claims about
 * the combat on the desk.
 */
export class DeskMap {
  map: MapState = defaultMap();
  shown = false;
  /** The map fills the screen, over the desk. */
  full = false;
  /** The map's code is in (`load`). */
  ready = false;
  /** Why the saved map could not be read, when it could not. */
  problem = '';
  /** The enemy's view drawn over the map, when the search panel shows it. */
  exposure: readonly ExposedHex[] = [];
  private code?: Promise<typeof import('../../map/prepare')>;
  private derived: { readonly map: MapState; readonly units: ReadonlyMap<string, UnitRecord>; readonly current: MapState } | undefined;

  constructor(private readonly host: DeskHost) {}

  /** The game's saved map; a damaged one is reported and left in the store until the player edits the map. */
  read(saved: unknown): void {
    if (saved === undefined) {
      this.map = defaultMap();
      this.problem = '';
      return;
    }
    const { map, problems } = readMap(saved);
    this.map = map;
    this.problem = problems.length > 0 ? `The saved map could not be read (${problems[0]?.path}: ${problems[0]?.message}); an empty one is shown, and the saved one is kept until you change this one.` : '';
  }

  private toggle(): void {
    this.shown = !this.shown;
    this.host.requestUpdate();
    if (this.shown) void this.load();
  }

  private setFull(full: boolean): void {
    this.full = full;
    this.host.requestUpdate();
    if (full) void this.load();
    // The player's hand goes where the view went: to Close on the full map, back to Full screen after.
    void this.host.updateComplete.then(() => {
      // The set-up's own buttons are in the activity's shadow root, within the desk's.
      const root = this.host.renderRoot;
      const roots = [root, ...[...root.querySelectorAll('*')].flatMap((e) => (e.localName.endsWith('-activity') && e.shadowRoot ? [e.shadowRoot] : []))];
      const target = roots.flatMap((r) => [...r.querySelectorAll<HTMLButtonElement>(full ? '.map-full button.close' : 'button')]).find((b) => full || b.textContent === 'Full screen');
      target?.focus();
    });
  }

  /** Fetches the map's code, once: when the map is first shown, or before that when the desk is idle (`prepare`). */
  private load(): Promise<typeof import('../../map/prepare')> {
    this.code ??= Promise.all([import('../../map/prepare'), import('../../map-shape/map-shape')]).then(([map]) => {
      this.ready = true;
      this.host.requestUpdate();
      return map;
    });
    return this.code;
  }

  /**
   * When the desk is first idle after opening a game (never while it opens), the map's code is
   * fetched and run; a map is drawn out of sight once the player has had the desk a while, so that
   * the first Show the map costs only its drawing.
   */
  prepare(): void {
    // The drawing is one task of 10 to 35 ms on a desktop's processor, about four times that on a
    // phone's, for a map the player may never ask for: it waits until the game's opening and its first
    // taps are well past, then for an idle moment.
    void this.load().then((map) =>
      setTimeout(
        () =>
          whenIdle(() => {
            if (!this.shown) void map.prepareMap();
          }),
        WARM_DRAWING_AFTER_MS,
      ),
    );
  }

  private change(map: MapState): void {
    this.map = map;
    this.problem = '';
    this.host.saveLater({ map });
    this.host.requestUpdate();
  }

  /** Draws the enemy's view over the map (none clears it), and shows the map when there is one to see. */
  showExposure(hexes: readonly ExposedHex[]): void {
    this.exposure = hexes;
    if (hexes.length > 0 && !this.shown && !this.full) this.toggle();
    this.host.requestUpdate();
  }

  /**
   * The map as shown and read (drawn, its claims, a search): each counter standing for a roster unit
   * as the unit now is, its strength and statuses after every result applied or undone (withUnitState).
   * Worked out again only when the map or the units change.
   */
  current(): MapState {
    const rules = this.host.desk?.rules;
    if (!rules) return this.map;
    const units = this.host.unitMap;
    if (this.derived?.map !== this.map || this.derived.units !== units) this.derived = { map: this.map, units, current: withUnitState(this.map, units, rules) };
    return this.derived.current;
  }

  /** A unit taken off the roster leaves the map with it: its counter stood for nothing any more. */
  forget(unitId: string): void {
    const counter = counterOf(this.map, unitId);
    if (counter) this.change(removeCounter(this.map, counter.id));
  }

  private place(unit: UnitRecord, role: 'attacker' | 'defender'): void {
    try {
      this.change(placeUnit(this.map, unit, role, this.host.draft, this.host.desk?.rules.valueOf(unit)));
    } catch (e) {
      if (!(e instanceof RangeError)) throw e;
      this.host.message = `Map: ${e.message}.`;
      this.host.requestUpdate();
    }
  }

  private view(): { view: DeskMapView; act: DeskMapActions } | undefined {
    const { host } = this;
    const desk = host.desk;
    if (!desk || !host.mapGame) return undefined;
    const units = host.unitMap;
    const draft = host.draft;
    const map = this.current();
    const unplaced = [...draft.defenders.map((id) => ({ id, role: 'defender' as const })), ...draft.attackers.map((id) => ({ id, role: 'attacker' as const }))]
      .filter(({ id }) => !counterOf(this.map, id))
      .map(({ id, role }) => ({ unit: units.get(id), role }))
      .filter((x): x is { unit: UnitRecord; role: 'attacker' | 'defender' } => x.unit !== undefined);
    return {
      view: { map, game: host.mapGame, shown: this.shown, full: this.full, ready: this.ready, unplaced, claims: desk.claims(map, draft, units), problem: this.problem, exposure: this.exposure },
      act: {
        toggle: () => this.toggle(),
        setFull: (full) => this.setFull(full),
        place: (unit, role) => this.place(unit, role),
        change: (next) => this.change(next),
        take: (patch) => host.setDraft(patch),
        takeAll: () => host.setDraft(takeAllClaims(draft, (d) => desk.claims(map, d, units))),
      },
    };
  }

  /** The map's part of the set-up. */
  render() {
    const v = this.view();
    return v ? renderDeskMap(v.view, v.act) : undefined;
  }

  /** The map as the phase shows it: always in view, with the units of the combat on the desk to place. */
  renderPhase() {
    const v = this.view();
    return v ? renderPhaseMap(v.view, v.act) : undefined;
  }

  /** The phase shows the map at once: its code is fetched now if it is not in yet. */
  showInline(): void {
    if (!this.ready) void this.load();
  }

  /** The map over the whole screen, when the player has asked for it. */
  renderFull() {
    const v = this.full ? this.view() : undefined;
    return v ? renderFullMap(v.view, v.act) : undefined;
  }
}
