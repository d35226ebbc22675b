import { nothing, svg, type SVGTemplateResult } from 'lit';
import type { RangeBand } from '../../engine/hex/bngRange';
import { neighbours } from '../../engine/hex/direction';
import { distance } from '../../engine/hex/distance';
import { type Hex, hexKey, parseHexKey } from '../../engine/hex/hex';
import { type HexsideKey, hexsideBetween } from '../../engine/hex/hexside';
import { type Layout, hexToPixel } from '../../engine/hex/pixel';
import { hexsideCorners } from '../../map/hexsides';
import { hexOutline, hexesPath } from './layers';
import type { SelectionView } from './selection';

/** The selection's overlays: zones of control, fire range, flank cover, retreat ranking, line of sight. */

function sidesPath(keys: readonly HexsideKey[], layout: Layout): string {
  return keys
    .map((k) => {
      const [a, b] = hexsideCorners(k, layout);
      return `M${a.x} ${a.y}L${b.x} ${b.y}`;
    })
    .join('');
}

function zoneLayer(view: SelectionView, layout: Layout) {
  return [...view.zones].map(([side, keys]) => svg`<path class="zoc ${side}" d=${hexesPath([...keys].map(parseHexKey), layout)}></path>`);
}

/**
 * Range rings: the hexsides where the range band changes going outwards, and the outer edge of
 * the range. A ring is drawn in the style of the band inside it.
 */
function rangeLayer(view: SelectionView, layout: Layout) {
  const range = view.range;
  if (!range) return nothing;
  const bands = new Map<string, RangeBand>(range.hexes.map(({ hex, reading }) => [hexKey(hex), reading.band]));
  const rings = new Map<RangeBand, HexsideKey[]>();
  for (const { hex, reading } of range.hexes) {
    const d = distance(view.at, hex);
    for (const n of neighbours(hex)) {
      const nd = distance(view.at, n);
      const outer = bands.get(hexKey(n));
      // Outwards only; a neighbour within range but off the map is no ring.
      if (nd !== d + 1 || (nd <= range.range && (outer === undefined || outer === reading.band))) continue;
      rings.set(reading.band, [...(rings.get(reading.band) ?? []), hexsideBetween(hex, n)]);
    }
  }
  return [...rings].map(([band, keys]) => svg`<path class="range ${band}" d=${sidesPath(keys, layout)}></path>`);
}

function flankLayer(view: SelectionView, layout: Layout) {
  if (!view.flank?.ok) return nothing;
  const covered = view.flank.result.hexes.filter((h) => h.reasons.length > 0);
  return svg`<path class="flank covered" d=${hexesPath(covered.map((h) => h.hex), layout)}></path>
    <path class="flank reduced" d=${hexesPath(covered.filter((h) => h.reduction !== undefined).map((h) => h.hex), layout)}></path>`;
}

function retreatLayer(view: SelectionView, layout: Layout) {
  if (!view.retreat?.ok) return nothing;
  const { candidates, required } = view.retreat.result;
  return svg`<path class="retreat required" d=${hexesPath(required.map((c) => c.hex), layout)}></path>
    ${candidates.map((c) => {
      const p = hexToPixel(c.hex, layout);
      return svg`<text class="retreat priority" x=${p.x} y=${p.y + 6}>${c.priority}</text>`;
    })}`;
}

function sightLayer(view: SelectionView, layout: Layout) {
  if (!view.sight) return nothing;
  const { los, to } = view.sight;
  const a = hexToPixel(view.at, layout);
  const b = hexToPixel(to, layout);
  const hexes = los.blockedBy.flatMap((f) => f.hexes);
  const sides = los.blockedBy.flatMap((f) => f.hexsides);
  return svg`<path class="los-target" d=${hexOutline(to, layout)}></path>
    <path class="los-blocking" d=${hexesPath(hexes, layout)}></path>
    <path class="los-blocking-side" d=${sidesPath(sides, layout)}></path>
    <line class="los ${los.clear ? 'clear' : 'blocked'}" x1=${a.x} y1=${a.y} x2=${b.x} y2=${b.y}></line>`;
}

export function selectionLayer(view: SelectionView | undefined, layout: Layout): SVGTemplateResult | typeof nothing {
  if (!view) return nothing;
  return svg`${zoneLayer(view, layout)}${rangeLayer(view, layout)}${flankLayer(view, layout)}${retreatLayer(view, layout)}
    <path class="selected-hex" d=${hexOutline(view.at, layout)}></path>${sightLayer(view, layout)}`;
}

/** The keyboard cursor, and in the hexside tool the side Enter would toggle. */
export function cursorLayer(cursor: Hex, side: HexsideKey | undefined, layout: Layout): SVGTemplateResult {
  return svg`<path class="cursor" d=${hexOutline(cursor, layout)}></path>
    ${side === undefined ? nothing : svg`<path class="cursor-side" d=${sidesPath([side], layout)}></path>`}`;
}
