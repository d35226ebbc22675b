import { html, nothing, svg } from 'lit';
import type { Point } from '../../engine/hex/pixel';
import { COUNTER_TYPES, type CounterSide, type CounterType, MARKERS, type MapCounter, type Marker } from '../../map/state';
import { type Geometry, centreOf } from './layers';
import { numeralPath } from './numerals';

/**
 * Counters drawn for speed: hundreds of counters are a handful of paths (one per side for the
 * squares, the unit symbols and the strengths; one per marker) rather than a group of elements
 * each, and strengths are stroked numerals (numerals.ts), not text. Hit testing is by hex
 * (pixelToHex), so no counter needs an element of its own.
 */

const COUNTER_HALF = 15;

/**
 * Symbols in the square's upper half, NATO-style where there is one, as path data round the
 * counter's centre: absolute moves (M) start each stroke, every other command is relative, so a
 * symbol is placed by shifting its moves alone.
 */
const FRAME = 'M-9 -12h18v10h-18z';
const SYMBOLS: Readonly<Record<CounterType, string>> = {
  infantry: `${FRAME}M-9 -12l18 10M-9 -2l18 -10`,
  cavalry: `${FRAME}M-9 -2l18 -10`,
  artillery: `${FRAME}M-2 -7a2 2 0 1 0 4 0a2 2 0 1 0 -4 0`,
  gunboat: 'M-10 -9h20l-4 6h-12z',
  leader: 'M-5 -2v-11l10 3.5l-10 3.5',
  fortification: 'M-10 -3v-7h4v3h4v-3h4v3h4v-3h4v7z',
  supply: 'M-8 -11h16v6h-16zM-5 -3h0.1M5 -3h0.1',
  dummy: 'M-4 -10q4 -4 8 0t-4 4v1.5M0 -1.5h0.1',
};

/** Marker badges on the square's corners and edges; their meaning is in the map's legend. */
const MARKER_BADGES: Readonly<Record<Marker, string>> = {
  demoralized: 'M-15 -15h9l-9 9z',
  disorganized: 'M15 -15v9l-9 -9z',
  entrenched: 'M-15 11h30v4h-30z',
  unsupplied: 'M11 -6h4v17h-4z',
};

/**
 * A glyph ready to follow a move to a counter's centre: a relative move to where it starts, then
 * relative commands only, so placing it anywhere is "M x y" and this one constant string.
 */
type Glyph = string;

/** How many numbers each relative command takes at a time; the last two (or one) move the pen. */
const ARGUMENTS: Readonly<Record<string, number>> = { h: 1, v: 1, l: 2, t: 2, q: 4, s: 4, c: 6, a: 7, z: 0 };

const r = (x: number): number => Math.round(x * 100) / 100;

/**
 * A glyph written as strokes that each start with an absolute move (M) from the counter's centre
 * and go on in relative commands, rewritten so that every stroke starts with a move relative to
 * where the pen stopped: placing it on a counter is then one move and one constant string,
 * however many strokes.
 */
function compile(path: string): Glyph {
  if (!path.startsWith('M')) throw new RangeError(`glyph "${path}" must start with a move`);
  let pen = { x: 0, y: 0 };
  let strokeStart = pen;
  let rest = '';
  for (const [, letter = '', args = ''] of path.matchAll(/([a-zA-Z])([^a-zA-Z]*)/g)) {
    const numbers = (args.match(/-?[\d.]+/g) ?? []).map(Number);
    if (letter === 'M') {
      const [x, y] = numbers;
      if (numbers.length !== 2 || x === undefined || y === undefined) throw new RangeError(`glyph move "M${args}" must be to one x y`);
      rest += `m${r(x - pen.x)} ${r(y - pen.y)}`;
      pen = strokeStart = { x, y };
      continue;
    }
    const count = ARGUMENTS[letter];
    if (count === undefined) throw new RangeError(`glyph command "${letter}" must be a relative h, v, l, t, q, s, c, a or z`);
    rest += letter + args;
    if (count === 0) pen = strokeStart;
    for (let i = 0; i + count <= numbers.length && count > 0; i += count) {
      const [dx, dy] = letter === 'h' ? [numbers[i] as number, 0] : letter === 'v' ? [0, numbers[i] as number] : [numbers[i + count - 2] as number, numbers[i + count - 1] as number];
      pen = { x: pen.x + dx, y: pen.y + dy };
    }
  }
  return rest;
}

const n = (x: number): number => Math.round(x * 10) / 10;

/** The move to a point, for a glyph to follow. */
function moveTo(at: Point): string {
  return `M${n(at.x)} ${n(at.y)}`;
}

const SYMBOL_GLYPHS = Object.fromEntries(Object.entries(SYMBOLS).map(([k, v]) => [k, compile(v)])) as Record<CounterType, Glyph>;
const BADGE_GLYPHS = Object.fromEntries(Object.entries(MARKER_BADGES).map(([k, v]) => [k, compile(v)])) as Record<Marker, Glyph>;
/** The badge of a counter whose roster unit carries statuses no marker shows (MapCounter.status), on its left edge. */
const STATUS_BADGE = 'M-15 -6h4v17h-4z';
const STATUS_GLYPH = compile(STATUS_BADGE);
const SQUARE = compile(`M-${COUNTER_HALF} -${COUNTER_HALF}h${2 * COUNTER_HALF}v${2 * COUNTER_HALF}h-${2 * COUNTER_HALF}z`);

const numeralGlyphs = new Map<number, Glyph>();

/** A strength drawn in the square's lower half; up to three characters at full height, longer ones smaller. */
function numeralGlyph(strength: number): Glyph {
  let glyph = numeralGlyphs.get(strength);
  if (glyph === undefined) {
    const text = String(strength);
    glyph = compile(numeralPath(text, { x: 0, y: 7 }, text.length > 3 ? 6 : 9));
    numeralGlyphs.set(strength, glyph);
  }
  return glyph;
}

/**
 * Where a counter's centre is drawn: its hex's centre, a stack fanning up and to the right. `below`
 * counts the counters already placed in each hex, and is updated.
 */
function stackedCentre(c: MapCounter, g: Geometry, below: Record<string, number>): Point {
  const shift = Math.min((below[c.hex] = (below[c.hex] ?? -1) + 1), 3) * 4;
  const p = centreOf(g, c.hex);
  return { x: p.x + shift, y: p.y - shift };
}

/** Every counter's centre, by id. */
function counterCentres(counters: readonly MapCounter[], g: Geometry): Map<string, Point> {
  const below: Record<string, number> = {};
  return new Map(counters.map((c) => [c.id, stackedCentre(c, g, below)]));
}

/**
 * Every counter's square, symbol, strength and markers, one path per side and kind. Hundreds of
 * counters are drawn on a map's first render, before the JavaScript engine has optimised this
 * loop, so each counter costs one move string and a few concatenations of constant glyphs.
 */
export function counterLayer(counters: readonly MapCounter[], g: Geometry) {
  const below: Record<string, number> = {};
  const squares: Record<CounterSide, string> = { union: '', confederate: '' };
  const symbols: Record<CounterSide, string> = { union: '', confederate: '' };
  const numerals: Record<CounterSide, string> = { union: '', confederate: '' };
  const badges: Partial<Record<Marker, string>> = {};
  let statuses = '';
  for (const c of counters) {
    const at = moveTo(stackedCentre(c, g, below));
    squares[c.side] += at + SQUARE;
    symbols[c.side] += at + SYMBOL_GLYPHS[c.type];
    if (c.strength !== undefined) numerals[c.side] += at + numeralGlyph(c.strength);
    for (const m of c.markers) badges[m] = (badges[m] ?? '') + at + BADGE_GLYPHS[m];
    if (c.status) statuses += at + STATUS_GLYPH;
  }
  // One template with a path for each side and marker, empty where there is nothing to draw.
  return svg`<path class="counter-body union" d=${squares.union}></path>
    <path class="counter-body confederate" d=${squares.confederate}></path>
    <path class="counter-symbol union" d=${symbols.union}></path>
    <path class="counter-symbol confederate" d=${symbols.confederate}></path>
    <path class="badge demoralized" d=${badges.demoralized ?? nothing}></path>
    <path class="badge disorganized" d=${badges.disorganized ?? nothing}></path>
    <path class="badge entrenched" d=${badges.entrenched ?? nothing}></path>
    <path class="badge unsupplied" d=${badges.unsupplied ?? nothing}></path>
    <path class="badge unit-status" d=${statuses || nothing}></path>
    <path class="strength union" d=${numerals.union}></path>
    <path class="strength confederate" d=${numerals.confederate}></path>`;
}

/**
 * What the counters' symbols and marker badges mean. Its list is only made while it is open: a
 * closed legend shows nothing of it, and the map's first drawing need not build it.
 */
export function legend(open: boolean, toggled: (open: boolean) => void) {
  const swatch = (d: string, cls: string) => html`<svg class="swatch-icon" viewBox="-16 -16 32 32" aria-hidden="true">
    <path class="counter-body union" d=${moveTo({ x: 0, y: 0 }) + SQUARE}></path>
    <path class=${cls} d=${d}></path>
  </svg>`;
  return html`<details class="legend" ?open=${open} @toggle=${(e: Event) => toggled((e.target as HTMLDetailsElement).open)}>
    <summary>Legend</summary>
    ${open
      ? html`<ul>
          ${COUNTER_TYPES.map((t) => html`<li>${swatch(SYMBOLS[t], 'counter-symbol union')} ${t}</li>`)}
          ${MARKERS.map((m) => html`<li>${swatch(MARKER_BADGES[m], `badge ${m}`)} ${m}</li>`)}
          <li>${swatch(STATUS_BADGE, 'badge unit-status')} other status of its roster unit (fatigue, stragglers …): named when the counter is selected</li>
        </ul>`
      : nothing}
  </details>`;
}

/** The selected counter, and the one being moved, outlined over the stack. */
export function highlightLayer(counters: readonly MapCounter[], g: Geometry, selectedId: string | undefined, movingId: string | undefined) {
  if (selectedId === undefined && movingId === undefined) return nothing;
  const centres = counterCentres(counters, g);
  const outline = (id: string | undefined, cls: string) => {
    const at = id === undefined ? undefined : centres.get(id);
    return at ? svg`<path class=${cls} d=${moveTo(at) + SQUARE}></path>` : nothing;
  };
  return svg`${outline(selectedId, 'counter-selected')}${outline(movingId, 'counter-moving')}`;
}
