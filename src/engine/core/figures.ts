import type { Distribution } from './distribution';
import { type Fraction, fraction } from './fraction';

/**
 * A result as the numbers a plan or a search weighs: what each side loses, in the game's own
 * measure for the kind of combat, and whether each side leaves its hex or is shaken. No words,
 * no steps: the explained path gives those. Both paths (a game's `prepare` walked to its outcomes
 * and mapped through `figures`, and the game's distribution-only `fast` path) give exactly the same
 * figures with the same chances, which every game tests.
 */
export interface Figures {
  /** What the attacking side actually loses (at most what it has), in the kind's measure. */
  readonly attackerLoss: number;
  /** What the defending side actually loses (at most what it has), in the kind's measure. */
  readonly defenderLoss: number;
  /** The MARK bits that apply. */
  readonly marks: number;
}

/** What a result does to each side besides its loss, as bits of `Figures.marks`. */
export const MARK = {
  /** The defenders must leave their hex (a retreat, a rout, a withdrawal): the hex is no longer held by them unless they may ignore it. */
  defenderRetreats: 1,
  /** Every defending unit is eliminated. */
  defenderEliminated: 2,
  attackerRetreats: 4,
  /** Every attacking unit is eliminated. */
  attackerEliminated: 8,
  /** The defenders' order or morale worsens short of leaving (disordered, disorganized, demoralized, a worse morale state). */
  defenderShaken: 16,
  attackerShaken: 32,
  /** No combat took place (an initiative roll failed, a defender slipped away before it). */
  noCombat: 64,
} as const;

export type MarkName = keyof typeof MARK;

/** The defenders no longer hold the hex: they retreated or were all eliminated. */
export const HEX_CLEARED = MARK.defenderRetreats | MARK.defenderEliminated;

/**
 * The exact distribution of a combat's figures: each distinct figures once, with an integer weight,
 * all over one integer total; `measure` names what the losses count ("Manpower", "strength points").
 */
export interface FigureDistribution {
  readonly measure: string;
  readonly total: number;
  readonly outcomes: readonly { readonly figures: Figures; readonly weight: number }[];
}

/**
 * Builds a FigureDistribution one weighted result at a time, merging equal figures. A linear scan:
 * a combat has a few dozen distinct figures at most, and no key strings are made (fast paths use it).
 */
export class FigureTally {
  private readonly attacker: number[] = [];
  private readonly defender: number[] = [];
  private readonly marks: number[] = [];
  private readonly weights: number[] = [];

  add(attackerLoss: number, defenderLoss: number, marks: number, weight: number): void {
    if (weight === 0) return;
    for (let i = 0; i < this.weights.length; i++) {
      if (this.attacker[i] === attackerLoss && this.defender[i] === defenderLoss && this.marks[i] === marks) {
        (this.weights[i] as number) += weight;
        return;
      }
    }
    this.attacker.push(attackerLoss);
    this.defender.push(defenderLoss);
    this.marks.push(marks);
    this.weights.push(weight);
  }

  /** Adds every result of `other`, each weight multiplied by `times`. */
  addAll(other: FigureDistribution, times: number): void {
    for (const o of other.outcomes) this.add(o.figures.attackerLoss, o.figures.defenderLoss, o.figures.marks, o.weight * times);
  }

  done(measure: string, total: number): FigureDistribution {
    const outcomes = this.weights.map((weight, i) => ({
      figures: { attackerLoss: this.attacker[i] as number, defenderLoss: this.defender[i] as number, marks: this.marks[i] as number },
      weight,
    }));
    return { measure, total, outcomes };
  }
}

/** The figures of a distribution of a game's outcomes, merged: the explained path's answer. */
export function figuresOfDistribution<O>(dist: Distribution<O>, figuresOf: (outcome: O) => Figures, measure: string): FigureDistribution {
  const tally = new FigureTally();
  for (const o of dist.outcomes) {
    const f = figuresOf(o.value);
    tally.add(f.attackerLoss, f.defenderLoss, f.marks, o.weight);
  }
  return tally.done(measure, dist.total);
}

/** One line per distinct figures with its exact chance, in a fixed order: two distributions are the same when these are equal. */
export function figureChances(dist: FigureDistribution): { readonly attackerLoss: number; readonly defenderLoss: number; readonly marks: number; readonly chance: Fraction }[] {
  const merged = new FigureTally();
  merged.addAll(dist, 1);
  return merged
    .done(dist.measure, dist.total)
    .outcomes.map((o) => ({ ...o.figures, chance: fraction(o.weight, dist.total) }))
    .sort((a, b) => a.attackerLoss - b.attackerLoss || a.defenderLoss - b.defenderLoss || a.marks - b.marks);
}

/**
 * A game's distribution-only path: the figures of a combat straight from its description, with no
 * explanation steps, labels or checklists, for searches that weigh thousands of combats.
 */
export interface FastPath<I> {
  /**
   * The exact distribution of the figures of the combat `input` describes (an input its schema has
   * already accepted): the same figures with the same chances as the explained path. Undefined for
   * kinds that are not an attack a plan weighs (a morale check, a table roll, a probe).
   */
  figures(input: I): FigureDistribution | undefined;
  /**
   * What decides the distribution, as a short key: two inputs with the same key have the same
   * figures. Cheaper than `figures`, so a search can memoise on it.
   */
  key(input: I): string;
}

/** What a game tells a plan about results: their figures on the explained path, its fast path, and the loss measure of each kind. */
export interface Planning<I, O> {
  /** The words losses of this kind are counted in ("Manpower", "strength points"); undefined for a kind that is not an attack a plan weighs. */
  measure(input: I): string | undefined;
  /**
   * An outcome of the combat `input` describes (a kind that has a measure), as figures; the same for
   * outcomes with the same key (they are merged). The input says what each side has, so a loss is capped.
   */
  figures(outcome: O, input: I): Figures;
  readonly fast: FastPath<I>;
  /**
   * The same attack under each choice the opponent may still make once it is declared (War Between
   * the States: the defender's intensity chit, the leader's die change where his side makes it),
   * each as he would play it; absent where the opponent chooses nothing. A plan shows the chances
   * under the reply worst for the attacker beside those of the description as the planner set it.
   */
  replies?(input: I): readonly I[];
}
