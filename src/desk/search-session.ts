import type { PlayerChart } from '../engine/core/chart';
import type { FieldError } from '../engine/core/errors';
import type { FigureDistribution } from '../engine/core/figures';
import type { GameId } from '../engine/core/source';
import type { DeskGame } from '../games/contract';
import { loadRules } from '../games';
import type { MapState } from '../map/state';
import { type AllocationProblem, type Criterion, type RankedAllocation, bestAllocations } from '../plan/allocation';
import { MAX_WAYS } from '../plan/allocation-dp';
import { type AllocationSpace, allocationSpace, comboOf, comboStrengths, comboUnits, searchCost } from '../plan/allocation-space';
import { type Exact, compareExact } from '../plan/exact';
import { figuresOrRefusal } from '../plan/plan-api';
import { type Success, successOf } from '../plan/success';
import type { UnitRecord } from '../store/records';
import { withCharts } from './charts';
import { draftComposer } from './compose-draft';
import { isRefused, searchDraft } from './phase-search';
import type { Sides } from './rules';

/**
 * A phase's search as the desk hands it to a search's own worker: the game, the combat on the desk
 * (its kind and conditions, with no units), the map, the roster and the player's charts, and the
 * search itself (its units by id and kind, what each commits and may reach, each target's defenders).
 * The worker sets every attack up from these as the desk would, so the desk's page only waits.
 */
export interface PhaseRequest {
  readonly game: GameId;
  readonly template: Sides;
  readonly map: MapState;
  readonly units: readonly UnitRecord[];
  readonly charts: Readonly<Record<string, PlayerChart>>;
  readonly search: SearchShape;
  /** The game's own campaign data, for a game whose rules the players define there (GameRules.forGameData). */
  readonly data?: unknown;
  /** Ask the player before going on when weighing everything would take longer than this, in ms. */
  readonly askAfterMs: number;
}

export interface SearchShape {
  readonly units: readonly string[];
  readonly kinds: readonly number[];
  readonly strengths: readonly number[];
  readonly reach: readonly (readonly number[])[];
  readonly defenders: readonly (readonly string[])[];
}

/** An attack the rules refused: on which target, with which units (ids), and why (its field, as the engine names it). */
export interface Refusal {
  readonly target: number;
  readonly units: readonly string[];
  readonly error: FieldError;
}

/** How far a search has got; `asking` while it waits for the player to say go on, with how long the rest would take. */
export interface SearchProgress {
  readonly weighed: number;
  readonly total: number;
  readonly refused: number;
  readonly first?: Refusal;
  readonly asking?: { readonly estimateMs: number };
}

/** The strongest attack found on a target: its units (by the search's index), its chance of success and what they commit. */
export interface StrongestAttack {
  readonly target: number;
  readonly units: readonly number[];
  readonly chance: Exact;
  readonly strength: number;
}

/** How often the worker tells the page how far it has got. */
const PROGRESS_MS = 100;
/** How long it weighs before it judges how long the whole search will take (sooner when the player would be asked sooner). */
const JUDGE_AFTER_MS = 250;
/** What one step of the ranking costs, about, at most: a guess for the estimate only. */
const STEP_MS = 2e-4;

function problemOfShape(shape: SearchShape): AllocationProblem {
  return { units: shape.units.map((_, i) => ({ strength: shape.strengths[i] ?? 0, targets: shape.reach[i] ?? [], kind: shape.kinds[i] ?? i })), targets: shape.defenders.length };
}

/**
 * One search, as its worker runs it: every attack the search needs set up from the map and weighed on
 * the engine's fast path (remembered by the game's fast key), each target's attacks once per number of
 * each kind of unit sent; then ranked exactly. A search gets a worker of its own, so the desk's engine
 * is never kept waiting, and it is cancelled by ending the worker.
 */
export function searchSession() {
  let weighed: { readonly problem: AllocationProblem; readonly space: AllocationSpace; readonly dists: readonly (readonly (FigureDistribution | undefined)[])[] } | undefined;
  let resume: (() => void) | undefined;

  const figuresOf = (target: number, units: readonly number[]) => {
    const combo = weighed && comboOf(weighed.space, target, units);
    return combo === undefined ? undefined : weighed?.dists[target]?.[combo];
  };

  return {
    /** Answers once the worker is loaded, and `game`'s rules with it when one is named. */
    async ready(game?: GameId): Promise<boolean> {
      if (game !== undefined) await loadRules(game);
      return true;
    },

    /**
     * Weighs every attack of a phase's search, telling `progress` how far it has got. When the whole
     * would take longer than the request allows, it says how long and waits for `goOn`.
     */
    async weighPhase(request: PhaseRequest, progress: (p: SearchProgress) => void): Promise<SearchProgress> {
      const game: DeskGame<Sides> | undefined = (await loadRules(request.game, request.data)).desk;
      if (!game) throw new RangeError(`${request.game} has no combat a search sets up`);
      const units = new Map(request.units.map((u) => [u.id, u]));
      const { map, search } = request;
      const problem = problemOfShape(search);
      const space = allocationSpace(problem);
      const cost = searchCost(space);
      if (cost.largestLevel * 3 > MAX_WAYS) throw new RangeError(`this search is too large for this device: ${cost.largestLevel.toLocaleString('en')} ways of using the units at once; choose fewer units or hexes`);
      const describe = game.rules.declared ?? game.rules.describe;
      const claims = (d: Sides) => game.claims(map, d, units);
      const place = game.placeAttack ? (d: Sides) => game.placeAttack?.(d, map, units) ?? d : undefined;
      const drafter = (target: number) => {
        const defenders = search.defenders[target] ?? [];
        if (!game.claimsByUnit) return (ids: readonly string[]) => searchDraft(request.template, ids, defenders, claims, place);
        const eligible = search.units.filter((_, u) => search.reach[u]?.includes(target));
        return draftComposer(request.template, defenders, eligible, claims, place);
      };
      const memo = new Map<string, FigureDistribution>();
      const started = performance.now();
      let told = started;
      let asked = false;
      let done = 0;
      let refused = 0;
      let first: Refusal | undefined;
      const now = (): SearchProgress => ({ weighed: done, total: cost.attacks, refused, ...(first ? { first } : {}) });
      const dists: (FigureDistribution | undefined)[][] = [];
      for (const [target, attacks] of space.targets.entries()) {
        const row: (FigureDistribution | undefined)[] = [undefined];
        dists.push(row);
        const draftOf = drafter(target);
        for (let combo = 1; combo < attacks.combos; combo++) {
          const ids = comboUnits(space, target, combo).map((u) => search.units[u] as string);
          const draft = draftOf(ids);
          const answer = isRefused(draft) ? { path: '', message: draft.refused } : figuresOrRefusal(withCharts(describe(draft, units), request.charts), memo);
          if ('outcomes' in answer) row.push(answer);
          else {
            row.push(undefined);
            refused++;
            first ??= { target, units: ids, error: answer };
          }
          done++;
          if ((done & 31) !== 0 && done !== 1) continue;
          const at = performance.now();
          if (!asked && at - started >= Math.min(JUDGE_AFTER_MS, request.askAfterMs / 4)) {
            asked = true;
            const estimateMs = ((at - started) / done) * (cost.attacks - done) + cost.steps * STEP_MS;
            if (at - started + estimateMs > request.askAfterMs) {
              progress({ ...now(), asking: { estimateMs } });
              await new Promise<void>((go) => (resume = go));
            }
          }
          if (at - told > PROGRESS_MS) {
            told = at;
            progress(now());
          }
        }
      }
      weighed = { problem, space, dists };
      progress(now());
      return now();
    },

    /** Forgets the last search's attacks: the worker waits for the next search holding nothing. */
    forget(): void {
      weighed = undefined;
    },

    /** Goes on with a search waiting for the player. */
    goOn(): void {
      resume?.();
      resume = undefined;
    },

    /** The best allocations of the units weighed, by the criterion (see allocation.ts). */
    best(criterion: Criterion, success: Success, count = 3): RankedAllocation[] {
      if (!weighed) return [];
      return bestAllocations(weighed.problem, criterion, success, figuresOf, count, weighed.space);
    },

    /**
     * Each target's strongest attack among those weighed, each target alone: the best chance of
     * success, then the least strength committed. None for a target no attack on which could be weighed.
     */
    strongest(success: Success): StrongestAttack[] {
      if (!weighed) return [];
      const { space, dists } = weighed;
      return space.targets.flatMap((attacks, target) => {
        const strengths = comboStrengths(space, target);
        let best: StrongestAttack | undefined;
        for (let combo = 1; combo < attacks.combos; combo++) {
          const dist = dists[target]?.[combo];
          if (!dist) continue;
          const chance = successOf(dist, success);
          const strength = strengths[combo] as number;
          const order = best ? compareExact(chance, best.chance) || best.strength - strength : 1;
          if (order > 0) best = { target, units: comboUnits(space, target, combo), chance, strength };
        }
        return best ? [best] : [];
      });
    },
  };
}

export type SearchSession = ReturnType<typeof searchSession>;
