import { html, nothing, svg } from 'lit';
import { formatSource } from '../../engine/core/source';
import type { RangeBand } from '../../engine/games/bng/range';
import { bngSight } from '../../engine/games/bng/sight';
import { neighbours } from '../../engine/hex/direction';
import { distance } from '../../engine/hex/distance';
import { type Hex, hexKey } from '../../engine/hex/hex';
import { type HexsideKey, hexsideBetween } from '../../engine/hex/hexside';
import type { LineOfSight } from '../../engine/hex/lineOfSight';
import { hexToPixel } from '../../engine/hex/pixel';
import { toHexMap } from '../../map/analysis';
import { type SightText, describeSight } from '../../map/describe';
import { type MapAnalysis, hexOutline, hexesPath, sidesPath, targetName } from '../views';
import { type FireRange, fireRange } from './fire-range';

const BAND_NAMES: Readonly<Record<RangeBand, string>> = {
  adjacent: 'adjacent',
  full: 'in range',
  reduced: 'at long range',
  'out-of-range': 'out of range',
};

/** Artillery and gunboat fire range round the selected counter, ringed band by band. */
export const fireRangeAnalysis: MapAnalysis<{ readonly range: FireRange | undefined; readonly from: Hex }, null> = {
  initial: null,
  work: (q) => ({ range: fireRange(q.map, q.counter), from: q.at }),
  panel({ range }) {
    if (!range) return nothing;
    const bands = new Map<RangeBand, { count: number; source: string }>();
    for (const { reading } of range.hexes) {
      const b = bands.get(reading.band) ?? { count: 0, source: formatSource(reading.source) };
      bands.set(reading.band, { ...b, count: b.count + 1 });
    }
    return html`<h4>${range.weapon === 'artillery' ? 'Artillery' : 'Gunboat'} range ${range.range}</h4>
      <ul>
        ${[...bands].map(([band, b]) => html`<li>${b.count} hexes ${BAND_NAMES[band]} (${b.source})</li>`)}
      </ul>`;
  },
  /** Range rings: the hexsides where the band changes going outwards, and the range's outer edge, each in the style of the band inside it. */
  overlay({ range, from }, layout) {
    if (!range) return nothing;
    const bands = new Map<string, RangeBand>(range.hexes.map(({ hex, reading }) => [hexKey(hex), reading.band]));
    const rings = new Map<RangeBand, HexsideKey[]>();
    for (const { hex, reading } of range.hexes) {
      const d = distance(from, hex);
      for (const n of neighbours(hex)) {
        const nd = distance(from, n);
        const outer = bands.get(hexKey(n));
        // Outwards only; a neighbour within range but off the map is no ring.
        if (nd !== d + 1 || (nd <= range.range && (outer === undefined || outer === reading.band))) continue;
        rings.set(reading.band, [...(rings.get(reading.band) ?? []), hexsideBetween(hex, n)]);
      }
    }
    return svg`${[...rings].map(([band, keys]) => svg`<path class="range ${band}" d=${sidesPath(keys, layout)}></path>`)}`;
  },
};

interface Sight {
  readonly from: Hex;
  readonly to: Hex;
  readonly los: LineOfSight;
  readonly text: SightText;
}

/** Line of sight (9.31-9.37) from the selected counter to the hex tapped next. */
export const sightAnalysis: MapAnalysis<Sight | undefined, null> = {
  initial: null,
  usesTarget: true,
  work(q) {
    if (!q.target) return undefined;
    const los = bngSight(q.at, q.target, toHexMap(q.map));
    return { from: q.at, to: q.target, los, text: describeSight(q.map.shape, los, q.name, targetName(q.map, q.target)) };
  },
  panel(sight) {
    const heading = html`<h4>Line of sight (9.31–9.37)</h4>`;
    if (!sight) return html`${heading}<p class="hint">Tap another hex to check the line of sight to it.</p>`;
    const { text } = sight;
    return html`${heading}<p class="verdict ${sight.los.clear ? 'clear' : 'blocked'}">${text.verdict}</p>
      ${text.blocked.length > 0 ? html`<ul class="blocked">${text.blocked.map((b) => html`<li>${b}</li>`)}</ul>` : nothing}
      ${text.notes.length > 0 ? html`<details><summary>Does not block</summary><ul>${text.notes.map((n) => html`<li>${n}</li>`)}</ul></details>` : nothing}`;
  },
  overlay(sight, layout) {
    if (!sight) return nothing;
    const { los, to, from } = sight;
    const a = hexToPixel(from, layout);
    const b = hexToPixel(to, layout);
    const hexes = los.blockedBy.flatMap((f) => f.hexes);
    const sides = los.blockedBy.flatMap((f) => f.hexsides);
    return svg`<path class="los-target" d=${hexOutline(to, layout)}></path>
      <path class="los-blocking" d=${hexesPath(hexes, layout)}></path>
      <path class="los-blocking-side" d=${sidesPath(sides, layout)}></path>
      <line class="los ${los.clear ? 'clear' : 'blocked'}" x1=${a.x} y1=${a.y} x2=${b.x} y2=${b.y}></line>`;
  },
  announce: (sight) => sight?.text.verdict,
};
