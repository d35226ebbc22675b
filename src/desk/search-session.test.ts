import { describe, expect, it } from 'vitest';
import { CombatInputError } from '../engine/core/errors';
import type { FigureDistribution } from '../engine/core/figures';
import { figuresOf } from '../engine/engine';
import type { Sides } from './rules';
import type { GameRules } from '../games/contract';
import { GAME_PLUGINS } from '../games/index';
import { type Allocation, CRITERIA, type PhaseFigures, compareRanked, figuresOfAllocation } from '../plan/allocation';
import { TAKE_THE_HEX } from '../plan/success';
import type { UnitRecord } from '../store/records';
import { exampleLayout, phaseRequest } from './example-phase';
import { withCharts } from './charts';
import type { DeskClaim } from './map-links';
import { type PhaseSearch, idsOf, isRefused, problemOf } from './phase-search';
import { type SearchProgress, searchSession } from './search-session';

/**
 * Use all the plain way, as the brute force's reference: every claim read again from the draft as it
 * stands before it is taken (but a claim that would change who fights, which a search leaves out).
 */
function everyClaimTaken(draft: Sides, claimsOf: (draft: Sides) => readonly DeskClaim<Sides>[]): Sides {
  let next = draft;
  for (const claim of claimsOf(draft)) {
    if ('attackers' in claim.patch || 'defenders' in claim.patch) continue;
    const now = claimsOf(next).find((c) => c.text === claim.text);
    if (now && !now.agrees) next = { ...next, ...now.patch };
  }
  return next;
}

/**
 * Each game's documented desk combat laid out on a map as a small phase: its defenders in one hex,
 * a copy of its first defender in a second hex, and its attackers round them (two hexes next to
 * both, one next to the first only).
 */
function phaseOf(plugin: GameRules) {
  const desk = plugin.desk;
  if (!desk) throw new Error(`${plugin.id} has a desk`);
  const layout = exampleLayout(desk);
  if (!layout) throw new Error(`${plugin.id}'s example lays out as a phase`);
  const { example } = desk;
  const { roster, map, search } = layout;
  const describeDraft = (draft: Sides) => withCharts((desk.rules.declared ?? desk.rules.describe)(draft, roster), example.charts ?? {});
  const place = (draft: Sides) => desk.placeAttack?.(draft, map, roster) ?? draft;
  // The brute force sets each attack up as Use all would, every claim read again.
  const describeAsTheDesk = (target: number, units: readonly number[]) => {
    const placed = place({ ...example.draft, attackers: idsOf(search, units), defenders: search.targets[target]?.defenders ?? [] });
    return isRefused(placed) ? null : describeDraft(everyClaimTaken(placed, (d) => desk.claims(map, d, roster)));
  };
  return { desk, roster, search, request: phaseRequest(plugin.id, desk, layout, 60_000), describeAsTheDesk };
}

/** The brute force: every allocation, each attack on the explained path (worked out once per set of units), ranked exactly. */
function bruteForce(search: PhaseSearch, describe: (t: number, units: readonly number[]) => unknown, strengthOf: (u: UnitRecord) => number | undefined) {
  const problem = problemOf(search, strengthOf);
  const explained = new Map<string, FigureDistribution | undefined>();
  const attack = (t: number, units: readonly number[]) => {
    const key = `${t}:${units}`;
    if (!explained.has(key)) {
      const input = describe(t, units);
      try {
        explained.set(key, input === null ? undefined : figuresOf(input));
      } catch (e) {
        if (!(e instanceof CombatInputError)) throw e;
        explained.set(key, undefined);
      }
    }
    return explained.get(key);
  };
  let all: number[][][] = [search.targets.map(() => [])];
  problem.units.forEach((unit, u) => {
    all = all.flatMap((a) => [a, ...unit.targets.map((t) => a.map((units, k) => (k === t ? [...units, u] : units)))]);
  });
  return { problem, attack, allocations: all as Allocation[] };
}

const line = (f: PhaseFigures) => [f.allSucceed, f.attackerLoss, f.defenderLoss, f.cleared, f.strength].map(String).join(' ');

describe('the best allocation of a phase, for every game', () => {
  for (const id of Object.keys(GAME_PLUGINS) as (keyof typeof GAME_PLUGINS)[]) {
    it(`${id}: agrees with every allocation weighed one by one on the explained path`, async () => {
      const plugin = await GAME_PLUGINS[id].rules();
      const { desk, search, request, describeAsTheDesk } = phaseOf(plugin);
      expect(search.targets.map((t) => t.hex)).toEqual(['0,0', '1,-2']);
      const session = searchSession();
      const told: SearchProgress[] = [];
      const done = await session.weighPhase(request, (p) => told.push(p));
      expect(done.weighed).toBe(done.total);
      expect(told.at(-1)).toEqual(done);
      const strengthOf = (u: UnitRecord) => desk.rules.valueOf(u);
      const { problem, attack, allocations } = bruteForce(search, describeAsTheDesk, strengthOf);
      const success = desk.planSuccess ?? TAKE_THE_HEX;
      let found = 0;
      for (const criterion of CRITERIA) {
        const best = session.best(criterion, success);
        const ranked = allocations
          .flatMap((allocation) => {
            const figures = figuresOfAllocation(allocation, problem, success, attack);
            return figures && !(criterion === 'every' && figures.allSucceed.num === 0n) ? [{ allocation, figures }] : [];
          })
          .sort((a, b) => compareRanked(a.figures, b.figures, criterion));
        expect(best.map((r) => line(r.figures)), criterion).toEqual(ranked.slice(0, best.length).map((r) => line(r.figures)));
        expect(best.length, criterion).toBe(Math.min(3, ranked.length));
        // The top allocation is the brute force's own, unless another ties with it exactly.
        const top = best[0];
        if (top) {
          const tied = ranked.filter((r) => compareRanked(r.figures, top.figures, criterion) === 0).map((r) => JSON.stringify(r.allocation));
          expect(tied, criterion).toContain(JSON.stringify(top.allocation));
          found++;
        }
      }
      expect(found, 'criteria with an answer').toBeGreaterThan(0);
      expect(done.total).toBeGreaterThan(3);
    }, 30_000);
  }
});
