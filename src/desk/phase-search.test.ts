import { describe, expect, it } from 'vitest';
import { CombatInputError } from '../engine/core/errors';
import type { FigureDistribution } from '../engine/core/figures';
import { figuresOf } from '../engine/engine';
import type { Sides } from './rules';
import type { GameRules } from '../games/contract';
import { GAME_PLUGINS } from '../games/index';
import { defaultMap, type MapState } from '../map/state';
import { placeCounter } from '../map/edit';
import { type Allocation, CRITERIA, type PhaseFigures, compareRanked, figuresOfAllocation } from '../plan/allocation';
import { searchSession } from '../plan/search-session';
import { TAKE_THE_HEX } from '../plan/success';
import type { UnitRecord } from '../store/records';
import { withCharts } from './charts';
import type { DeskClaim } from './map-links';
import { type PhaseSearch, attacksToWeigh, isRefused, phaseSearch, problemOf, searchDraft, unitsOf } from './phase-search';
import { weighAll } from './search-runner';

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
  const { example } = desk;
  const roster = new Map(example.units.map((u) => [u.id, { ...u, gameId: 'g' } as UnitRecord]));
  const first = roster.get(example.draft.defenders[0] as string) as UnitRecord;
  roster.set('copy', { ...first, id: 'copy', name: `${first.name} (2)` });
  let map: MapState = defaultMap();
  const put = (id: string, hex: string) => (map = placeCounter(map, { hex, side: roster.get(id)?.side === 'confederate' ? 'confederate' : 'union', type: 'infantry', label: id, unitId: id }));
  for (const id of example.draft.defenders) put(id, '0,0');
  put('copy', '1,-2');
  const around = ['0,-1', '1,-1', '1,0'];
  example.draft.attackers.forEach((id, i) => put(id, around[i % 3] as string));
  const side = roster.get(example.draft.attackers[0] as string)?.side as string;
  const search = phaseSearch(map, roster, side);
  const describeDraft = (draft: Sides) => withCharts((desk.rules.declared ?? desk.rules.describe)(draft, roster), example.charts ?? {});
  const place = (draft: Sides) => desk.placeAttack?.(draft, map, roster) ?? draft;
  // The search sets up its attacks its own quick way; the brute force as Use all would.
  const describe = (target: number, mask: number) => {
    const draft = searchDraft<Sides>(example.draft, unitsOf(search, mask), search.targets[target]?.defenders ?? [], (d) => desk.claims(map, d, roster), place);
    return isRefused(draft) ? null : describeDraft(draft);
  };
  const describeAsTheDesk = (target: number, mask: number) => {
    const placed = place({ ...example.draft, attackers: unitsOf(search, mask), defenders: search.targets[target]?.defenders ?? [] });
    return isRefused(placed) ? null : describeDraft(everyClaimTaken(placed, (d) => desk.claims(map, d, roster)));
  };
  return { desk, roster, search, describe, describeAsTheDesk };
}

/** The brute force: every allocation, each attack on the explained path (worked out once per set of units), ranked exactly. */
function bruteForce(search: PhaseSearch, describe: (t: number, m: number) => unknown, strengthOf: (u: UnitRecord) => number | undefined) {
  const problem = problemOf(search, strengthOf);
  const explained = new Map<string, FigureDistribution | undefined>();
  const attack = (t: number, mask: number) => {
    const key = `${t}:${mask}`;
    if (!explained.has(key)) {
      const input = describe(t, mask);
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
      const { desk, search, describe, describeAsTheDesk } = phaseOf(plugin);
      expect(search.targets.map((t) => t.hex)).toEqual(['0,0', '1,-2']);
      const session = searchSession();
      const done = await weighAll(search, describe, { weigh: async (r) => session.weigh(r) }, () => undefined, () => false);
      expect(done).toBe(true);
      const strengthOf = (u: UnitRecord) => desk.rules.valueOf(u);
      const { problem, attack, allocations } = bruteForce(search, describeAsTheDesk, strengthOf);
      const success = desk.planSuccess ?? TAKE_THE_HEX;
      let found = 0;
      for (const criterion of CRITERIA) {
        const best = session.best(problem, criterion, success);
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
      expect(found, "criteria with an answer").toBeGreaterThan(0);
      expect(attacksToWeigh(search).length).toBeGreaterThan(3);
    });
  }
});
