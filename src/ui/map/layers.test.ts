import { expect } from '@open-wc/testing';
import { neighbours } from '../../engine/hex/direction';
import { type Hex, hex, hexKey, parseHexKey } from '../../engine/hex/hex';
import { hexsideBetween, hexsideKey } from '../../engine/hex/hexside';
import { type Layout, type Point, hexToPixel } from '../../engine/hex/pixel';
import { hexsideCorners, nearestHexside } from '../../map/hexsides';
import { type MapShape, type MapState, defaultMap, gridMap, mapHexes, onMap } from '../../map/state';
import { GRID_DASH, centreOf, geometry, hexsidePaths, terrainPaths } from './layers';

const SVG = 'http://www.w3.org/2000/svg';

/** A path drawn in a real SVG, under the lattice transform when asked, to ask the browser about it. */
function drawn(d: string, transform?: string): SVGPathElement {
  const svg = document.createElementNS(SVG, 'svg');
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', d);
  path.setAttribute('stroke-width', '1');
  if (transform) path.setAttribute('transform', transform);
  svg.append(path);
  document.body.append(svg);
  return path;
}

/**
 * The sides the grid draws: its lines ("M x y L x y") cut into dashes of GRID_DASH, each dash
 * named by the hexside nearest its middle. A dash must run from one corner of that side to the
 * other, and each line must end on a whole dash.
 */
function gridSides(d: string, layout: Layout): string[] {
  const [on, off] = GRID_DASH.split(' ').map(Number) as [number, number];
  const sides: string[] = [];
  for (const [, ...xy] of d.matchAll(/M(-?[\d.]+) (-?[\d.]+)L(-?[\d.]+) (-?[\d.]+)/g)) {
    const [x0, y0, x1, y1] = xy.map(Number) as [number, number, number, number];
    const length = Math.hypot(x1 - x0, y1 - y0);
    const at = (t: number): Point => ({ x: x0 + ((x1 - x0) * t) / length, y: y0 + ((y1 - y0) * t) / length });
    expect((length - on) / (on + off), `line from ${x0} ${y0} ends on a whole dash`).to.be.closeTo(Math.round((length - on) / (on + off)), 1e-3);
    for (let t = 0; t < length; t += on + off) {
      const { key } = nearestHexside(at(t + on / 2), layout);
      const corners = hexsideCorners(key, layout);
      const [a, b] = [at(t), at(t + on)];
      const ends = corners.map((c) => Math.min(Math.hypot(c.x - a.x, c.y - a.y), Math.hypot(c.x - b.x, c.y - b.y)));
      expect(Math.max(...ends), `dash on ${key}`).to.be.below(0.05);
      sides.push(key);
    }
  }
  return sides;
}

const shapes: MapShape[] = [defaultMap(hex(2, -5)).shape, { kind: 'patch', center: '-3,1', radius: 6 }, gridMap(7, 5).shape, gridMap(60, 40).shape];

describe('map layers', () => {
  afterEach(() => document.querySelectorAll('body > svg').forEach((s) => s.remove()));

  it('draw every side of every hex of the map in the grid, once, and nothing else', () => {
    for (const shape of shapes) {
      const g = geometry(shape);
      const drawn = gridSides(g.grid, g.layout);
      const expected = new Set(mapHexes(shape).flatMap((h) => ([0, 1, 2, 3, 4, 5] as const).map((d) => hexsideKey(h, d))));
      expect(drawn.length, JSON.stringify(shape)).to.equal(expected.size);
      expect(new Set(drawn), JSON.stringify(shape)).to.deep.equal(expected);
    }
  });

  it('fill the ground under every hex of the map and nowhere beyond it, through the lattice transform', () => {
    for (const shape of shapes.slice(0, 3)) {
      const g = geometry(shape);
      const ground = drawn(g.ground, g.lattice);
      const matrix = ground.transform.baseVal.consolidate()?.matrix as DOMMatrix;
      for (const h of mapHexes(shape)) {
        const lattice = new DOMPoint(3 * h.q, 2 * h.r + h.q);
        expect(ground.isPointInFill(lattice), hexKey(h)).to.equal(true);
        // The lattice point lands on the hex's centre as hexToPixel places it.
        const onPage = lattice.matrixTransform(matrix);
        const centre = hexToPixel(h, g.layout);
        // (An SVG transform is kept in single precision: a thousandth of a pixel is its own error.)
        expect(Math.hypot(onPage.x - centre.x, onPage.y - centre.y), hexKey(h)).to.be.below(1e-3);
        for (const n of neighbours(h).filter((x) => !onMap(shape, x))) {
          expect(ground.isPointInFill(new DOMPoint(3 * n.q, 2 * n.r + n.q)), `${hexKey(n)} is off the map`).to.equal(false);
        }
      }
    }
  });

  it('fill each painted hex with its terrain, and nothing else', () => {
    const map: MapState = { ...defaultMap(), terrain: { '0,0': 'woods', '-1,2': 'woods', '2,-1': 'town', '1,0': 'clear' } };
    const paths = terrainPaths(map);
    expect(paths.map((p) => p.terrain).sort()).to.deep.equal(['town', 'woods']);
    const woods = drawn(paths.find((p) => p.terrain === 'woods')?.d ?? '');
    const inside = (h: Hex) => woods.isPointInFill(new DOMPoint(3 * h.q, 2 * h.r + h.q));
    expect([hex(0, 0), hex(-1, 2)].map(inside)).to.deep.equal([true, true]);
    expect([hex(2, -1), hex(1, 0), ...neighbours(hex(0, 0)).filter((h) => hexKey(h) !== '-1,2')].some(inside)).to.equal(false);
  });

  it('place a hex by its key where hexToPixel does, negative coordinates included', () => {
    const g = geometry(gridMap(10, 10).shape);
    for (const key of ['0,0', '3,-1', '-2,7', '9,-4', '12,30']) {
      const a = centreOf(g, key);
      const b = hexToPixel(parseHexKey(key), g.layout);
      expect(Math.hypot(a.x - b.x, a.y - b.y), key).to.be.below(1e-9);
    }
  });

  it('draw water along its hexside, a road from centre to centre and a crossing across the middle', () => {
    const g = geometry(defaultMap().shape);
    const side = hexsideBetween(hex(0, 0), hex(1, -1));
    const map: MapState = { ...defaultMap(), hexsides: { [side]: ['river', 'road', 'bridge'] } };
    // Each stroke is a move and a relative line: its two ends.
    const segments = Object.fromEntries(
      hexsidePaths(map, g).map(({ feature, d }) => {
        const [x, y, dx, dy] = (d.match(/-?[\d.]+/g) ?? []).map(Number) as [number, number, number, number];
        return [feature, [x, y, x + dx, y + dy]];
      }),
    ) as Record<string, number[]>;
    const close = (xs: number[] | undefined, ys: number[]) => xs !== undefined && xs.every((x, i) => Math.abs(x - (ys[i] as number)) < 0.01);
    const [a, b] = hexsideCorners(side, g.layout);
    expect(close(segments.river, [a.x, a.y, b.x, b.y])).to.equal(true);
    const [p, q] = [hexToPixel(hex(0, 0), g.layout), hexToPixel(hex(1, -1), g.layout)];
    expect(close(segments.road, [p.x, p.y, q.x, q.y])).to.equal(true);
    const third = (t: number) => [p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t];
    expect(close(segments.bridge, [...third(1 / 3), ...third(2 / 3)])).to.equal(true);
    // Routes under water under crossings.
    expect(hexsidePaths(map, g).map((x) => x.feature)).to.deep.equal(['road', 'river', 'bridge']);

    // Fieldworks run along the sides a marker faces, as water does.
    const dug: MapState = { ...defaultMap(), hexsides: { [side]: ['breastworks'], [hexsideBetween(hex(0, 0), hex(0, -1))]: ['trench'] } };
    const drawn = hexsidePaths(dug, g);
    expect(drawn.map((x) => x.feature).sort()).to.deep.equal(['breastworks', 'trench']);
    const [x, y, dx, dy] = (drawn.find((x) => x.feature === 'breastworks')?.d.match(/-?[\d.]+/g) ?? []).map(Number) as [number, number, number, number];
    expect(close([x, y, x + dx, y + dy], [a.x, a.y, b.x, b.y])).to.equal(true);
  });
});
