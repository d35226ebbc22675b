import { html, nothing } from 'lit';
import type { DeskClaim } from '../../desk/map-links';
import type { Sides } from '../../desk/rules';
import type { MapState } from '../../map/state';
import type { UnitRecord } from '../../store/records';
import type { AdjEvent } from '../events';
import type { MapGame } from '../map/analyses';
import type { ExposedHex } from '../map/overlays';

export interface DeskMapView {
  readonly map: MapState;
  readonly game: MapGame;
  readonly shown: boolean;
  /** The map fills the screen, over the desk. */
  readonly full: boolean;
  /** The map component has loaded (the desk fetches it once idle, or when the map is first shown). */
  readonly ready: boolean;
  /** Units in the combat that are not on the map yet. */
  readonly unplaced: readonly { readonly unit: UnitRecord; readonly role: 'attacker' | 'defender' }[];
  readonly claims: readonly DeskClaim<Sides>[];
  /** Why the saved map could not be read, when it could not. */
  readonly problem: string;
  /** The enemy's view, when the search panel shows it. */
  readonly exposure: readonly ExposedHex[];
}

export interface DeskMapActions {
  toggle(): void;
  setFull(full: boolean): void;
  place(unit: UnitRecord, role: 'attacker' | 'defender'): void;
  change(map: MapState): void;
  take(patch: Partial<Sides>): void;
  takeAll(): void;
}

function renderPlace(view: DeskMapView, act: DeskMapActions) {
  return view.unplaced.length > 0
    ? html`<div class="toggles" role="group" aria-label="Put on the map">
        ${view.unplaced.map(({ unit, role }) => html`<button class="secondary" @click=${() => act.place(unit, role)}>Place ${unit.name}</button>`)}
      </div>`
    : nothing;
}

/** What the map says about the combat, each claim the player's to take. */
function renderClaims(view: DeskMapView, act: DeskMapActions) {
  const differing = view.claims.filter((c) => !c.agrees);
  const agreeing = view.claims.filter((c) => c.agrees);
  return html`${differing.length > 0
    ? html`<h3>The map says otherwise</h3>
        <ul class="claims" aria-label="Where the map differs from the desk">
          ${differing.map(
            (c) => html`<li class="differs">
              <span class="claim"><strong>${c.text}</strong> — ${c.reason}. <span class="source">${c.source}</span></span>
              <button @click=${() => act.take(c.patch)} aria-label="Use: ${c.text}">Use</button>
            </li>`,
          )}
        </ul>
        ${differing.length > 1 ? html`<button @click=${act.takeAll}>Use all ${differing.length}</button>` : nothing}`
    : nothing}
  ${agreeing.length > 0
    ? html`<details class="agrees">
        <summary>The map agrees on ${agreeing.length === 1 ? 'one setting' : `${agreeing.length} settings`}</summary>
        <ul class="claims" aria-label="Where the map agrees with the desk">
          ${agreeing.map((c) => html`<li class="agrees"><span class="claim"><strong>${c.text}</strong> — ${c.reason}. <span class="source">${c.source}</span></span></li>`)}
        </ul>
      </details>`
    : nothing}`;
}

/** The game's sketch map on the desk, and what it says about the combat, each claim the player's to take. */
export function renderDeskMap(view: DeskMapView, act: DeskMapActions) {
  const inline = view.shown && !view.full;
  return html`<h2>Map</h2>
    ${view.problem ? html`<p class="error" role="alert">${view.problem}</p>` : nothing}
    <div class="toggles">
      <button class="secondary" aria-expanded=${inline ? 'true' : 'false'} @click=${act.toggle}>${inline ? 'Hide the map' : 'Show the map'}</button>
      <button class="secondary" @click=${() => act.setFull(true)}>Full screen</button>
    </div>
    ${inline
      ? html`${renderPlace(view, act)}
        ${view.ready
          ? html`<adj-map-shape .map=${view.map} @map-shape=${(e: AdjEvent<'map-shape'>) => act.change(e.detail)}></adj-map-shape>
              <adj-map .map=${view.map} .game=${view.game} .exposure=${view.exposure} @map-change=${(e: AdjEvent<'map-change'>) => act.change(e.detail)}></adj-map>`
          : html`<p>Opening the map…</p>`}`
      : nothing}
    ${view.full ? html`<p class="note">The map is open full screen.</p>` : renderClaims(view, act)}`;
}

/** The map as the phase shows it, always in view: its shape, its counters, and the combat's units to place. */
export function renderPhaseMap(view: DeskMapView, act: DeskMapActions) {
  return html`<div class="map-head">
      <h2>Map</h2>
      <button class="secondary" @click=${() => act.setFull(true)}>Full screen</button>
    </div>
    ${view.problem ? html`<p class="error" role="alert">${view.problem}</p>` : nothing} ${renderPlace(view, act)}
    ${view.full
      ? html`<p class="note">The map is open full screen.</p>`
      : view.ready
        ? html`<adj-map-shape .map=${view.map} @map-shape=${(e: AdjEvent<'map-shape'>) => act.change(e.detail)}></adj-map-shape>
            <adj-map .map=${view.map} .game=${view.game} .exposure=${view.exposure} @map-change=${(e: AdjEvent<'map-change'>) => act.change(e.detail)}></adj-map>`
        : html`<p>Opening the map…</p>`}`;
}

/**
 * The map over the whole screen, in either orientation: the map fills what the bar and the claims
 * leave (beside it in landscape, below it in portrait); Close, or Escape, goes back to the set-up.
 */
export function renderFullMap(view: DeskMapView, act: DeskMapActions) {
  return html`<div
    class="map-full"
    role="dialog"
    aria-modal="true"
    aria-label="Map, full screen"
    @keydown=${(e: KeyboardEvent) => {
      // The map takes Escape to clear its selection first.
      if (e.key === 'Escape' && !e.defaultPrevented) act.setFull(false);
    }}
  >
    <div class="map-bar">
      <h2>Map</h2>
      ${renderPlace(view, act)}
      <button class="close" @click=${() => act.setFull(false)}>Close the full-screen map</button>
    </div>
    <div class="map-area">
      ${view.ready
        ? html`<adj-map fill .map=${view.map} .game=${view.game} .exposure=${view.exposure} @map-change=${(e: AdjEvent<'map-change'>) => act.change(e.detail)}></adj-map>`
        : html`<p>Opening the map…</p>`}
    </div>
    <section class="map-claims" aria-label="What the map says about the combat">
      ${view.claims.length > 0 ? renderClaims(view, act) : html`<p class="note">Place the combat's units on the map to see what it says about the combat.</p>`}
    </section>
  </div>`;
}
