import type { Highlight, Prepared, TableView } from '../../core/combat';
import type { DiceStream } from '../../core/dice';
import { CombatInputError, ruleError } from '../../core/errors';
import { type Step, step } from '../../core/explain';
import { type Fraction, add, formatFraction, fraction } from '../../core/fraction';
import { oddsInDefendersFavour } from '../../core/rounding';
import { chartView } from '../../core/chart';
import { INFANTRY_CRTS, type Odds, TERRAIN_EFFECTS, crtForStrength } from './charts';
import {
  type Chance,
  type InfantryOutcome,
  type OutcomeSet,
  type Setting,
  attackerLoss,
  columnOutcomes,
  defenderLoss,
  outcome,
  outcomeSet,
  sideHighlights,
} from './infantry-outcomes';
import { checklist, resultSteps } from './infantry-result';
import { columnOf, oddsText, ratioText } from './odds';
import { terrainRestrictions } from './restrictions';
import type { InfantryCombat } from './schema';
import type { InfantryEffects } from './types';
import { REF, wildernessSource } from './source';
import { type AdjustedUnit, adjustAttacker, adjustDefender } from './strength';
import { infantryCrtView } from './views';
import { crtInUse } from './player-crts';

type Outcome = InfantryOutcome;

const DIE = 'combat die';
const AUTOMATIC_COLUMN = 'worse than 1-2';
const DICE_PLAN = [DIE];

/** One side's units, each with its step, then the side's total as a step; returns the total. */
function sideStrength(units: readonly AdjustedUnit[], title: string, side: 'attack' | 'defence', steps: Step[]): Fraction {
  let sum = fraction(0);
  for (const u of units) {
    sum = add(sum, u.adjusted);
    steps.push(u.step);
  }
  const text = formatFraction(sum);
  const detail = units.length > 1 ? `${units.map((u) => formatFraction(u.adjusted)).join(' + ')} = ${text}` : text;
  steps.push(step(wildernessSource(REF.strengthEffects), title, detail, side === 'attack' ? { attack: text } : { defence: text }));
  return sum;
}

function tableStep(input: InfantryCombat, setting: Setting): Step {
  const { table, printed, fortified } = setting;
  const mine = table.fingerprint !== undefined;
  return step(
    mine ? table.chart.source : wildernessSource(REF.howToUseCrt),
    'Combat Results Table',
    `defenders' printed strength ${input.defenders.length > 1 ? `${input.defenders.map((u) => u.strength).join(' + ')} = ` : ''}${printed.defender}` +
      `${fortified ? ' (Fortification units included)' : ''}, unadjusted → table "${table.name}" ` +
      (mine
        ? 'read from your own chart (the range 1-4, 5-8 or 9 or more is inferred from the rules\' example)'
        : `(printed block ${table.printedBlock} of 3; the ranges and which printed block is which are inferred, see the table note)`),
    mine ? { table: table.name, defenderPrinted: printed.defender, fingerprint: table.fingerprint } : { table: table.name, defenderPrinted: printed.defender },
  );
}

/** The table a combat shows: the app's (built once and shared), or the player's own chart. */
function viewOf(table: Setting['table'], column: number | undefined, dieModifier: number): TableView {
  if (table.fingerprint === undefined) return infantryCrtView(table.name, column, dieModifier);
  if (column === undefined) return chartView(table.chart, { note: 'Odds worse than 1-2 in a Hasty Attack: the result is automatic and this table is not read.' });
  return chartView(table.chart, { column, reachableRows: [0, 1, 2, 3, 4, 5].map((i) => i + dieModifier) });
}

/** The combat once everything but the die is known; `automatic` outcomes need no die. */
class InfantryCombatPrepared implements Prepared<Outcome, InfantryEffects> {
  readonly dicePlan: readonly string[];
  constructor(
    private readonly setting: Setting,
    readonly steps: readonly Step[],
    readonly table: TableView,
    private readonly set: OutcomeSet,
    private readonly automatic: boolean,
  ) {
    this.dicePlan = automatic ? [] : DICE_PLAN;
  }

  roll(dice: DiceStream): Outcome {
    return (this.automatic ? this.set.outcomes[0] : this.set.outcomes[dice.d6(DIE) - 1]) as Outcome;
  }

  describe(o: Outcome) {
    return { steps: resultSteps(this.setting, o.effects), checklist: checklist(this.setting, o.effects), effects: o.effects };
  }

  highlights(chance: Chance): readonly Highlight[] {
    const { printed } = this.setting;
    const list: Highlight[] = [];
    sideHighlights('Defender', printed.defender, defenderLoss, this.set.defenderLevels, chance, list);
    sideHighlights('Attacker', printed.attacker, attackerLoss, this.set.attackerLevels, chance, list);
    list.push({ label: 'Defender loses more than the attacker', probability: chance((o) => o.effects.defenderLoss > o.effects.attackerLoss) });
    return list;
  }
}

function dieModifierStep(input: InfantryCombat, allAcrossRiver: boolean, dieModifier: number): Step {
  const entrenched = input.defenderHex.entrenched;
  const reasons: string[] = [];
  if (allAcrossRiver) reasons.push('all attacking units attack across a river');
  if (entrenched) reasons.push('the defender is entrenched');
  const detail =
    dieModifier === 0
      ? `none${input.attackers.some((u) => u.acrossRiver) ? ' (only some attacking units attack across a river)' : ''}`
      : `+${dieModifier}: ${reasons.join(' and ')}${reasons.length > 1 ? ' (added once, never +2)' : ''}`;
  return step(wildernessSource(REF.strengthEffects), 'Die-roll modifier', detail, { dieModifier });
}

/** The odds as rounded in the defender's favour, counted as 5-1 when better, and their column (-1 when worse than 1-2). */
export function infantryOdds(attack: Fraction, defence: Fraction): { readonly raw: Odds; readonly odds: Odds; readonly capped: boolean; readonly column: number } {
  const raw = oddsInDefendersFavour(attack, defence);
  const columns = INFANTRY_CRTS.odds;
  const best = columns[columns.length - 1] as Odds;
  const capped = raw.defender === 1 && raw.attacker > best.attacker;
  const odds = capped ? best : raw;
  return { raw, odds, capped, column: columnOf(columns, odds) };
}

/** The die-roll modifier: +1 when every attacking unit attacks across a river and/or the defender is entrenched. */
export function infantryDieModifier(input: InfantryCombat): number {
  const allAcrossRiver = input.attackers.every((u) => u.acrossRiver);
  // "and/or": the +1 is added once, whichever of the two applies, so the row never passes 7.
  return Math.max(allAcrossRiver ? TERRAIN_EFFECTS.riverDieModifier : 0, input.defenderHex.entrenched ? TERRAIN_EFFECTS.entrenchedDieModifier : 0);
}

/** Isolated units attack only in a Hasty Attack: a combat whose attacking strength is 0 is refused. */
export function zeroAttack(): CombatInputError {
  return ruleError('attackers', `the attacking strength is 0: isolated units have offensive strength 0 and may attack only in a Hasty Attack (${REF.supply})`);
}

/** Odds worse than 1-2 outside a Hasty Attack are refused. */
export function oddsTooLow(ratio: string): CombatInputError {
  return ruleError('attackers', `the odds are ${ratio}, worse than 1-2: attacks at odds worse than 1-2 cannot occur, except Hasty Attacks (${REF.howToUseCrt})`);
}

/** The automatic result of a Hasty Attack at odds worse than 1-2: the attacker loses 1, with no die. */
export const AUTOMATIC_LOSS = { column: AUTOMATIC_COLUMN, die: null, row: null, attackerLoss: 1, defenderLoss: 0, attackerLossDoubled: false } as const;

export function prepareInfantryCombat(input: InfantryCombat): Prepared<Outcome, InfantryEffects> {
  const restrictions = terrainRestrictions(input, input.hastyAttack);
  if (restrictions.length > 0) throw new CombatInputError(restrictions);

  let attackerPrinted = 0;
  for (const u of input.attackers) attackerPrinted += u.strength;
  let defenderPrinted = 0;
  for (const u of input.defenders) defenderPrinted += u.strength;
  const fortified = input.defenders.some((u) => u.fortification);
  const table = crtInUse(crtForStrength(defenderPrinted), input.charts);
  const setting: Setting = { table, printed: { attacker: attackerPrinted, defender: defenderPrinted }, fortified };
  const steps: Step[] = [tableStep(input, setting)];

  const attack = sideStrength(input.attackers.map((u) => adjustAttacker(u, input.hastyAttack)), 'Attacking strength', 'attack', steps);
  if (attack.num === 0) throw zeroAttack();
  const hex = { withFortification: fortified, mountainPass: input.defenderHex.terrain === 'mountain-pass' };
  const defence = sideStrength(input.defenders.map((u) => adjustDefender(u, hex)), 'Defending strength', 'defence', steps);

  const { raw, odds, capped, column } = infantryOdds(attack, defence);
  const ratio = `${ratioText(attack, defence)}, rounded down in the defender's favour: ${oddsText(raw)}`;
  const oddsSource = wildernessSource(REF.howToUseCrt);

  if (column < 0) {
    if (!input.hastyAttack) throw oddsTooLow(ratio);
    steps.push(step(oddsSource, 'Odds', `${ratio}, worse than 1-2: a Hasty Attack at such odds costs the attacker 1 strength point and the defender nothing, with no die roll`, { odds: oddsText(raw) }));
    if (input.defenderHex.entrenched) {
      steps.push(step(wildernessSource(REF.terrain), 'Entrenched defender', 'the rules give the automatic result as one point and do not say that entrenchment doubles it: applied as one point'));
    }
    const automatic = outcome(setting, AUTOMATIC_LOSS);
    return new InfantryCombatPrepared(setting, steps, viewOf(table, undefined, 0), outcomeSet(setting, [automatic]), true);
  }
  steps.push(step(oddsSource, 'Odds', capped ? `${ratio}, better than 5-1: counts as 5-1` : ratio, { odds: oddsText(odds) }));

  const allAcrossRiver = input.attackers.every((u) => u.acrossRiver);
  const entrenched = input.defenderHex.entrenched;
  const dieModifier = infantryDieModifier(input);
  steps.push(dieModifierStep(input, allAcrossRiver, dieModifier));
  if (entrenched) steps.push(step(wildernessSource(REF.terrain), "Attacker's losses", "the defender is entrenched: the attacker's losses read from the table are doubled"));

  const outcomes = columnOutcomes(setting, column, oddsText(odds), dieModifier, entrenched);
  return new InfantryCombatPrepared(setting, steps, viewOf(table, column, dieModifier), outcomes, false);
}
