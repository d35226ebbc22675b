import { html } from 'lit';
import type { HexsideFeature } from '../../engine/hex/hexsideFeatures';
import type { ElevationLevel } from '../../engine/hex/terrain';
import type { MapRules } from '../../map/rules';
import { COUNTER_TYPES, type CounterSide, type CounterType, SIDES } from '../../map/state';
import { type MapTerrain, TERRAIN_NAMES } from '../../map/terrain';

const TOOLS = ['select', 'move', 'place', 'remove', 'terrain', 'hexside', 'level'] as const;
export type MapTool = (typeof TOOLS)[number];

const TOOL_NAMES: Readonly<Record<MapTool, string>> = {
  select: 'Select',
  move: 'Move',
  place: 'Place counter',
  remove: 'Remove',
  terrain: 'Paint terrain',
  hexside: 'Hexside feature',
  level: 'Elevation',
};

export interface ToolSettings {
  readonly tool: MapTool;
  readonly side: CounterSide;
  readonly type: CounterType;
  readonly strength: number;
  readonly terrain: MapTerrain;
  readonly feature: HexsideFeature;
  readonly level: ElevationLevel;
}

export interface ToolbarActions {
  set(change: Partial<ToolSettings>): void;
  zoom(factor: number): void;
  fit(): void;
  /** Widens the patch by a ring; undefined on a grid, which does not grow. */
  grow: (() => void) | undefined;
}

const pressed = (on: boolean) => (on ? 'true' : 'false');

function options(s: ToolSettings, game: MapRules, a: ToolbarActions) {
  const pick = <T extends string>(e: Event) => (e.target as HTMLSelectElement).value as T;
  switch (s.tool) {
    case 'place':
      return html`<div class="segmented" role="group" aria-label="Side">
          ${SIDES.map((side) => html`<button aria-pressed=${pressed(s.side === side)} @click=${() => a.set({ side })}>${side === 'union' ? 'Union' : 'Confederate'}</button>`)}
        </div>
        <select aria-label="Counter type" @change=${(e: Event) => a.set({ type: pick<CounterType>(e) })}>
          ${COUNTER_TYPES.map((t) => html`<option value=${t} ?selected=${t === s.type}>${t}</option>`)}
        </select>
        <span class="stepper">
          <button class="secondary" aria-label="Less strength" @click=${() => a.set({ strength: Math.max(0, s.strength - 1) })}>−</button>
          <output aria-label="Strength of the counter to place">${s.strength}</output>
          <button class="secondary" aria-label="More strength" @click=${() => a.set({ strength: Math.min(99, s.strength + 1) })}>+</button>
        </span>`;
    case 'terrain':
      return html`<select aria-label="Terrain to paint" @change=${(e: Event) => a.set({ terrain: pick<MapTerrain>(e) })}>
        ${game.terrains.map((t) => html`<option value=${t} ?selected=${t === s.terrain}>${TERRAIN_NAMES[t]}</option>`)}
      </select>`;
    case 'hexside':
      return html`<select aria-label="Hexside feature" @change=${(e: Event) => a.set({ feature: pick<HexsideFeature>(e) })}>
          ${game.hexsideFeatures.map((f) => html`<option value=${f} ?selected=${f === s.feature}>${f}</option>`)}
        </select>
        <span class="hint">Tap near a hexside to add or remove it; with the keyboard, W E D S A Q pick the cursor's side.</span>`;
    case 'level':
      return html`<div class="segmented" role="group" aria-label="Elevation level">
        ${([1, 2, 3] as const).map((level) => html`<button aria-pressed=${pressed(s.level === level)} @click=${() => a.set({ level })}>Level ${level}</button>`)}
      </div>`;
    case 'select':
      return html`<span class="hint">Tap a counter to select it, then another hex for the line of sight to it; tap that hex again to select its counter.</span>`;
    case 'move':
      return html`<span class="hint">Tap a counter to pick it up, then the hex to put it in.</span>`;
    case 'remove':
      return html`<span class="hint">Tap a hex to remove its top counter.</span>`;
  }
}

export function toolbar(s: ToolSettings, game: MapRules, a: ToolbarActions) {
  return html`<div class="tools" role="group" aria-label="Map tools">
      ${TOOLS.map((tool) => html`<button aria-pressed=${pressed(s.tool === tool)} @click=${() => a.set({ tool })}>${TOOL_NAMES[tool]}</button>`)}
    </div>
    <div class="options">
      ${options(s, game, a)}
      <span class="view" role="group" aria-label="View">
        <button class="secondary" aria-label="Zoom in" @click=${() => a.zoom(1.25)}>+</button>
        <button class="secondary" aria-label="Zoom out" @click=${() => a.zoom(0.8)}>−</button>
        <button class="secondary" @click=${a.fit}>Fit map</button>
        ${a.grow ? html`<button class="secondary" @click=${a.grow}>Grow patch</button>` : ''}
      </span>
    </div>`;
}
