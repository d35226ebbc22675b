import type { Point } from '../../engine/hex/pixel';

export const MIN_ZOOM = 0.2;
export const MAX_ZOOM = 4;

/** A label's font size on the map (before zoom) and the sizes it is kept between on the screen. */
export const LABEL_FONT = 14;
const LABEL_SCREEN = { min: 13, max: 18 } as const;

/**
 * The scale a label written over the map is drawn at for a zoom `k`, so it reads on the screen at
 * 13 to 18 px whatever the zoom: as drawn near 1, larger when zoomed out, smaller when zoomed in.
 */
export function labelScale(k: number): number {
  const screen = Math.min(LABEL_SCREEN.max, Math.max(LABEL_SCREEN.min, LABEL_FONT * k));
  return screen / (LABEL_FONT * k);
}
/** A small patch is shown larger than drawn, to make bigger touch targets, but no more than this. */
const FIT_MAX = 1.5;

/** Pan and zoom: a map point p shows at (x + k·p.x, y + k·p.y) in the viewport. */
export class View {
  x = 0;
  y = 0;
  k = 1;
  /** The view is as the last fit left it: nothing has panned or zoomed it since. */
  fitted = false;

  get transform(): string {
    return `translate(${this.x}px, ${this.y}px) scale(${this.k})`;
  }

  panBy(dx: number, dy: number): void {
    this.fitted = false;
    this.x += dx;
    this.y += dy;
  }

  /** Zooms by `factor` keeping the viewport point `at` over the same map point. */
  zoomAt(at: Point, factor: number): void {
    const k = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, this.k * factor));
    this.fitted = false;
    const f = k / this.k;
    this.x = at.x - (at.x - this.x) * f;
    this.y = at.y - (at.y - this.y) * f;
    this.k = k;
  }

  /** Shows the whole of a width × height map centred in the viewport, enlarging a small one up to FIT_MAX. */
  fit(width: number, height: number, viewportWidth: number, viewportHeight: number): void {
    this.k = Math.max(MIN_ZOOM, Math.min(FIT_MAX, viewportWidth / width, viewportHeight / height));
    this.x = (viewportWidth - width * this.k) / 2;
    this.y = (viewportHeight - height * this.k) / 2;
    this.fitted = true;
  }

  /** The viewport changed size (the tablet turned): the map point at its centre stays at its centre. */
  resized(from: { width: number; height: number }, to: { width: number; height: number }): void {
    this.x += (to.width - from.width) / 2;
    this.y += (to.height - from.height) / 2;
  }

  /** Pans the least needed to bring a map point at least `margin` inside the viewport. */
  reveal(p: Point, viewportWidth: number, viewportHeight: number, margin: number): void {
    const sx = this.x + p.x * this.k;
    const sy = this.y + p.y * this.k;
    const [x0, y0] = [this.x, this.y];
    if (sx < margin) this.x += margin - sx;
    if (sx > viewportWidth - margin) this.x -= sx - (viewportWidth - margin);
    if (sy < margin) this.y += margin - sy;
    if (sy > viewportHeight - margin) this.y -= sy - (viewportHeight - margin);
    if (this.x !== x0 || this.y !== y0) this.fitted = false;
  }
}

export interface GestureHandlers {
  tap(at: Point): void;
  pan(dx: number, dy: number): void;
  zoom(at: Point, factor: number): void;
}

/** How far a finger may wander and still tap, in CSS pixels. */
const TAP_SLOP = 8;

/**
 * Pointer gestures over the map, in viewport coordinates: one pointer taps or pans; two pinch
 * (zooming about their midpoint, and panning as it moves). Lifting one of two pointers goes back
 * to panning with the other; a tap is only a pointer that went down and up without moving.
 */
export class Gestures {
  private readonly pointers = new Map<number, Point>();
  private mode: 'idle' | 'tap' | 'pan' | 'pinch' = 'idle';
  private start: Point = { x: 0, y: 0 };

  constructor(private readonly handlers: GestureHandlers) {}

  down(id: number, at: Point): void {
    this.pointers.set(id, at);
    if (this.pointers.size === 1) {
      this.mode = 'tap';
      this.start = at;
    } else {
      this.mode = 'pinch';
    }
  }

  move(id: number, at: Point): void {
    const before = this.pointers.get(id);
    if (!before) return;
    if (this.mode === 'pinch' && this.pointers.size >= 2) {
      const [a, b] = [...this.pointers.values()] as [Point, Point];
      const oldMid = mid(a, b);
      const oldSpan = Math.hypot(a.x - b.x, a.y - b.y);
      this.pointers.set(id, at);
      const [c, d] = [...this.pointers.values()] as [Point, Point];
      const newMid = mid(c, d);
      this.handlers.pan(newMid.x - oldMid.x, newMid.y - oldMid.y);
      if (oldSpan > 0) this.handlers.zoom(newMid, Math.hypot(c.x - d.x, c.y - d.y) / oldSpan);
      return;
    }
    this.pointers.set(id, at);
    if (this.mode === 'tap' && Math.hypot(at.x - this.start.x, at.y - this.start.y) > TAP_SLOP) {
      // A pan starts from where the finger went down, so the map stays under it.
      this.mode = 'pan';
      this.handlers.pan(at.x - this.start.x, at.y - this.start.y);
    } else if (this.mode === 'pan') this.handlers.pan(at.x - before.x, at.y - before.y);
  }

  up(id: number, at: Point, cancelled: boolean): void {
    if (!this.pointers.delete(id)) return;
    if (this.mode === 'tap' && !cancelled) this.handlers.tap(at);
    if (this.pointers.size === 0) this.mode = 'idle';
    else if (this.mode === 'pinch' && this.pointers.size === 1) this.mode = 'pan';
  }
}

function mid(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}
