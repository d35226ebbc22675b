import { expect } from '@open-wc/testing';
import { neighbours } from '../../engine/hex/direction';
import { type Hex, hex, hexKey, parseHexKey } from '../../engine/hex/hex';
import { hexsideBetween } from '../../engine/hex/hexside';
import { type Point, hexCorners, hexToPixel, pixelToHex } from '../../engine/hex/pixel';
import { hexsideCorners } from '../../map/hexsides';
import { type MapShape, type MapState, defaultMap, gridMap, mapHexes, onMap } from '../../map/state';
import { centreOf, geometry, hexsidePaths, terrainPaths } from './layers';

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

/** The start of every subpath: absolute moves, and relative ones from the last start (where "z" leaves the pen). */
function subpathStarts(d: string): Point[] {
  const starts: Point[] = [];
  let at = { x: 0, y: 0 };
  for (const [, command, x, y] of d.matchAll(/([Mm])(-?[\d.]+) (-?[\d.]+)/g)) {
    at = command === 'M' ? { x: Number(x), y: Number(y) } : { x: at.x + Number(x), y: at.y + Number(y) };
    starts.push(at);
  }
  return starts;
}

const shapes: MapShape[] = [defaultMap(hex(2, -5)).shape, { kind: 'patch', center: '-3,1', radius: 6 }, gridMap(7, 5).shape, gridMap(60, 40).shape];

describe('map layers', () => {
  afterEach(() => document.querySelectorAll('body > svg').forEach((s) => s.remove()));

  it('outline every hex of the map once in the grid, where hexToPixel puts its corners', () => {
    for (const shape of shapes) {
      const g = geometry(shape);
      const starts = subpathStarts(g.grid);
      const hexes = mapHexes(shape);
      expect(starts.length, JSON.stringify(shape)).to.equal(hexes.length);
      // Each outline starts at corner 0 of the hex it outlines, to a hundredth of a pixel.
      const found = new Set<string>();
      for (const start of starts) {
        const h = pixelToHex({ x: start.x - 0.5 * g.layout.size, y: start.y }, g.layout);
        const corner = hexCorners(h, g.layout)[0] as Point;
        expect(Math.hypot(corner.x - start.x, corner.y - start.y), hexKey(h)).to.be.below(0.01);
        found.add(hexKey(h));
      }
      expect([...found].sort(), JSON.stringify(shape)).to.deep.equal(hexes.map(hexKey).sort());
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
    const segments = Object.fromEntries(
      hexsidePaths(map, g).map(({ feature, d }) => [feature, (d.match(/-?[\d.]+/g) ?? []).map(Number)]),
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
  });
});
