import { type PropertyValues, html, svg } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { guard } from 'lit/directives/guard.js';
import { type Direction, DIRECTION_NAMES } from '../../engine/hex/direction';
import { type Hex, hexEquals, hexKey, parseHexKey } from '../../engine/hex/hex';
import { hexsideKey } from '../../engine/hex/hexside';
import { hexFromOffset, offsetFromHex } from '../../engine/hex/offset';
import { type Point, hexToPixel, pixelToHex } from '../../engine/hex/pixel';
import type { ZocRules } from '../../engine/hex/zoc';
import { counterName, describeHex, hexLabel } from '../../map/describe';
import { growPatch, moveCounter, paintTerrain, placeCounter, removeCounter, setLevel, toggleHexsideFeature, toggleMarker } from '../../map/edit';
import { PLAIN_MAP } from '../../map/rules';
import { nearestHexside } from '../../map/hexsides';
import { type MapShape, type MapState, type Marker, countersAt, defaultMap, findCounter, onMap } from '../../map/state';
import { AdjElement } from '../adj-element';
import { theme } from '../theme';
import type { MapGame } from './analyses';
import { counterLayer, highlightLayer, legend } from './counters';
import { GRID_DASH, type Geometry, geometry, hexsidePaths, levelPaths, terrainPaths } from './layers';
import { mapStyles } from './map.styles';
import { type ExposedHex, cursorLayer, exposureLayer, exposureTags, selectionLayer } from './overlays';
import { panel } from './panel';
import { type SelectionView, selectionView } from './selection';
import { type MapTool, type ToolSettings, toolbar } from './toolbar';
import { Gestures, View, labelScale } from './view';

/** W E D S A Q: the six sides of a flat-topped hex as they sit round the keys, N, NE, SE, S, SW, NW. */
const SIDE_KEYS: Readonly<Record<string, Direction>> = { w: 0, e: 1, d: 2, s: 3, a: 4, q: 5 };

/**
 * A hex sketch map for the table: paint terrain, hexsides and levels, place counters, and read
 * zones of control for the selected counter, with what the game's own map analyses work out for it
 * (line of sight, fire range, flank cover, a retreat's ranking), each with the rule behind it.
 *
 * Drawn as SVG from `map`, which it never mutates: every edit makes a new MapState, shown at once
 * and sent in a `map-change` event; picking a counter sends `map-select` with its id. Pan and zoom
 * change only the CSS transform of the drawing, one composited layer, and re-render nothing.
 */
export class AdjMap extends AdjElement {
  static override styles = [theme, mapStyles];

  @property({ attribute: false }) map: MapState = defaultMap();
  /** The game's map, from its plug-in: the terrain, hexside features and markers it offers, and its analyses. */
  @property({ attribute: false }) game: MapGame = { rules: PLAIN_MAP, analyses: [] };
  /** Exceptions to zones of control; by default the game's. */
  @property({ attribute: false }) zocRules: ZocRules | undefined;
  /** The selected counter's id. */
  @property({ attribute: false }) selectedId: string | undefined;
  /** The tool a tap (or Enter) applies. */
  @property() tool: MapTool = 'select';
  /** The enemy's view, when the desk shows it: each of a side's hexes with the enemy's best chance against it. */
  @property({ attribute: false }) exposure: readonly ExposedHex[] = [];

  @state() private settings: Omit<ToolSettings, 'tool'> = { side: 'union', type: 'infantry', strength: 4, terrain: 'woods', feature: 'river', level: 2 };
  @state() private cursor: Hex = { q: 0, r: 0 };
  @state() private cursorDirection: Direction = 0;
  @state() private target: Hex | undefined;
  @state() private moving: string | undefined;
  /** Each of the game's analyses' settings, by its place in the game's list. */
  @state() private analysisSettings: readonly unknown[] = [];
  @state() private announcement = '';
  @state() private legendOpen = false;

  @query('.viewport') private viewport!: HTMLElement;
  @query('.world') private world!: SVGSVGElement;
  @query('.exposure-tags', true) private tags!: SVGGElement | null;

  /** Where the map's hexes are drawn, remade when the shape changes (always set before the first render). */
  private geo!: Geometry;
  private geoShape: MapShape | undefined;
  private selection: SelectionView | undefined;
  private gestureOrigin: Point = { x: 0, y: 0 };
  private readonly view = new View();
  private readonly gestures = new Gestures({
    tap: (at) => this.tapAt(at),
    pan: (dx, dy) => {
      this.view.panBy(dx, dy);
      this.applyView();
    },
    zoom: (at, factor) => {
      this.view.zoomAt(at, factor);
      this.applyView();
    },
  });

  /** The drawing's layout: where each hex's centre is in map pixels (before pan and zoom). */
  get layout() {
    return this.geo.layout;
  }

  /** A map pixel (hexToPixel with `layout`) as a point on the screen, e.g. to aim a tap. */
  toClient(p: Point): Point {
    const o = this.viewportOrigin();
    return { x: o.x + this.view.x + p.x * this.view.k, y: o.y + this.view.y + p.y * this.view.k };
  }

  /** The viewport's top-left inside its border, on the screen: where the drawing's (0, 0) is before panning. */
  private viewportOrigin(): Point {
    const box = this.viewport.getBoundingClientRect();
    return { x: box.left + this.viewport.clientLeft, y: box.top + this.viewport.clientTop };
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (this.map.shape !== this.geoShape) {
      this.geo = geometry(this.map.shape);
      this.geoShape = this.map.shape;
      if (!onMap(this.map.shape, this.cursor)) this.cursor = this.geo.start;
    }
    if (changed.has('game')) this.analysisSettings = this.game.analyses.map((a) => a.initial);
    const inputs = ['map', 'game', 'zocRules', 'selectedId', 'target', 'analysisSettings'] as const;
    if (inputs.some((k) => changed.has(k as keyof AdjMap))) {
      this.selection = selectionView({
        map: this.map,
        game: this.game,
        zocRules: this.zocRules ?? this.game.rules.zoc,
        selectedId: this.selectedId,
        target: this.target,
        settings: this.analysisSettings,
      });
      // A new target is announced with what the analyses found there (a line of sight's verdict).
      if (changed.has('target' as keyof AdjMap) && this.target) {
        const said = this.selection?.found.flatMap(({ analysis, result }) => analysis.announce?.(result) ?? []) ?? [];
        if (said.length > 0) this.announcement = said.join(' ');
      }
    }
  }

  override firstUpdated(): void {
    this.viewport.addEventListener('wheel', this.onWheel, { passive: false });
    this.resizes.observe(this.viewport);
    this.fit();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.hasUpdated) this.resizes.observe(this.viewport);
  }

  override disconnectedCallback(): void {
    this.resizes.disconnect();
    super.disconnectedCallback();
  }

  override updated(changed: PropertyValues<this>): void {
    // A new map shape (a patch grown, another map loaded) is shown whole again.
    if (changed.has('map') && changed.get('map')?.shape !== this.map.shape && changed.get('map') !== undefined) this.fit();
  }

  private applyView(): void {
    this.world.style.transform = this.view.transform;
    // Only the chances written over the map follow the zoom in size; nothing else is drawn again, and a pan changes nothing of them.
    const scale = String(labelScale(this.view.k));
    if (this.tags && this.tags.style.getPropertyValue('--tag-scale').trim() !== scale) this.tags.style.setProperty('--tag-scale', scale);
  }

  private fit = (): void => {
    const { clientWidth, clientHeight } = this.viewport;
    // Not laid out yet (hidden, say): fit once it has a size.
    this.fitPending = clientWidth === 0 || clientHeight === 0;
    if (this.fitPending) return;
    this.view.fit(this.geo.width, this.geo.height, clientWidth, clientHeight);
    this.size = { width: clientWidth, height: clientHeight };
    this.applyView();
  };

  private fitPending = false;
  /** The viewport's size when the view was last fitted or followed a resize. */
  private size = { width: 0, height: 0 };
  /**
   * A new viewport size (shown at last, the tablet turned, the map made full screen): a view the
   * player has not moved is fitted again; one they panned or zoomed keeps its centre.
   */
  private readonly resizes = new ResizeObserver(() => {
    const { clientWidth: width, clientHeight: height } = this.viewport;
    if (width === 0 || height === 0 || (width === this.size.width && height === this.size.height)) return;
    if (this.fitPending || this.view.fitted) {
      this.fit();
      return;
    }
    this.view.resized(this.size, { width, height });
    this.size = { width, height };
    this.applyView();
  });

  private zoomBy = (factor: number): void => {
    this.view.zoomAt({ x: this.viewport.clientWidth / 2, y: this.viewport.clientHeight / 2 }, factor);
    this.applyView();
  };

  private local(e: { clientX: number; clientY: number }, origin = this.viewportOrigin()): Point {
    return { x: e.clientX - origin.x, y: e.clientY - origin.y };
  }

  private readonly onWheel = (e: WheelEvent): void => {
    e.preventDefault();
    this.view.zoomAt(this.local(e), Math.exp(-e.deltaY * 0.0015));
    this.applyView();
  };

  private onPointerDown(e: PointerEvent): void {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    // Synthetic events (tests, assistive technology) have no active pointer to capture.
    if (e.isTrusted) this.viewport.setPointerCapture(e.pointerId);
    // Measured once per gesture: a pan frame then reads no layout at all.
    this.gestureOrigin = this.viewportOrigin();
    this.gestures.down(e.pointerId, this.local(e, this.gestureOrigin));
  }

  private readonly onPointerMove = (e: PointerEvent): void => this.gestures.move(e.pointerId, this.local(e, this.gestureOrigin));

  private onPointerEnd(e: PointerEvent): void {
    this.gestures.up(e.pointerId, this.local(e, this.gestureOrigin), e.type === 'pointercancel');
  }

  private tapAt(at: Point): void {
    const p = { x: (at.x - this.view.x) / this.view.k, y: (at.y - this.view.y) / this.view.k };
    const h = pixelToHex(p, this.layout);
    if (!onMap(this.map.shape, h)) return;
    this.cursor = h;
    const side = nearestHexside(p, this.layout);
    this.cursorDirection = side.direction;
    this.apply(h);
    this.viewport.focus({ preventScroll: true });
  }

  private onKey(e: KeyboardEvent): void {
    const key = e.key.toLowerCase();
    const step: Record<string, [number, number]> = { arrowup: [0, -1], arrowdown: [0, 1], arrowleft: [-1, 0], arrowright: [1, 0] };
    const move = step[key];
    if (move) this.moveCursor(move[0], move[1]);
    else if (key === 'enter' || key === ' ') this.apply(this.cursor);
    else if (key === '+' || key === '=') this.zoomBy(1.25);
    else if (key === '-' || key === '_') this.zoomBy(0.8);
    else if (key === 'escape') this.clearSelection();
    else if (this.tool === 'hexside' && key in SIDE_KEYS) {
      this.cursorDirection = SIDE_KEYS[key] as Direction;
      this.announcement = `Side ${DIRECTION_NAMES[this.cursorDirection]} of hex ${hexLabel(this.map.shape, this.cursor)}`;
    } else return;
    e.preventDefault();
  }

  /** Arrow keys walk the printed rows and columns (odd-q), so left and right stay on one row. */
  private moveCursor(dc: number, dr: number): void {
    const o = offsetFromHex(this.cursor);
    const next = hexFromOffset({ col: o.col + dc, row: o.row + dr });
    if (!onMap(this.map.shape, next)) {
      this.announcement = `Edge of the map. ${describeHex(this.map, this.cursor)}`;
      return;
    }
    this.cursor = next;
    this.announcement = describeHex(this.map, next);
    this.view.reveal(hexToPixel(next, this.layout), this.viewport.clientWidth, this.viewport.clientHeight, 40);
    this.applyView();
  }

  /** The current tool, applied to a hex (tapped, or the keyboard cursor's). */
  private apply(h: Hex): void {
    const key = hexKey(h);
    const top = countersAt(this.map, key).at(-1);
    const label = hexLabel(this.map.shape, h);
    const s = this.effectiveSettings();
    try {
      switch (this.tool) {
        case 'select':
          return this.selectAt(h);
        case 'move':
          if (this.moving === undefined) {
            this.moving = top?.id;
            this.announcement = top ? `Picked up ${describeCounter(this, top.id)}: choose where it goes` : `No counter in hex ${label}`;
          } else {
            const id = this.moving;
            this.moving = undefined;
            this.commit(moveCounter(this.map, id, h), `Moved to hex ${label}`);
          }
          return;
        case 'place':
          return this.commit(placeCounter(this.map, { hex: key, side: s.side, type: s.type, strength: s.strength }), `Placed in hex ${label}`);
        case 'remove':
          if (!top) {
            this.announcement = `No counter in hex ${label}`;
            return;
          }
          if (top.id === this.selectedId) this.select(undefined);
          return this.commit(removeCounter(this.map, top.id), `Removed ${describeCounter(this, top.id)}`);
        case 'terrain':
          return this.commit(paintTerrain(this.map, h, s.terrain), `Painted hex ${label}`);
        case 'level':
          return this.commit(setLevel(this.map, h, s.level), `Set hex ${label} to level ${s.level}`);
        case 'hexside': {
          const side = hexsideKey(h, this.cursorDirection);
          const had = this.map.hexsides[side]?.includes(s.feature) ?? false;
          return this.commit(
            toggleHexsideFeature(this.map, side, s.feature),
            `${had ? 'Removed' : 'Added'} ${s.feature} on side ${DIRECTION_NAMES[this.cursorDirection]} of hex ${label}`,
          );
        }
      }
    } catch (e) {
      if (!(e instanceof RangeError)) throw e;
      this.announcement = e.message;
    }
  }

  /**
   * Select: a tap on a counter selects it; with one selected, in a game whose analyses look at a
   * hex from it (line of sight), a tap elsewhere looks there, and a second tap there selects its
   * counter. Tapping the selected counter's hex goes down its stack and then clears the selection.
   */
  private selectAt(h: Hex): void {
    const here = countersAt(this.map, hexKey(h));
    const selected = this.selectedId === undefined ? undefined : findCounter(this.map, this.selectedId);
    if (selected && hexEquals(parseHexKey(selected.hex), h)) {
      const below = here[here.findIndex((c) => c.id === selected.id) - 1];
      this.select(below?.id);
    } else if (selected && this.game.analyses.some((a) => a.usesTarget) && !(this.target && hexEquals(this.target, h) && here.length > 0)) {
      // The verdict is announced once worked out (willUpdate).
      this.target = h;
      return;
    } else {
      this.select(here.at(-1)?.id);
    }
    this.announcement = this.selectedId ? `Selected ${describeCounter(this, this.selectedId)}` : describeHex(this.map, h);
  }

  private select(id: string | undefined): void {
    this.selectedId = id;
    this.target = undefined;
    this.analysisSettings = this.game.analyses.map((a, i) => {
      const s = this.analysisSettings[i] ?? a.initial;
      return a.reselect ? a.reselect(s) : s;
    });
    this.emit('map-select', id);
  }

  private clearSelection = (): void => {
    this.moving = undefined;
    this.select(undefined);
    this.announcement = 'Selection cleared';
  };

  private commit(next: MapState, message: string): void {
    this.map = next;
    this.announcement = `${message}. ${describeHex(next, this.cursor)}`;
    this.emit('map-change', next);
  }

  /** The settings, with a terrain and a feature the game offers (a choice made under another game may not be). */
  private effectiveSettings(): ToolSettings {
    const game = this.game.rules;
    const s = this.settings;
    return {
      ...s,
      tool: this.tool,
      terrain: game.terrains.includes(s.terrain) ? s.terrain : (game.terrains[0] ?? 'clear'),
      feature: game.hexsideFeatures.includes(s.feature) ? s.feature : (game.hexsideFeatures[0] ?? 'river'),
    };
  }

  /** The ground, terrain and levels in lattice units under one transform; the grid lines and hexsides over them in pixels. */
  private staticLayers() {
    const { map, geo } = this;
    return svg`<g transform=${geo.lattice}>
        <path class="hex" d=${geo.ground}></path>
        ${guard([map.terrain], () => terrainPaths(map).map((p) => layerPath(`hex t-${p.terrain}`, p.d)))}
        ${guard([map.levels], () => levelPaths(map).map((p) => layerPath(`level l${p.level}`, p.d)))}
      </g>
      <path class="grid" d=${geo.grid} stroke-dasharray=${GRID_DASH}></path>
      ${guard([map.hexsides, geo], () => hexsidePaths(map, geo).map((p) => layerPath(`side f-${p.feature}`, p.d)))}`;
  }

  override render() {
    const game = this.game.rules;
    const { map, geo } = this;
    const cursorSide = this.tool === 'hexside' ? hexsideKey(this.cursor, this.cursorDirection) : undefined;
    return html`${toolbar(this.effectiveSettings(), game, {
        set: ({ tool, ...rest }) => {
          if (tool && tool !== this.tool) {
            this.tool = tool;
            this.moving = undefined;
          }
          this.settings = { ...this.settings, ...rest };
        },
        zoom: this.zoomBy,
        fit: this.fit,
        grow: map.shape.kind === 'patch' ? () => this.commit(growPatch(map), 'Patch grown by a ring') : undefined,
      })}
      <div
        class="viewport"
        role="application"
        tabindex="0"
        aria-label="Hex map, ${map.shape.kind === 'patch' ? `patch of radius ${map.shape.radius}` : `${map.shape.columns} by ${map.shape.rows} hexes`}"
        aria-describedby="map-keys"
        @keydown=${this.onKey}
        @pointerdown=${this.onPointerDown}
        @pointermove=${this.onPointerMove}
        @pointerup=${this.onPointerEnd}
        @pointercancel=${this.onPointerEnd}
      >
        <svg class="world" aria-hidden="true" width=${geo.width} height=${geo.height}>
          <g class="ground">${this.staticLayers()}</g>
          <g class="exposure-layer">${exposureLayer(this.exposure, geo.layout)}</g>
          <g class="overlay">${selectionLayer(this.selection, geo.layout)}${cursorLayer(this.cursor, cursorSide, geo.layout)}</g>
          <g class="counters">${guard([map.counters, geo], () => counterLayer(map.counters, geo))}</g>
          <g class="highlight">${highlightLayer(map.counters, geo, this.selectedId, this.moving)}</g>
          <g class="exposure-tags" style="--tag-scale: ${labelScale(this.view.k)}">${exposureTags(this.exposure, geo.layout)}</g>
        </svg>
      </div>
      <!-- A description is read from its element even when hidden, and hidden text costs no layout. -->
      <p id="map-keys" hidden>Arrow keys move the cursor, Enter applies the tool, plus and minus zoom, Escape clears the selection. With the hexside tool, W E D S A Q pick the cursor's north, north-east, south-east, south, south-west or north-west side.</p>
      <p class="status" role="status" aria-live="polite">${this.announcement}</p>
      ${legend(this.legendOpen, (open) => (this.legendOpen = open))}
      <section class="panel" aria-label="Selected counter">
        ${panel(this.selection, game.markers, map.shape, {
          clear: this.clearSelection,
          toggleMarker: (m: Marker) => this.selectedId && this.commit(toggleMarker(map, this.selectedId, m), `Marker ${m} changed`),
          change: (index, settings) => (this.analysisSettings = this.analysisSettings.map((s, i) => (i === index ? settings : s))),
          history: (unitId) => this.emit('unit-history', unitId),
        })}
      </section>`;
  }
}

/** One path of a drawn layer; one template for them all, so a first render prepares it once. */
function layerPath(cls: string, d: string) {
  return svg`<path class=${cls} d=${d}></path>`;
}

function describeCounter(el: AdjMap, id: string): string {
  const c = findCounter(el.map, id);
  return c ? `${counterName(c)} in hex ${hexLabel(el.map.shape, parseHexKey(c.hex))}` : id;
}
