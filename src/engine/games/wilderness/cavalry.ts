import type { Highlight, OutcomePredicate, Prepared, TableView } from '../../core/combat';
import type { DiceStream } from '../../core/dice';
import { CombatInputError, type FieldError } from '../../core/errors';
import { type Step, step } from '../../core/explain';
import { type Fraction, fraction, mul } from '../../core/fraction';
import { oddsInDefendersFavour } from '../../core/rounding';
import { CAVALRY_CHART, type LossCell, TERRAIN_EFFECTS, lossAt } from './charts';
import { columnOf, oddsText, ratioText } from './odds';
import { terrainRestrictions } from './restrictions';
import type { CavalryCombat } from './schema';
import { REF, wildernessSource } from './source';
import type { CavalryEffects, WildernessOutcome } from './types';
import { cavalryChartView } from './views';

type Outcome = WildernessOutcome<CavalryEffects>;

const DIE = 'cavalry combat die';
const DICE_PLAN = [DIE];
const CHART = wildernessSource(REF.cavalryChart);

function units(n: number): string {
  return `${n} cavalry unit${n === 1 ? '' : 's'}`;
}

/**
 * The procedure adjusts the odds "for Terrain Effects" but its chart has die rolls 1-6 only and
 * counts units, not points: how a river's or entrenchment's +1 and doubled losses apply to it is
 * not stated, so such combats are refused with the reason rather than guessed at.
 */
function restrictions(input: CavalryCombat): FieldError[] {
  const errors = terrainRestrictions(input, false);
  if (input.infantryInDefendersHex) {
    errors.push({ path: 'infantryInDefendersHex', message: `cavalry combat cannot occur if infantry is in the same hex as the defending cavalry (${REF.cavalryProcedure})` });
  }
  if (input.attackers.every((u) => u.acrossRiver)) {
    errors.push({
      path: 'attackers',
      message: `every attacking unit attacks across a river: the ${REF.terrain} adds 1 to the die roll, but the ${REF.cavalryChart} has die rolls 1-6 only and the rules do not say how the +1 applies to it; agree a ruling at the table`,
    });
  }
  if (input.defenderHex.entrenched) {
    errors.push({
      path: 'defenderHex.entrenched',
      message: `the ${REF.terrain} adds 1 to the die roll and doubles the attacker's losses for an entrenched defender, but the rules do not say how that applies to the ${REF.cavalryChart} (die rolls 1-6, units eliminated); agree a ruling at the table`,
    });
  }
  return errors;
}

function outcome(column: string, die: number, cell: LossCell): Outcome {
  const parts: string[] = [];
  if (cell.attacker > 0) parts.push(`attacker loses ${units(cell.attacker)}`);
  if (cell.defender > 0) parts.push(`defender loses ${units(cell.defender)}`);
  const text = parts.join(', ') || 'no cavalry unit eliminated';
  return {
    key: `${cell.attacker}/${cell.defender}`,
    label: text.charAt(0).toUpperCase() + text.slice(1),
    effects: { kind: 'cavalry-combat', column, die, attackerUnitsEliminated: cell.attacker, defenderUnitsEliminated: cell.defender },
  };
}

/** A column's six outcomes depend on nothing else: built once per column and shared (frozen). */
const outcomeSets = new Map<number, readonly Outcome[]>();

export function columnOutcomes(column: number, columnLabel: string): readonly Outcome[] {
  let outcomes = outcomeSets.get(column);
  if (!outcomes) {
    outcomes = [1, 2, 3, 4, 5, 6].map((die) => {
      const o = outcome(columnLabel, die, lossAt(CAVALRY_CHART.chart, die, column));
      Object.freeze(o.effects);
      return Object.freeze(o);
    });
    outcomeSets.set(column, outcomes);
  }
  return outcomes;
}

class CavalryCombatPrepared implements Prepared<Outcome, CavalryEffects> {
  readonly dicePlan = DICE_PLAN;
  constructor(
    readonly steps: readonly Step[],
    readonly table: TableView,
    private readonly column: number,
    private readonly outcomes: readonly Outcome[],
  ) {}

  roll(dice: DiceStream): Outcome {
    return this.outcomes[dice.d6(DIE) - 1] as Outcome;
  }

  describe(o: Outcome) {
    const e = o.effects;
    const printed = CAVALRY_CHART.chart.printed[e.die - 1]?.[this.column] ?? '';
    return {
      steps: [step(CHART, 'Result', `die ${e.die}, column ${e.column}: ${printed} (attacker/defender cavalry units eliminated)`, { die: e.die, cell: printed })],
      checklist: [
        e.attackerUnitsEliminated === 0 ? 'Attacker loses no cavalry unit' : `Attacker: eliminate ${units(e.attackerUnitsEliminated)}`,
        e.defenderUnitsEliminated === 0 ? 'Defender loses no cavalry unit' : `Defender: eliminate ${units(e.defenderUnitsEliminated)}`,
      ],
      effects: e,
    };
  }

  highlights(chance: (predicate: OutcomePredicate<Outcome>) => Fraction): readonly Highlight[] {
    return [
      { label: 'Defender loses a cavalry unit', probability: chance((o) => o.effects.defenderUnitsEliminated > 0) },
      { label: 'Attacker loses a cavalry unit', probability: chance((o) => o.effects.attackerUnitsEliminated > 0) },
      { label: 'No cavalry unit eliminated', probability: chance((o) => o.effects.attackerUnitsEliminated + o.effects.defenderUnitsEliminated === 0) },
    ];
  }
}

/**
 * Everything that decides a cavalry combat's outcomes, with no words: each unit is of strength one,
 * the defenders doubled in a Mountain Pass. Throws the refusals the procedure makes. Shared by the
 * explained path and the plan's fast path.
 */
export function cavalryColumn(input: CavalryCombat): { readonly attack: Fraction; readonly defence: Fraction; readonly odds: { attacker: number; defender: number }; readonly column: number } {
  const errors = restrictions(input);
  if (errors.length > 0) throw new CombatInputError(errors);
  const attack = fraction(input.attackers.length);
  const pass = input.defenderHex.terrain === 'mountain-pass';
  const defence = pass ? mul(fraction(input.defenders.length), TERRAIN_EFFECTS.mountainPassDefender) : fraction(input.defenders.length);
  const odds = oddsInDefendersFavour(attack, defence);
  const column = columnOf(CAVALRY_CHART.odds, odds);
  if (column < 0) {
    const ratio = `${ratioText(attack, defence)}, rounded down in the defender's favour: ${oddsText(odds)}`;
    throw new CombatInputError([
      { path: 'attackers', message: `the odds are ${ratio}; the ${REF.cavalryChart} has columns ${CAVALRY_CHART.columns.join(', ')} only and the rules do not say how other odds are resolved` },
    ]);
  }
  return { attack, defence, odds, column };
}

export function prepareCavalryCombat(input: CavalryCombat): Prepared<Outcome, CavalryEffects> {
  const { attack, defence, odds, column } = cavalryColumn(input);
  const procedure = wildernessSource(REF.cavalryProcedure);
  const pass = input.defenderHex.terrain === 'mountain-pass';
  const steps: Step[] = [
    step(procedure, 'Attacking strength', `${units(input.attackers.length)}, each of Combat Strength one = ${attack.num} (the procedure applies no supply or Hasty Attack effect)`),
    step(
      pass ? wildernessSource(REF.terrain) : procedure,
      'Defending strength',
      `${units(input.defenders.length)}, each of Combat Strength one${pass ? ', doubled in a Mountain Pass hex' : ''} = ${defence.num}`,
    ),
  ];

  const ratio = `${ratioText(attack, defence)}, rounded down in the defender's favour: ${oddsText(odds)}`;
  steps.push(step(wildernessSource(REF.howToUseCrt), 'Odds', ratio, { odds: oddsText(odds) }));

  const outcomes = columnOutcomes(column, oddsText(odds));
  return new CavalryCombatPrepared(steps, cavalryChartView(column), column, outcomes);
}
