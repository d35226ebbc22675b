import type { PlayerChart } from '../engine/core/chart';
import type { GameId } from '../engine/core/source';
import type { Allocation } from '../desk/losses';
import type { RosterUnit } from '../desk/roster-text';
import type { NewUnit } from '../desk/rules';
import type { MapState } from '../map/state';
import type { Criterion } from '../plan/allocation';
import type { Success } from '../plan/success';
import type { Campaign } from '../store/campaign-record';
import type { UnitRecord } from '../store/records';
import type { Display } from './display-settings/display';

/** Which side of the combat the roster's taps put units on. */
export type SideTarget = 'attackers' | 'defenders';

/** How a report left the app: handed to the device's share sheet, or saved as a file. */
export interface SharedReport {
  readonly file: File;
  readonly via: 'share' | 'download';
}

/** A change to the campaign, made over the campaign as stored when it is saved. */
export type CampaignChange = (stored: Campaign) => Campaign;

/**
 * Every custom event the app sends, by name, with its detail (`undefined`: it carries none, and the
 * browser gives `null`). An element sends one with `AdjElement.emit`, anything else with `adjEvent`,
 * so a misspelt name or a wrong detail does not compile; a listener takes `AdjEvent<name>`. A game's
 * views add the events of their own elements to this interface from their own folder, through
 * src/games/views.ts.
 */
export interface AdjEvents {
  /** The result card: apply the result, with the losses shared out as the player chose (by loss plan). */
  apply: Readonly<Record<string, Allocation>>;
  undo: undefined;
  reroll: undefined;
  dismiss: undefined;
  /** The dice entry: one die typed in. */
  die: number;
  /** The roster: a unit to create, the side taps put units on, a unit tapped. */
  create: NewUnit;
  target: SideTarget;
  pick: string;
  /** The roster editor: a unit removed (by id), the roster to export; and its save requests. */
  'unit-remove': string;
  'roster-export': undefined;
  'unit-change': UnitRecord;
  'units-add': readonly RosterUnit[];
  /** The turn record's save request. */
  'turn-change': CampaignChange;
  /** A unit's history is asked for (by id), from the map's panel. */
  'unit-history': string;
  /** The log, the luck report or a unit's history wants the whole log, not just its latest entries. */
  'need-all': undefined;
  /** The combat log: apply a logged result not yet applied (by log id). */
  'entry-apply': number;
  /** A hand-over or a message took entries into the log. */
  'log-received': undefined;
  /** The QR reader: the data all its frames carried. */
  'frames-read': unknown;
  /** The chart editor: the chart to save; leave it unsaved. */
  save: PlayerChart;
  cancel: undefined;
  /** The map: a counter selected (or none), the map changed; the map's shape changed. */
  'map-select': string | undefined;
  'map-change': MapState;
  'map-shape': MapState;
  /** The tables: the rules chosen. */
  'rules-change': GameId;
  /** The home screen: its list of games is drawn; the rules its most recently played games use, newest first, each once. */
  'games-shown': readonly GameId[];
  /** A table's apply panel: the quick roll's fields as the chosen unit fills them. */
  prefill: Readonly<Record<string, string | boolean>>;
  'display-change': Display;
  'report-shared': SharedReport;
  /** The phase plan: its attacks added, removed, opened at the desk, moved, aimed, and forces found and kept (by attack id). */
  'plan-add': undefined;
  'plan-remove': string;
  'plan-open': string;
  'plan-move': { readonly id: string; readonly by: number };
  'plan-success': { readonly id: string; readonly success: Success };
  'plan-force': { readonly id: string; readonly percent: number };
  'plan-use-force': string;
  /** The comparison of an attack's variants (by variant id). */
  'compare-add': undefined;
  'compare-keep': string;
  'compare-open': string;
  'compare-remove': string;
  /** The allocation search: the side and criterion chosen, the search driven, an allocation taken (by index). */
  'search-side': string;
  'search-criterion': Criterion;
  'search-start': undefined;
  'search-cancel': undefined;
  'search-go-on': undefined;
  'search-take': number;
  'search-enemy': undefined;
  'search-enemy-clear': undefined;
  /** The file inbox: files opened with the app are waiting (incoming-files.ts). */
  files: undefined;
}

/** The events sent as save requests (save-request.ts): the one that saves answers whether the change was stored. */
export type SaveRequestName = 'unit-change' | 'units-add' | 'turn-change';

/** A save request as its listener sees it: the change, and where to answer whether it was stored. */
export interface SaveRequestEvent<T> extends CustomEvent<T> {
  saving(saved: Promise<boolean>): void;
}

/** The event of that name as its listener receives it. */
export type AdjEvent<K extends keyof AdjEvents> = K extends SaveRequestName ? SaveRequestEvent<AdjEvents[K]> : CustomEvent<AdjEvents[K]>;

/** The events sent plainly, as `AdjElement.emit` and `adjEvent` send them. */
export type PlainEventName = Exclude<keyof AdjEvents, SaveRequestName>;

/** How far an event travels: bubbling up, and out of its element's shadow root. */
export interface Reach {
  readonly bubbles: boolean;
  readonly composed: boolean;
}

/** The reach of an event for its own element's listeners alone (or sent on no element). */
export const HERE: Reach = { bubbles: false, composed: false };

/** What an event is sent with after its name: its detail (left out for one that carries none), and how far it travels. */
export type EventArgs<K extends keyof AdjEvents> = undefined extends AdjEvents[K] ? [detail?: AdjEvents[K], reach?: Reach] : [detail: AdjEvents[K], reach?: Reach];

/** An event of the app: bubbling and leaving its shadow root unless `reach` says otherwise. */
export function adjEvent<K extends PlainEventName>(name: K, ...[detail, reach = { bubbles: true, composed: true }]: EventArgs<K>): CustomEvent<AdjEvents[K]> {
  return new CustomEvent(name, { detail, ...reach });
}

/**
 * Every event of the app on every element, so `addEventListener('apply', (e) => e.detail)` knows its
 * detail; but for one named as a browser's own event (the chart editor's "cancel"), which keeps the
 * browser's type there.
 */
type AdjElementEvents = { [K in Exclude<keyof AdjEvents, keyof GlobalEventHandlersEventMap>]: AdjEvent<K> };

declare global {
  // Merged into the browser's own map, to which it adds AdjElementEvents' members: empty on purpose.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends AdjElementEvents {}
}
