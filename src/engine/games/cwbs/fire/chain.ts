import type { OutcomeBase } from '../../../core/combat';
import type { DiceStream } from '../../../core/dice';
import type { Distribution } from '../../../core/distribution';
import type { Chart } from '../../../core/chart';
import { type FireResult, LOW_AMMO_ROLLS, fireResult, roundedLoss } from '../data/fire-table';
import { LEADER_LOSS_CHART, type LeaderLossResult, leaderLoss } from '../data/losses';
import { MORALE_RESULTS } from '../data/morale';
import { STRAGGLER_HALVES, type Grade, stragglerHalf, stragglersLost } from '../data/straggler';
import { type MoraleRoll, type MoraleSpec, moraleSpread, rollMorale } from '../morale/check';

/** One fire combat up to its dice: the column, the straggler check's modifier and grade, the target's morale check (none in close combat). */
export interface FireSpec {
  readonly chart: Chart<FireResult>;
  readonly column: number;
  readonly straggler: { readonly modifier: number; readonly grade: Grade };
  /** The target's morale check by how far the fire result moves it up (m: 0, m-1: 1, m-2: 2; a loss: 0); none in close combat. */
  readonly morale: readonly [MoraleSpec, MoraleSpec, MoraleSpec] | null;
  readonly leaders: readonly string[];
  /** Names the dice: "fire", or "attacker's fire" in close combat. */
  readonly purpose: string;
}

export interface LeaderCheck {
  readonly name: string;
  readonly roll: number;
  readonly result: LeaderLossResult;
}

/** One fire combat's result, all the way down the chain. */
export interface FireOutcome extends OutcomeBase {
  readonly kind: 'fire';
  readonly roll: number;
  readonly result: FireResult;
  readonly lowAmmo: boolean;
  /** The loss as printed, before the ½ is rounded (0 for no loss). */
  readonly lossBeforeRounding: number;
  readonly roundingDie?: number;
  readonly casualties: number;
  readonly stragglerDie?: number;
  readonly stragglerRoll?: number;
  readonly stragglers: number;
  readonly morale?: MoraleRoll;
  readonly leaders: readonly LeaderCheck[];
}

type Stage = Omit<FireOutcome, 'key' | 'label' | 'kind' | 'leaders'>;

// Stages are always built whole, in one shape, so the engine's hot loop stays fast.
function stage(s: Stage): Stage {
  return {
    roll: s.roll,
    result: s.result,
    lowAmmo: s.lowAmmo,
    lossBeforeRounding: s.lossBeforeRounding,
    roundingDie: s.roundingDie,
    casualties: s.casualties,
    stragglerDie: s.stragglerDie,
    stragglerRoll: s.stragglerRoll,
    stragglers: s.stragglers,
    morale: s.morale,
  };
}

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** A number for everything the key and label say: the same number, the same words. */
function outcomeCode(s: Stage, withMorale: boolean): number {
  const morale = s.morale ? MORALE_RESULTS.indexOf(s.morale.result) : 7;
  return (((((s.result.kind === 'loss' ? 2 : 0) + (withMorale ? 1 : 0)) * 16 + s.casualties) * 16 + s.stragglers) * 8 + morale) * 2 + (s.lowAmmo ? 1 : 0);
}

export function fireKey(o: Stage): string {
  return `c${o.casualties}|s${o.stragglers}|${o.morale?.result.key ?? 'none'}|${o.lowAmmo ? 'lowAmmo' : '-'}`;
}

export function fireLabel(o: Stage, withMorale: boolean): string {
  const parts: string[] = [];
  if (o.result.kind === 'loss') parts.push(plural(o.casualties, 'casualty', 'casualties'));
  if (o.stragglers > 0) parts.push(plural(o.stragglers, 'straggler', 'stragglers'));
  if (withMorale) parts.push(o.morale ? `morale: ${o.morale.result.label}` : 'no morale check');
  if (o.lowAmmo) parts.push('firers Low Ammo');
  if (parts.length === 0) return 'No effect';
  const text = parts.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const WORDS = new Map<number, { readonly key: string; readonly label: string }>();

function words(s: Stage, withMorale: boolean): { readonly key: string; readonly label: string } {
  const code = outcomeCode(s, withMorale);
  let found = WORDS.get(code);
  if (!found) WORDS.set(code, (found = { key: fireKey(s), label: fireLabel(s, withMorale) }));
  return found;
}

function afterFireDice(spec: FireSpec, a: number, b: number): Stage {
  const roll = a + b;
  const result = fireResult(spec.chart, roll, spec.column);
  const loss = result.kind === 'loss' ? result.points : 0;
  return stage({ roll, result, lowAmmo: roll >= LOW_AMMO_ROLLS.from, lossBeforeRounding: loss, casualties: Math.floor(loss), stragglers: 0 });
}

const needsRounding = (s: Stage): boolean => !Number.isInteger(s.lossBeforeRounding);

/** On a ½: 1-3 down, 4-6 up. */
function afterRounding(s: Stage, die: number): Stage {
  return stage({ ...s, roundingDie: die, casualties: roundedLoss(s.lossBeforeRounding, die) });
}

function afterStraggler(spec: FireSpec, s: Stage, die: number): Stage {
  const half = stragglerHalf(s.lossBeforeRounding);
  if (half === undefined) return s;
  const stragglerRoll = die + spec.straggler.modifier;
  return stage({ ...s, stragglerDie: die, stragglerRoll, stragglers: stragglersLost(STRAGGLER_HALVES[half], stragglerRoll, spec.straggler.grade).lost });
}

/** The morale check the result calls for, if any. */
export function moraleFor(spec: FireSpec, result: FireResult): MoraleSpec | undefined {
  if (spec.morale === null || result.kind === 'none') return undefined;
  return spec.morale[result.kind === 'morale' ? result.up : 0];
}

function finish(spec: FireSpec, s: Stage, leaders: readonly LeaderCheck[]): FireOutcome {
  const { key, label } = words(s, spec.morale !== null);
  return {
    kind: 'fire',
    key,
    label,
    roll: s.roll,
    result: s.result,
    lowAmmo: s.lowAmmo,
    lossBeforeRounding: s.lossBeforeRounding,
    roundingDie: s.roundingDie,
    casualties: s.casualties,
    stragglerDie: s.stragglerDie,
    stragglerRoll: s.stragglerRoll,
    stragglers: s.stragglers,
    morale: s.morale,
    leaders,
  };
}

/** The dice of one fire combat in the order they are rolled, leader loss checks last. */
export function rollFire(spec: FireSpec, dice: DiceStream): FireOutcome {
  let s = afterFireDice(spec, dice.d6(`${spec.purpose}, first die`), dice.d6(`${spec.purpose}, second die`));
  if (needsRounding(s)) s = afterRounding(s, dice.d6(`${spec.purpose}, ½ loss die`));
  if (stragglerHalf(s.lossBeforeRounding) !== undefined) s = afterStraggler(spec, s, dice.d6(`${spec.purpose}, straggler die`));
  const morale = moraleFor(spec, s.result);
  if (morale) s = stage({ ...s, morale: rollMorale(morale, dice.d6(`${spec.purpose}, morale check, tens die`), dice.d6(`${spec.purpose}, morale check, units die`)) });
  const leaders: LeaderCheck[] = [];
  if (s.casualties > 0) {
    for (const name of spec.leaders) {
      const roll = dice.d6(`leader loss check for ${name}, first die`) + dice.d6(`leader loss check for ${name}, second die`);
      leaders.push({ name, roll, result: leaderLoss(LEADER_LOSS_CHART, roll) });
    }
  }
  return finish(spec, s, leaders);
}

/** How many of the faces of one die (6) or two (36) give each value, with the first face that gives it. */
interface Spread<T> {
  readonly value: T;
  readonly ways: number;
}

function spread<T>(faces: readonly T[], same: (a: T, b: T) => boolean): Spread<T>[] {
  const out: { value: T; ways: number }[] = [];
  for (const value of faces) {
    const seen = out.find((o) => same(o.value, value));
    if (seen) seen.ways++;
    else out.push({ value, ways: 1 });
  }
  return out;
}

const DIE = [1, 2, 3, 4, 5, 6];
const TWO_DICE = DIE.flatMap((a) => DIE.map((b) => [a, b] as const));

/**
 * The exact distribution of `rollFire`'s outcomes: the fire roll's 36 pairs, the ½ die, the straggler
 * die and the morale check's 36 rolls, merged by outcome key, all over 6^6. Leader loss dice are not
 * in it: outcomes do not differ by them (the key leaves them out), and their chances are the casualty
 * chance times the Leader Loss Check's.
 */
export function fireDistribution(spec: FireSpec): Distribution<FireOutcome> {
  const fires = spread(
    TWO_DICE.map(([a, b]) => afterFireDice(spec, a, b)),
    (x, y) => x.roll === y.roll,
  );
  const straggles = new Map<number, Spread<Stage>[]>();
  const merged = new Map<number, { stage: Stage; fire: Stage; morale: MoraleRoll | undefined; weight: number }>();
  // Weights are over 36 (fire) × 6 (½ die) × 6 (straggler die) × 36 (morale): a stage not rolled counts all its faces.
  for (const f of fires) {
    const rounded = needsRounding(f.value) ? spread(DIE.map((d) => afterRounding(f.value, d)), (x, y) => x.casualties === y.casualties).map((r) => ({ value: r.value, ways: r.ways })) : [{ value: f.value, ways: 6 }];
    for (const r of rounded) {
      const half = stragglerHalf(r.value.lossBeforeRounding);
      let straggled: Spread<Stage>[];
      if (half === undefined) straggled = [{ value: r.value, ways: 6 }];
      else {
        const key = r.value.casualties * 1000 + r.value.lossBeforeRounding * 2;
        straggled = straggles.get(key) ?? spread(DIE.map((d) => afterStraggler(spec, r.value, d)), (x, y) => x.stragglers === y.stragglers);
        straggles.set(key, straggled);
      }
      const morale = moraleFor(spec, r.value.result);
      const checks = morale ? moraleSpread(morale) : undefined;
      for (const st of straggled) {
        for (const m of checks ?? [undefined]) {
          // A number standing for the outcome's key (casualties, stragglers, morale result, Low Ammo), cheaper than the text.
          const code = ((st.value.casualties * 16 + st.value.stragglers) * 8 + (m ? m.index : 7)) * 2 + (f.value.lowAmmo ? 1 : 0);
          const weight = f.ways * r.ways * st.ways * (m ? m.ways : 36);
          const seen = merged.get(code);
          if (seen) seen.weight += weight;
          else merged.set(code, { stage: st.value, fire: f.value, morale: m ? m.roll : undefined, weight });
        }
      }
    }
  }
  const outcomes = [...merged.values()].map((o) => {
    const value = stage({ ...o.stage, roll: o.fire.roll, lowAmmo: o.fire.lowAmmo, morale: o.morale });
    return { value: finish(spec, value, []), weight: o.weight };
  });
  return { total: 6 ** 6, outcomes };
}

/** The dice every fire combat asks for; a ½ loss die, a straggler die, a morale check and leader loss checks follow when the result calls for them. */
export function fireDicePlan(spec: FireSpec): string[] {
  return [`${spec.purpose}, first die`, `${spec.purpose}, second die`];
}
