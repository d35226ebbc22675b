import { sendMouse } from '@web/test-runner-commands';
import { type Hex, hex } from '../../engine/hex/hex';
import { hexToPixel } from '../../engine/hex/pixel';
import { paintTerrain, placeCounter } from '../../map/edit';
import { type MapState, defaultMap, gridMap } from '../../map/state';
import type { AdjMap } from './map.component';

/** For tests of the map: its shadow root and viewport, pointers, taps and keys, its buttons and words, a gun and its target with woods between, a contrast ratio. */
export function root(el: AdjMap): ShadowRoot {
  return el.shadowRoot as ShadowRoot;
}

export function viewport(el: AdjMap): HTMLElement {
  return root(el).querySelector('.viewport') as HTMLElement;
}

/**
 * A made-up pointer event, for what the real mouse cannot do: a second finger, for a pinch.
 * Everything else goes through `sendMouse`: real input, hit-tested by the browser, trusted.
 */
export function pointer(el: AdjMap, type: string, at: { x: number; y: number }, pointerId = 1): void {
  viewport(el).dispatchEvent(new PointerEvent(type, { clientX: at.x, clientY: at.y, pointerId, bubbles: true, composed: true, isPrimary: pointerId === 1 }));
}

/** The mouse moves in whole CSS pixels: half a pixel at most from the aim, well inside any hex. */
export const position = (at: { x: number; y: number }): [number, number] => [Math.round(at.x), Math.round(at.y)];

/** A tap with the real mouse (down and up on one spot), at a point given in map pixels. */
export async function tapAt(el: AdjMap, p: { x: number; y: number }): Promise<void> {
  await sendMouse({ type: 'click', position: position(el.toClient(p)) });
  await el.updateComplete;
}

/** The drawing's pan, read back from its transform. */
export function translation(el: AdjMap): { x: number; y: number } {
  const m = /translate\((-?[\d.]+)px, (-?[\d.]+)px\)/.exec((root(el).querySelector('.world') as SVGSVGElement).style.transform);
  return { x: Number(m?.[1]), y: Number(m?.[2]) };
}

export const tapHex = (el: AdjMap, h: Hex) => tapAt(el, hexToPixel(h, el.layout));

export function key(el: AdjMap, k: string): void {
  viewport(el).dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true }));
}

export function button(el: AdjMap, text: string): HTMLButtonElement {
  const found = [...root(el).querySelectorAll('button')].find((b) => b.textContent?.trim() === text);
  if (!found) throw new Error(`no button "${text}"`);
  return found;
}

export function lastChange(el: AdjMap): { map: MapState | undefined } {
  const seen: { map: MapState | undefined } = { map: undefined };
  el.addEventListener('map-change', (e) => (seen.map = (e as CustomEvent<MapState>).detail));
  return seen;
}

export const status = (el: AdjMap) => root(el).querySelector('[role=status]')?.textContent ?? '';
export const verdict = (el: AdjMap) => root(el).querySelector('.panel .verdict')?.textContent ?? '';

// A gun at 0,0 and its target two hexes east, 2,0, with woods between them at 1,0.
let duelMap = placeCounter(defaultMap(), { id: 'gun', hex: '0,0', side: 'union', type: 'artillery', strength: 3 });
duelMap = placeCounter(duelMap, { id: 'reb', hex: '2,0', side: 'confederate', type: 'infantry', strength: 5 });
duelMap = paintTerrain(duelMap, hex(1, 0), 'woods');

/** The WCAG contrast ratio of two computed colours ("rgb(r, g, b)"). */
export function contrast(a: string, b: string): number {
  const luminance = (c: string) => {
    const [r = 0, g = 0, bl = 0] = (c.match(/[\d.]+/g) ?? []).map(Number).map((v) => v / 255).map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
export const duel = duelMap;

/** A defender, Heth, ringed by unnamed enemy counters and a named friend, Wilcox: ids as the map makes them up. */
export function ringedDefender(): MapState {
  let map = placeCounter(gridMap(6, 6), { hex: '2,1', side: 'confederate', type: 'infantry', strength: 6, label: 'Heth' });
  for (const [at, type, strength] of [
    ['2,0', 'infantry', 6],
    ['2,2', 'infantry', 6],
    ['3,1', 'artillery', 3],
  ] as const)
    map = placeCounter(map, { hex: at, side: 'union', type, strength });
  return placeCounter(map, { hex: '1,2', side: 'confederate', type: 'infantry', strength: 3, label: 'Wilcox' });
}
