/**
 * Line-of-sight speed on a full-size map: `npx tsx bench/bng/sight.bench.ts`.
 * A 60 × 40 map with seeded terrain, elevations and ridges; random pairs of hexes anywhere on it.
 */
import { nextUint32, seedFromWords } from '../../src/engine/core/rng';
import { type Hex, hex, hexKey } from '../../src/engine/hex/hex';
import { hexsideBetween } from '../../src/engine/hex/hexside';
import type { HexsideFeature } from '../../src/engine/hex/hexsideFeatures';
import { bngSight as lineOfSight } from '../../src/engine/games/bng/sight';
import { rectangle } from '../../src/engine/hex/rectangle';
import type { ElevationLevel, HexMap, Terrain } from '../../src/engine/hex/terrain';

let state = seedFromWords(1861, 1865);
function below(n: number): number {
  const [x, next] = nextUint32(state);
  state = next;
  return x % n;
}

const hexes = rectangle(60, 40);
const terrain: Record<string, Terrain> = {};
const levels: Record<string, ElevationLevel> = {};
const hexsides: Record<string, readonly HexsideFeature[]> = {};
const MIX: readonly Terrain[] = ['clear', 'clear', 'clear', 'clear', 'woods', 'woods', 'rough', 'woods-rough', 'town', 'clear'];
for (const h of hexes) {
  terrain[hexKey(h)] = MIX[below(MIX.length)] as Terrain;
  levels[hexKey(h)] = ([1, 1, 1, 2, 2, 3] as const)[below(6)] as ElevationLevel;
  if (below(20) === 0) hexsides[hexsideBetween(h, hex(h.q, h.r + 1))] = ['ridge'];
  if (below(20) === 0) hexsides[hexsideBetween(h, hex(h.q + 1, h.r))] = ['ridge'];
}
const map: HexMap = { terrain, levels, hexsides };

const QUERIES = 5_000;
const ROUNDS = 9;
const pairs: [Hex, Hex][] = [];
for (let i = 0; i < QUERIES; i++) pairs.push([hexes[below(hexes.length)] as Hex, hexes[below(hexes.length)] as Hex]);

for (const [a, b] of pairs) lineOfSight(a, b, map); // warm up the JIT
// The median of several rounds, so that a burst of other work on the machine does not set the figure.
const perQuery: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  const start = performance.now();
  for (const [a, b] of pairs) lineOfSight(a, b, map);
  perQuery.push((performance.now() - start) / QUERIES);
}
perQuery.sort((x, y) => x - y);
const median = perQuery[(ROUNDS - 1) / 2] as number;
console.log(`line of sight: ${median.toFixed(4)} ms per query (60x40 map, random pairs)`);
