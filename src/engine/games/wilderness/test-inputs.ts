import { type RngState, nextDie } from '../../core/rng';

/** Builders for the Wilderness tests: combat descriptions as a player would send them. */

export function infantry(fields: Record<string, unknown>): Record<string, unknown> {
  return { format: 1, game: 'wilderness', kind: 'infantry-combat', ...fields };
}

export function cavalry(fields: Record<string, unknown>): Record<string, unknown> {
  return { format: 1, game: 'wilderness', kind: 'cavalry-combat', ...fields };
}

export function probe(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return { format: 1, game: 'wilderness', kind: 'cavalry-probe', ...fields };
}

export function unit(name: string, strength: number, more: Record<string, unknown> = {}): Record<string, unknown> {
  return { name, strength, ...more };
}

/** n cavalry units named after a side. */
export function troopers(n: number, side: string): { name: string }[] {
  return Array.from({ length: n }, (_, i) => ({ name: `${side} ${i + 1}` }));
}

/** Random combats drawn from the seeded generator, so every run checks the same hundreds of cases. */
export class Gen {
  constructor(private state: RngState) {}
  int(max: number): number {
    const [face, next] = nextDie(this.state, max);
    this.state = next;
    return face;
  }
  flag(): boolean {
    return this.int(2) === 1;
  }
  of<T>(items: readonly T[]): T {
    return items[this.int(items.length) - 1] as T;
  }
}

const SUPPLY = ['supplied', 'unsupplied', 'isolated'] as const;

export function randomInfantry(g: Gen): Record<string, unknown> {
  const hastyAttack = g.int(3) === 1;
  const attackers = Array.from({ length: g.int(4) }, (_, i) =>
    unit(`A${i}`, g.int(15), { supply: g.of(SUPPLY), acrossRiver: !hastyAttack && g.flag() }),
  );
  const defenders = Array.from({ length: g.int(3) }, (_, i) =>
    unit(`D${i}`, g.int(8), { supply: g.of(SUPPLY), entrained: g.int(4) === 1, fortification: g.int(5) === 1 }),
  );
  return infantry({ attackers, defenders, hastyAttack, defenderHex: { terrain: g.of(['clear', 'mountain-pass'] as const), entrenched: g.flag() } });
}

export function randomCombat(g: Gen): Record<string, unknown> {
  switch (g.int(3)) {
    case 1:
      return randomInfantry(g);
    case 2:
      return cavalry({ attackers: troopers(g.int(3), 'U'), defenders: troopers(g.int(3), 'C'), defenderHex: { terrain: g.of(['clear', 'mountain-pass'] as const) } });
    default:
      return probe({ enemyEntrenched: g.flag(), faceUpCavalryInStack: g.flag() });
  }
}
