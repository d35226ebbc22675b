import { html, nothing, svg } from 'lit';
import type { Point } from '../../engine/hex/pixel';
import { COUNTER_TYPES, type CounterSide, type CounterType, MARKERS, type MapCounter, type Marker, SIDES } from '../../map/state';
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

/** A glyph placed by one move: where it starts from the counter's centre, then the rest in relative commands. */
interface Glyph {
  readonly x: number;
  readonly y: number;
  readonly rest: string;
}

/** How many numbers each relative command takes at a time; the last two (or one) move the pen. */
const ARGUMENTS: Readonly<Record<string, number>> = { h: 1, v: 1, l: 2, t: 2, q: 4, s: 4, c: 6, a: 7, z: 0 };

const r = (x: number): number => Math.round(x * 100) / 100;

/**
 * A glyph written as strokes that each start with an absolute move (M) and go on in relative
 * commands, rewritten so that each later stroke starts with a move relative to where the pen
 * stopped: placing it on a counter is then one move and one constant string, however many strokes.
 */
function compile(path: string): Glyph {
  let start: { x: number; y: number } | undefined;
  let pen = { x: 0, y: 0 };
  let strokeStart = pen;
  let rest = '';
  for (const [, letter = '', args = ''] of path.matchAll(/([a-zA-Z])([^a-zA-Z]*)/g)) {
    const numbers = (args.match(/-?[\d.]+/g) ?? []).map(Number);
    if (letter === 'M') {
      const [x, y] = numbers;
      if (numbers.length !== 2 || x === undefined || y === undefined) throw new RangeError(`glyph move "M${args}" must be to one x y`);
      if (start === undefined) start = { x, y };
      else rest += `m${r(x - pen.x)} ${r(y - pen.y)}`;
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
  if (start === undefined) throw new RangeError(`glyph "${path}" must start with a move`);
  return { ...start, rest };
}

const n = (x: number): number => Math.round(x * 10) / 10;

function place(glyph: Glyph, at: Point): string {
  return `M${n(at.x + glyph.x)} ${n(at.y + glyph.y)}${glyph.rest}`;
}

const SYMBOL_GLYPHS = Object.fromEntries(Object.entries(SYMBOLS).map(([k, v]) => [k, compile(v)])) as Record<CounterType, Glyph>;
const BADGE_GLYPHS = Object.fromEntries(Object.entries(MARKER_BADGES).map(([k, v]) => [k, compile(v)])) as Record<Marker, Glyph>;
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

/** Where each counter's centre is drawn: its hex's centre, a stack fanning up and to the right. */
function counterCentres(counters: readonly MapCounter[], g: Geometry): Map<string, Point> {
  const depth = new Map<string, number>();
  const result = new Map<string, Point>();
  for (const c of counters) {
    const d = depth.get(c.hex) ?? 0;
    depth.set(c.hex, d + 1);
    const p = centreOf(g, c.hex);
    const shift = Math.min(d, 3) * 4;
    result.set(c.id, { x: p.x + shift, y: p.y - shift });
  }
  return result;
}

export function counterLayer(counters: readonly MapCounter[], g: Geometry) {
  const centres = counterCentres(counters, g);
  const squares: Record<CounterSide, string[]> = { union: [], confederate: [] };
  const symbols: Record<CounterSide, string[]> = { union: [], confederate: [] };
  const numerals: Record<CounterSide, string[]> = { union: [], confederate: [] };
  const badges = new Map<Marker, string[]>();
  for (const c of counters) {
    const at = centres.get(c.id) as Point;
    squares[c.side].push(place(SQUARE, at));
    symbols[c.side].push(place(SYMBOL_GLYPHS[c.type], at));
    if (c.strength !== undefined) numerals[c.side].push(place(numeralGlyph(c.strength), at));
    for (const m of c.markers) {
      let list = badges.get(m);
      if (list === undefined) badges.set(m, (list = []));
      list.push(place(BADGE_GLYPHS[m], at));
    }
  }
  return svg`${SIDES.map((side) => svg`<path class="counter-body ${side}" d=${squares[side].join('')}></path>`)}
    ${SIDES.map((side) => svg`<path class="counter-symbol ${side}" d=${symbols[side].join('')}></path>`)}
    ${MARKERS.map((m) => (badges.has(m) ? svg`<path class="badge ${m}" d=${(badges.get(m) ?? []).join('')}></path>` : nothing))}
    ${SIDES.map((side) => svg`<path class="strength ${side}" d=${numerals[side].join('')}></path>`)}`;
}

/**
 * What the counters' symbols and marker badges mean. Its list is only made while it is open: a
 * closed legend shows nothing of it, and the map's first drawing need not build it.
 */
export function legend(open: boolean, toggled: (open: boolean) => void) {
  const swatch = (d: string, cls: string) => html`<svg class="swatch-icon" viewBox="-16 -16 32 32" aria-hidden="true">
    <path class="counter-body union" d=${place(SQUARE, { x: 0, y: 0 })}></path>
    <path class=${cls} d=${d}></path>
  </svg>`;
  return html`<details class="legend" ?open=${open} @toggle=${(e: Event) => toggled((e.target as HTMLDetailsElement).open)}>
    <summary>Legend</summary>
    ${open
      ? html`<ul>
          ${COUNTER_TYPES.map((t) => html`<li>${swatch(SYMBOLS[t], 'counter-symbol union')} ${t}</li>`)}
          ${MARKERS.map((m) => html`<li>${swatch(MARKER_BADGES[m], `badge ${m}`)} ${m}</li>`)}
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
    return at ? svg`<path class=${cls} d=${place(SQUARE, at)}></path>` : nothing;
  };
  return svg`${outline(selectedId, 'counter-selected')}${outline(movingId, 'counter-moving')}`;
}
