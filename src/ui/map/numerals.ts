import type { Point } from '../../engine/hex/pixel';

/**
 * Numbers drawn as strokes, seven-segment style, for counter strengths. A map of hundreds of
 * counters lays out hundreds of SVG text runs slowly; strokes join the counters' other paths and
 * cost nothing to lay out.
 *
 * Segments of a cell w wide and h tall, from its top-left corner:
 * a top, b upper right, c lower right, d bottom, e lower left, f upper left, g middle.
 */
const SEGMENTS: Readonly<Record<string, string>> = {
  '0': 'abcdef',
  '1': 'bc',
  '2': 'abged',
  '3': 'abgcd',
  '4': 'fgbc',
  '5': 'afgcd',
  '6': 'afgedc',
  '7': 'abc',
  '8': 'abcdefg',
  '9': 'abcdfg',
};

function segment(s: string, x: number, y: number, w: number, h: number): string {
  const half = h / 2;
  switch (s) {
    case 'a':
      return `M${x} ${y}h${w}`;
    case 'b':
      return `M${x + w} ${y}v${half}`;
    case 'c':
      return `M${x + w} ${y + half}v${half}`;
    case 'd':
      return `M${x} ${y + h}h${w}`;
    case 'e':
      return `M${x} ${y + half}v${half}`;
    case 'f':
      return `M${x} ${y}v${half}`;
    default:
      return `M${x} ${y + half}h${w}`;
  }
}

const r = (x: number): number => Math.round(x * 10) / 10;

/** Path data for a number written with digits and a decimal point, centred on `at`, `h` tall. */
export function numeralPath(text: string, at: Point, h: number): string {
  const w = h * 0.5;
  const gap = h * 0.3;
  // A point takes a narrow cell of its own.
  const widths = [...text].map((ch) => (ch === '.' ? gap : w + gap));
  const total = widths.reduce((s, x) => s + x, 0) - gap;
  let x = at.x - total / 2;
  const y = at.y - h / 2;
  let d = '';
  [...text].forEach((ch, i) => {
    if (ch === '.') d += `M${r(x - gap / 2)} ${r(y + h)}h0.01`;
    else for (const s of SEGMENTS[ch] ?? '') d += segment(s, r(x), r(y), r(w), r(h));
    x += widths[i] ?? 0;
  });
  return d;
}
