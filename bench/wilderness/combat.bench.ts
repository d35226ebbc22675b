/**
 * Resolves varied Wilderness combats, each from its JSON description (validation included) to the
 * result with its full outcome distribution (`resolve` runs the analysis too), on one core: the
 * median of five CPU-seconds. Measured twice: the game's mix of combats, and infantry combats alone
 * (the most work per resolve). Run with `npm run bench`.
 */
import { resolve } from '../../src/engine/engine';
import { CombatInputError } from '../../src/engine/core/errors';
import { type RngState, nextDie, seedFromWords } from '../../src/engine/core/rng';
import { medianRate } from '../measure';

const SUPPLY = ['supplied', 'supplied', 'unsupplied', 'isolated'] as const;
const TERRAIN = ['clear', 'clear', 'mountain-pass'] as const;

/** Picks from the seeded generator, so every run measures the same combats. */
class Picker {
  constructor(private state: RngState) {}
  die(sides: number): number {
    const [face, next] = nextDie(this.state, sides);
    this.state = next;
    return face;
  }
  flag(oneIn: number): boolean {
    return this.die(oneIn) === 1;
  }
  of<T>(items: readonly T[]): T {
    return items[this.die(items.length) - 1] as T;
  }
}

function combat(p: Picker, i: number): Record<string, unknown> {
  const envelope = { format: 1, game: 'wilderness' };
  const kind = i % 5;
  if (kind === 3) {
    const cavalry = (n: number, side: string) => Array.from({ length: n }, (_, k) => ({ name: `${side} cavalry ${k + 1}` }));
    return { ...envelope, kind: 'cavalry-combat', attackers: cavalry(p.die(3), 'Union'), defenders: cavalry(p.die(3), 'Confederate'), defenderHex: { terrain: p.of(TERRAIN) } };
  }
  if (kind === 4) return { ...envelope, kind: 'cavalry-probe', enemyEntrenched: p.flag(2), faceUpCavalryInStack: p.flag(2) };
  const attackers = Array.from({ length: p.die(3) }, (_, k) => ({ name: `Corps ${k + 1}`, strength: p.die(15), supply: p.of(SUPPLY), acrossRiver: p.flag(3) }));
  const defenders: Record<string, unknown>[] = Array.from({ length: p.die(2) }, (_, k) => ({ name: `Division ${k + 1}`, strength: p.die(6), supply: p.of(SUPPLY), entrained: p.flag(6) }));
  if (p.flag(4)) defenders.push({ name: 'Fortification', strength: p.die(5), fortification: true });
  const hastyAttack = p.flag(4) && attackers.every((a) => !a.acrossRiver);
  return { ...envelope, kind: 'infantry-combat', attackers, defenders, hastyAttack, defenderHex: { terrain: p.of(TERRAIN), entrenched: p.flag(3) } };
}

/** `count` combats the rules allow, drawn in the same order every run; `only` keeps one kind. */
function combats(count: number, only?: string): unknown[] {
  const picker = new Picker(seedFromWords(1864, 5, 4));
  const valid: unknown[] = [];
  for (let i = 0; valid.length < count; i++) {
    const input = combat(picker, i);
    if (only !== undefined && input['kind'] !== only) continue;
    try {
      resolve(input, { physical: [1] });
      valid.push(input);
    } catch (e) {
      if (!(e instanceof CombatInputError)) throw e; // e.g. odds worse than 1-2 without a Hasty Attack
    }
  }
  return valid;
}

const TARGET = 50_000;
let rng = seedFromWords(1, 2, 3, 4);
let checksum = 0;

function rate(inputs: readonly unknown[]): number {
  const run = (n: number) => {
    for (let i = 0; i < n; i++) {
      const r = resolve(inputs[i % inputs.length], { rng });
      rng = r.rngAfter ?? rng;
      checksum += r.analysis.chances.length;
    }
  };
  run(20_000); // warm-up
  return medianRate(() => run(1000), 1000);
}

const mixed = rate(combats(200));
const infantry = rate(combats(200, 'infantry-combat'));
if (checksum === 0) throw new Error('nothing was resolved');
const verdict = Math.min(mixed, infantry) >= TARGET ? 'met' : 'NOT met';
console.log(`wilderness: ${mixed} resolves/s with full distribution (3 infantry : 1 cavalry : 1 probe); infantry combat alone ${infantry}/s; target ${TARGET}/s ${verdict}`);
