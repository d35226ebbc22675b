import { type FigureDistribution, HEX_CLEARED } from '../engine/core/figures';
import type { Criterion } from './problem';
import { type AllocationSpace, type SearchOrder, type UnitKind, comboStrengths, searchOrder } from './allocation-space';
import { type Exact, ONE, ZERO, approx, compareExact, minus, plus, times } from './exact';
import { type Success, chancesOf, successOf } from './success';

/**
 * The exact search over a phase's allocations. The targets are taken one at a time (searchOrder); a
 * state is how many of each open kind are used so far, and each state keeps its best `count` ways to
 * have got there. A way not among the best `count` of its state cannot be among the best `count` at
 * the end: whatever the rest of the search sends, each of the better ways can send the same, and the
 * criterion (a sum, or a product of non-negative chances) keeps their order, strength included.
 *
 * Ways are compared in doubles where they differ by more than doubles can err; closer than that, they
 * are compared exactly: equal when they are made of the same attack values (each distinct exact value
 * has an id and random hashes, summed per way), else in BigInt fractions from the attacks' exact values.
 * So the order, and the best `count`, are exact; nothing is sampled or dropped on a guess.
 */

/** How far apart two doubles built from up to a few dozen exact values may be and still be equal exactly. */
const TOL = 1e-12;

/** The most ways a search holds (every level's states × ways kept, kept to trace the best back): about 50 MB. */
export const MAX_WAYS = 1_500_000;

/** An attack's exact value for the criterion. */
function exactValue(dist: FigureDistribution, criterion: Criterion, success: Success): Exact {
  if (criterion === 'every') return successOf(dist, success);
  if (criterion === 'cleared') return successOf(dist, { marks: HEX_CLEARED });
  const c = chancesOf(dist, success);
  return minus(c.defenderLoss, c.attackerLoss);
}

/** Deterministic 32-bit hashes for value ids (a multiset of ids is summed into two of them). */
function hashes(n: number, seed: number): Int32Array {
  const out = new Int32Array(n);
  let x = seed >>> 0;
  for (let i = 0; i < n; i++) {
    x = (Math.imul(x ^ (x >>> 15), 0x2c1b3c6d) + 0x9e3779b9) >>> 0;
    x ^= x >>> 12;
    out[i] = Math.imul(x, 0x297a2d39) ^ (x >>> 15);
  }
  return out;
}

/** Each target's attacks as the search reads them: value (NaN where refused), exact value id, strength. */
interface Tables {
  readonly value: Float64Array;
  readonly vid: Int32Array;
  readonly strength: Float64Array;
}

/** One level of the search: for each state, up to `keep` ways (score, strength, hashes, where from). */
interface Level {
  readonly count: Uint8Array;
  readonly score: Float64Array;
  readonly strength: Float64Array;
  readonly sigA: Int32Array;
  readonly sigB: Int32Array;
  readonly prevState: Int32Array;
  readonly prevSlot: Uint8Array;
  readonly combo: Int32Array;
}

function level(states: number, keep: number): Level {
  const n = states * keep;
  return {
    count: new Uint8Array(states),
    score: new Float64Array(n),
    strength: new Float64Array(n),
    sigA: new Int32Array(n),
    sigB: new Int32Array(n),
    prevState: new Int32Array(n),
    prevSlot: new Uint8Array(n),
    combo: new Int32Array(n),
  };
}

/** A way found: for each target, how many of each of its kinds are sent (by combo). */
export interface FoundWay {
  /** combo per target (0: left alone). */
  readonly combos: readonly number[];
}

/** An attack on a target by a combo (how many of each of its kinds): its figures, or undefined where the rules refuse it. */
export type ComboFigures = (target: number, combo: number) => FigureDistribution | undefined;

/**
 * The best `count` allocations by the criterion, each as its combo per target, best first. `figuresOf`
 * is asked once per combo of each target.
 */
export function searchCombos(space: AllocationSpace, criterion: Criterion, success: Success, figuresOf: ComboFigures, count: number, order: SearchOrder = searchOrder(space)): FoundWay[] {
  const every = criterion === 'every';
  const keep = Math.max(1, count);
  if (order.states.reduce((n, s) => n + s * keep, keep) > MAX_WAYS) throw new RangeError('this search is too large to hold on this device');

  // Each distinct exact value once: an id, its hashes, its fraction.
  const exacts: Exact[] = [];
  const ids = new Map<string, number>();
  const idOf = (e: Exact) => {
    const key = `${e.num}/${e.den}`;
    let id = ids.get(key);
    if (id === undefined) {
      ids.set(key, (id = exacts.length));
      exacts.push(e);
    }
    return id;
  };
  const zero = idOf(ZERO);
  const byDist = new Map<FigureDistribution, number>();
  const tables: Tables[] = space.targets.map((t, target) => {
    const value = new Float64Array(t.combos);
    const vid = new Int32Array(t.combos);
    const strength = comboStrengths(space, target);
    vid[0] = zero;
    for (let c = 1; c < t.combos; c++) {
      const dist = figuresOf(target, c);
      if (!dist) {
        value[c] = Number.NaN;
        vid[c] = -1;
        continue;
      }
      let id = byDist.get(dist);
      if (id === undefined) byDist.set(dist, (id = idOf(exactValue(dist, criterion, success))));
      vid[c] = id;
      value[c] = approx(exacts[id] as Exact);
    }
    return { value, vid, strength };
  });
  const hA = hashes(exacts.length, 0x51ed270b);
  const hB = hashes(exacts.length, 0x2545f491);

  const levels: Level[] = [level(1, keep)];
  const first = levels[0] as Level;
  first.count[0] = 1;
  first.score[0] = every ? 1 : 0;

  // The exact values along a way, back to the start (from level `at`, state, slot), into `out` from `from`; how many.
  const steps = order.order.length;
  const offered = new Int32Array(steps);
  const held = new Int32Array(steps);
  const trail = (at: number, state: number, slot: number, out: Int32Array, from: number): number => {
    let s = state;
    let w = slot;
    let n = from;
    for (let l = at; l > 0; l--) {
      const lv = levels[l] as Level;
      const i = s * keep + w;
      out[n++] = (tables[order.order[l - 1] as number] as Tables).vid[lv.combo[i] as number] as number;
      s = lv.prevState[i] as number;
      w = lv.prevSlot[i] as number;
    }
    return n;
  };
  const exactOf = (vids: Int32Array, n: number): Exact => {
    let acc = every ? ONE : ZERO;
    for (let i = 0; i < n; i++) acc = every ? times(acc, exacts[vids[i] as number] as Exact) : plus(acc, exacts[vids[i] as number] as Exact);
    return acc;
  };

  for (let step = 0; step < order.order.length; step++) {
    const t = order.order[step] as number;
    const attacks = space.targets[t] as AllocationSpace['targets'][number];
    const table = tables[t] as Tables;
    const before = order.open[step] as readonly number[];
    const after = order.open[step + 1] as readonly number[];
    const radix = (k: number) => (space.kinds[k] as UnitKind).count + 1;
    const placeAfter = placesOf(after, radix);
    const placeBefore = placesOf(before, radix);
    const statesAfter = after.reduce((n, k) => n * radix(k), 1);
    const from = levels[step] as Level;
    const to = level(statesAfter, keep);
    levels.push(to);
    const m = attacks.kinds.length;
    const limit = new Int32Array(m);
    const digit = new Int32Array(m);
    const addPlace = attacks.kinds.map((k) => {
      const i = after.indexOf(k);
      return i < 0 ? 0 : (placeAfter[i] as number);
    });
    const overlap = attacks.kinds.map((k) => before.indexOf(k));
    const carried = before.map((k) => after.indexOf(k));
    const statesBefore = from.count.length;
    // Kinds whose last target this is leave no trace in the next state: for each number sent of the
    // others, only the best `keep` numbers of these (within what is left) can make a best way.
    const closing = attacks.kinds.map((k) => !after.includes(k));
    const top = closing.some((c) => c) ? bestClosing(table, attacks.place, attacks.kinds.map((k) => (space.kinds[k] as UnitKind).count), closing) : undefined;


    for (let s = 0; s < statesBefore; s++) {
      const ways = from.count[s] as number;
      if (ways === 0) continue;
      // This state's used counts: what each kind has left, and where it stands after.
      let base = 0;
      for (let j = 0; j < before.length; j++) {
        const used = Math.floor(s / (placeBefore[j] as number)) % radix(before[j] as number);
        const c = carried[j] as number;
        if (c >= 0) base += used * (placeAfter[c] as number);
      }
      for (let j = 0; j < m; j++) {
        const o = overlap[j] as number;
        const k = attacks.kinds[j] as number;
        limit[j] = (space.kinds[k] as UnitKind).count - (o < 0 ? 0 : Math.floor(s / (placeBefore[o] as number)) % radix(before[o] as number));
        digit[j] = 0;
      }
      // Every combo within what is left, by an odometer over the kinds' digits (with closing kinds,
      // over the others', the closing ones at what is left and their best numbers read from `top`).
      let combo = 0;
      let add = 0;
      if (top) {
        for (let j = 0; j < m; j++) {
          if (!closing[j]) continue;
          combo += (limit[j] as number) * (attacks.place[j] as number);
          digit[j] = limit[j] as number;
        }
      }
      const tryCombo = (c: number) => {
        const v = table.value[c] as number;
        if (Number.isNaN(v) || (every && v === 0)) return;
        const target = base + add;
        const vid = table.vid[c] as number;
        for (let w = 0; w < ways; w++) {
          const i = s * keep + w;
          const score = every ? (from.score[i] as number) * v : (from.score[i] as number) + v;
          offer(to, target, score, (from.strength[i] as number) + (table.strength[c] as number), ((from.sigA[i] as number) + (hA[vid] as number)) | 0, ((from.sigB[i] as number) + (hB[vid] as number)) | 0, s, w, c, step);
        }
      };
      for (;;) {
        if (top) {
          for (let k = 0; k < keep; k++) {
            const c = top[combo * keep + k] as number;
            if (c < 0) break;
            tryCombo(c);
          }
        } else tryCombo(combo);
        let j = 0;
        for (; j < m; j++) {
          if (top && closing[j]) continue;
          if ((digit[j] as number) < (limit[j] as number)) {
            digit[j] = (digit[j] as number) + 1;
            combo += attacks.place[j] as number;
            add += addPlace[j] as number;
            break;
          }
          combo -= (digit[j] as number) * (attacks.place[j] as number);
          add -= (digit[j] as number) * (addPlace[j] as number);
          digit[j] = 0;
        }
        if (j === m) break;
      }
    }
  }

  /** Whether attack `a` of a target is better than `b`, exactly: its value, then the least strength, then the first. */
  function comboBetter(table: Tables, a: number, b: number): boolean {
    const va = table.value[a] as number;
    const vb = table.value[b] as number;
    const tol = TOL * (Math.abs(va) + Math.abs(vb));
    if (va - vb > tol) return true;
    if (vb - va > tol) return false;
    const ia = table.vid[a] as number;
    const ib = table.vid[b] as number;
    const cmp = ia === ib ? 0 : compareExact(exacts[ia] as Exact, exacts[ib] as Exact);
    if (cmp !== 0) return cmp > 0;
    const sa = table.strength[a] as number;
    const sb = table.strength[b] as number;
    return sa < sb || (sa === sb && a < b);
  }

  /**
   * For each combo of a target, the best `keep` combos (as combo indices, -1 past the last) that send
   * the same numbers of the kinds not closing and at most its numbers of the closing ones, by value
   * then least strength; refused attacks, and for `every` attacks with no chance, are none.
   */
  function bestClosing(table: Tables, place: readonly number[], counts: readonly number[], closing: readonly boolean[]): Int32Array {
    const combos = table.value.length;
    const top = new Int32Array(combos * keep).fill(-1);
    const merged: number[] = [];
    const consider = (c: number) => {
      if (c < 0 || merged.includes(c)) return;
      let p = merged.length;
      while (p > 0 && comboBetter(table, c, merged[p - 1] as number)) p--;
      if (p < keep) {
        merged.splice(p, 0, c);
        if (merged.length > keep) merged.pop();
      }
    };
    for (let c = 0; c < combos; c++) {
      merged.length = 0;
      const v = table.value[c] as number;
      if (!Number.isNaN(v) && !(every && v === 0)) consider(c);
      // One fewer of a closing kind: its best are already known (a smaller index).
      for (let j = 0; j < place.length; j++) {
        if (!closing[j] || Math.floor(c / (place[j] as number)) % ((counts[j] as number) + 1) === 0) continue;
        const from = (c - (place[j] as number)) * keep;
        for (let k = 0; k < keep; k++) consider(top[from + k] as number);
      }
      for (let k = 0; k < merged.length; k++) top[c * keep + k] = merged[k] as number;
    }
    return top;
  }

  /** Puts a way into a state's best `keep`, if it is among them. */
  function offer(to: Level, state: number, score: number, strength: number, sigA: number, sigB: number, prevState: number, prevSlot: number, combo: number, step: number): void {
    const n = to.count[state] as number;
    const at = state * keep;
    let p = n;
    while (p > 0 && better(to, at + p - 1, p - 1, state, score, strength, sigA, sigB, prevState, prevSlot, combo, step)) p--;
    if (p >= keep) return;
    const last = Math.min(n, keep - 1);
    for (let q = last; q > p; q--) {
      to.score[at + q] = to.score[at + q - 1] as number;
      to.strength[at + q] = to.strength[at + q - 1] as number;
      to.sigA[at + q] = to.sigA[at + q - 1] as number;
      to.sigB[at + q] = to.sigB[at + q - 1] as number;
      to.prevState[at + q] = to.prevState[at + q - 1] as number;
      to.prevSlot[at + q] = to.prevSlot[at + q - 1] as number;
      to.combo[at + q] = to.combo[at + q - 1] as number;
    }
    to.score[at + p] = score;
    to.strength[at + p] = strength;
    to.sigA[at + p] = sigA;
    to.sigB[at + p] = sigB;
    to.prevState[at + p] = prevState;
    to.prevSlot[at + p] = prevSlot;
    to.combo[at + p] = combo;
    to.count[state] = Math.min(keep, n + 1);
  }

  /** Whether the way offered is better than the one kept at index `i` (slot `slot` of `state`): exactly. */
  function better(to: Level, i: number, slot: number, state: number, score: number, strength: number, sigA: number, sigB: number, prevState: number, prevSlot: number, combo: number, step: number): boolean {
    const kept = to.score[i] as number;
    const tol = TOL * (every ? Math.abs(score) + Math.abs(kept) : 1 + Math.abs(score) + Math.abs(kept));
    if (score - kept > tol) return true;
    if (kept - score > tol) return false;
    // Too close for doubles: the values themselves decide. The same values make the same score; their
    // hashes differ when the values do, and are checked against the values themselves when they agree.
    offered[0] = (tables[order.order[step] as number] as Tables).vid[combo] as number;
    const n = trail(step, prevState, prevSlot, offered, 1);
    trail(step + 1, state, slot, held, 0);
    let cmp = 0;
    if (sigA !== to.sigA[i] || sigB !== to.sigB[i] || !sameMultiset(offered, held, n)) cmp = compareExact(exactOf(offered, n), exactOf(held, n));
    if (cmp !== 0) return cmp > 0;
    return strength < (to.strength[i] as number);
  }

  const last = levels[levels.length - 1] as Level;
  const found: FoundWay[] = [];
  for (let w = 0; w < (last.count[0] as number); w++) {
    const combos = new Array<number>(space.targets.length).fill(0);
    let s = 0;
    let slot = w;
    for (let l = levels.length - 1; l > 0; l--) {
      const lv = levels[l] as Level;
      const i = s * keep + slot;
      combos[order.order[l - 1] as number] = lv.combo[i] as number;
      s = lv.prevState[i] as number;
      slot = lv.prevSlot[i] as number;
    }
    found.push({ combos });
  }
  return found.slice(0, count);
}

function placesOf(kinds: readonly number[], radix: (k: number) => number): number[] {
  const places: number[] = [];
  let p = 1;
  for (const k of kinds) {
    places.push(p);
    p *= radix(k);
  }
  return places;
}

/** Whether the first `n` of `a` and of `b` are the same values, each as often (sorts both in place). */
function sameMultiset(a: Int32Array, b: Int32Array, n: number): boolean {
  sortFirst(a, n);
  sortFirst(b, n);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Insertion sort of the first `n` values: a way has one value per target, a handful. */
function sortFirst(a: Int32Array, n: number): void {
  for (let i = 1; i < n; i++) {
    const v = a[i] as number;
    let j = i - 1;
    while (j >= 0 && (a[j] as number) > v) {
      a[j + 1] = a[j] as number;
      j--;
    }
    a[j + 1] = v;
  }
}
