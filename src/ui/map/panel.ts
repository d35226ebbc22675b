import { html, nothing } from 'lit';
import type { MapShape, Marker } from '../../map/state';
import type { SelectionView } from './selection';

export interface PanelActions {
  clear(): void;
  toggleMarker(marker: Marker): void;
  /** New settings for the game's analysis at this place in its list. */
  change(index: number, settings: unknown): void;
  /** Opens the history of the roster unit a counter stands for. */
  history(unitId: string): void;
}

const pressed = (on: boolean) => (on ? 'true' : 'false');

/** What the map says about the selected counter, in words, with the rule behind each answer. */
export function panel(view: SelectionView | undefined, markers: readonly Marker[], shape: MapShape, a: PanelActions) {
  if (!view) return html`<p class="hint">Select a counter to see its zones of control and what the game's rules read from the map about it.</p>`;
  const { counter } = view;
  return html`<h3>${view.name}</h3>
    ${counter.status ? html`<p class="unit-status">Status: ${counter.status}</p>` : nothing}
    ${counter.unitId
      ? html`<p class="hint">Its strength and the markers of its roster unit's statuses follow the roster.</p>
          <button class="secondary" @click=${() => counter.unitId && a.history(counter.unitId)}>History of ${view.name}</button>`
      : nothing}
    <div class="toggles" role="group" aria-label="Markers on the selected counter">
      ${markers.map((m) => html`<button aria-pressed=${pressed(view.counter.markers.includes(m))} @click=${() => a.toggleMarker(m)}>${m}</button>`)}
      <button class="secondary" @click=${a.clear}>Clear selection</button>
    </div>
    <p class="legend"><span class="swatch union"></span> Union and <span class="swatch confederate"></span> Confederate zones of control are shaded.</p>
    ${view.found.map(({ analysis, result, settings }, i) => analysis.panel(result, settings, (next) => a.change(i, next), shape))}`;
}
