import { html, nothing } from 'lit';
import type { RangeBand } from '../../engine/hex/bngRange';
import { formatSource } from '../../engine/core/source';
import type { RetreatKind } from '../../engine/games/gcacw/retreat';
import { hexLabel } from '../../map/describe';
import { MARKERS, type MapShape, type Marker } from '../../map/state';
import type { SelectionView } from './selection';

export interface PanelActions {
  clear(): void;
  toggleMarker(marker: Marker): void;
  setRain(rain: boolean): void;
  setRetreat(kind: RetreatKind | undefined): void;
}

export interface PanelSettings {
  readonly shape: MapShape;
  readonly gcacw: boolean;
  readonly rain: boolean;
  readonly retreat: RetreatKind | undefined;
}

const pressed = (on: boolean) => (on ? 'true' : 'false');

const BAND_NAMES: Readonly<Record<RangeBand, string>> = {
  adjacent: 'adjacent',
  full: 'in range',
  reduced: 'at long range',
  'out-of-range': 'out of range',
};

function rangeSection(view: SelectionView) {
  if (!view.range) return nothing;
  const bands = new Map<RangeBand, { count: number; source: string }>();
  for (const { reading } of view.range.hexes) {
    const b = bands.get(reading.band) ?? { count: 0, source: formatSource(reading.source) };
    bands.set(reading.band, { ...b, count: b.count + 1 });
  }
  return html`<h4>${view.range.weapon === 'artillery' ? 'Artillery' : 'Gunboat'} range ${view.range.range}</h4>
    <ul>
      ${[...bands].map(([band, b]) => html`<li>${b.count} hexes ${BAND_NAMES[band]} (${b.source})</li>`)}
    </ul>`;
}

function sightSection(view: SelectionView) {
  if (!view.sight) return html`<p class="hint">Tap another hex to check the line of sight to it.</p>`;
  const { text } = view.sight;
  return html`<p class="verdict ${view.sight.los.clear ? 'clear' : 'blocked'}">${text.verdict}</p>
    ${text.blocked.length > 0 ? html`<ul class="blocked">${text.blocked.map((b) => html`<li>${b}</li>`)}</ul>` : nothing}
    ${text.notes.length > 0 ? html`<details><summary>Does not block</summary><ul>${text.notes.map((n) => html`<li>${n}</li>`)}</ul></details>` : nothing}`;
}

const RETREATS: readonly [RetreatKind, string][] = [
  ['retreat', 'Retreat'],
  ['rout', 'Rout'],
  ['cavalry', 'Cavalry retreat'],
];

function gcacwSection(view: SelectionView, s: PanelSettings, a: PanelActions) {
  const flank = view.flank;
  const retreat = view.retreat;
  return html`<h4>Flank attack on this hex</h4>
    <button aria-pressed=${pressed(s.rain)} @click=${() => a.setRain(!s.rain)}>Rain turn</button>
    ${flank?.ok
      ? html`<p class="verdict">Flank bonus +${flank.result.final}: ${flank.result.covered} of 6 hexes covered.</p>
          <ul>${flank.result.steps.map((st) => html`<li>${st.title}: ${st.detail} (${formatSource(st.source)})</li>`)}</ul>`
      : html`<p class="problem">${flank?.message}</p>`}
    <h4>Retreat ranking</h4>
    <div class="segmented" role="group" aria-label="Rank the hexes for a retreat">
      ${RETREATS.map(([kind, name]) => html`<button aria-pressed=${pressed(s.retreat === kind)} @click=${() => a.setRetreat(s.retreat === kind ? undefined : kind)}>${name}</button>`)}
    </div>
    ${retreat === undefined
      ? nothing
      : retreat.ok
        ? html`<p>Retreat Chart ${retreat.result.chart}: ${retreat.result.chartReason}.</p>
            <ol class="ranking">
              ${retreat.result.candidates.map(
                (c) => html`<li>Hex ${hexLabel(s.shape, c.hex)}: priority ${c.priority}, ${c.lossReason}${c.eliminates ? `; eliminates the unit: ${c.eliminates}` : ''}</li>`,
              )}
            </ol>`
        : html`<p class="problem">${retreat.message}</p>`}`;
}

/** What the map says about the selected counter, in words, with the rule behind each answer. */
export function panel(view: SelectionView | undefined, s: PanelSettings, a: PanelActions) {
  if (!view) return html`<p class="hint">Select a counter to see its line of sight, fire range and zones of control.</p>`;
  return html`<h3>${view.name}</h3>
    <div class="toggles" role="group" aria-label="Markers on the selected counter">
      ${MARKERS.map((m) => html`<button aria-pressed=${pressed(view.counter.markers.includes(m))} @click=${() => a.toggleMarker(m)}>${m}</button>`)}
      <button class="secondary" @click=${a.clear}>Clear selection</button>
    </div>
    <p class="legend"><span class="swatch union"></span> Union and <span class="swatch confederate"></span> Confederate zones of control are shaded.</p>
    ${rangeSection(view)}
    <h4>Line of sight (Blue & Grey 9.31–9.37)</h4>
    ${sightSection(view)}
    ${s.gcacw ? gcacwSection(view, s, a) : nothing}`;
}
