import type { Prepared, TableView } from '../../../core/combat';
import type { DiceStream } from '../../../core/dice';
import { type Step, step } from '../../../core/explain';
import { fraction } from '../../../core/fraction';
import { ATTACKER_COLUMNS, COMBAT_CHART_NOTE, DEFENDER_COLUMNS } from '../data/combat-chart';
import { ARTILLERY, ARTILLERY_COLUMNS } from '../data/index';
import { computeFlank } from '../flank';
import type { CombatInput } from '../schema/combat';
import { gcacw } from '../titles';
import { artilleryModifier, formatArtilleryCell } from './artillery';
import { flankQueryOf } from './flank-query';
import { ATTACKER_RESULTS, DEFENDER_RESULTS, attackerColumn, clampRow, defenderColumn, rowIndex } from './chart';
import { describeCombat, combatHighlights } from './describe';
import {
  type Modifier,
  attackModifier,
  demoralizedModifier,
  gameSpecificModifiers,
  generalAttackerModifiers,
  signed,
  tacticalModifier,
  terrainModifiers,
} from './modifiers';
import type { CombatEffects, CombatOutcome } from './outcome';
import { type OutcomeSpec, outcomeAt, outcomeDistribution } from './outcomes';
import { ratioModifier } from './ratio';
import { artilleryOf, checkEntrenched, combatValueOf } from './sides';

const CHART = gcacw('Combat Chart');
const SUB_ROLL = 'artillery sub-roll (even or odd)';
const ATTACKER_DIE = "attacker's combat die";
const DEFENDER_DIE = "defender's combat die";
const FLANK_LABEL = 'Flank attack bonus';

const sum = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0);

/**
 * Everything that decides a GCACW combat's outcomes, with the words the explanation shows: the chart
 * columns, every modifier with its source (the flank bonus computed from the board when one is given)
 * and the artillery cell. Throws the rules' refusals. The plan's fast path (fast.ts) works out the
 * same numbers from the same rule functions, with no words.
 */
export function combatSetting(input: CombatInput) {
  const attackers = input.attacker.units;
  const defenders = input.defender.units;
  const attackerCv = combatValueOf(attackers);
  const defenderCv = combatValueOf(defenders);
  const defenderRatioCv = input.defender.entrenched?.combatValue ?? defenderCv;
  const attackerArtillery = artilleryOf(attackers);
  const defenderPrinted = artilleryOf(defenders);
  const defenderArtillery = input.defender.entrenched?.artillery ?? defenderPrinted;
  checkEntrenched(input, defenderCv, defenderPrinted);

  const defCol = defenderColumn(defenderCv);
  const attCol = attackerColumn(attackerCv);

  const ratio = ratioModifier(fraction(attackerCv * 2, 2), fraction(defenderRatioCv * 2, 2));
  const mods: Modifier[] = [
    {
      die: 'attacker',
      label: 'Ratio modifier',
      value: ratio.modifier,
      detail: `${ratio.detail}${input.defender.entrenched ? " (the defender's Combat Value counting entrenchment)" : ''}, rounded in the defender's favour: ${signed(ratio.modifier)}`,
      source: gcacw('Ratio Chart'),
    },
    attackModifier(input),
    tacticalModifier(attackers, defenders),
    ...generalAttackerModifiers(input),
  ];

  let flankSteps: readonly Step[] = [];
  if (input.flank?.from === 'player') {
    mods.push({ die: 'attacker', label: FLANK_LABEL, value: input.flank.bonus, detail: `${signed(input.flank.bonus)} as entered by the player`, source: gcacw('Flank attack (7.4)') });
  } else if (input.flank?.from === 'board') {
    const flank = computeFlank(flankQueryOf(input, input.flank, defenderCv));
    flankSteps = flank.steps;
    if (flank.final !== 0) mods.push({ die: 'attacker', label: FLANK_LABEL, value: flank.final, detail: `computed from the board: ${signed(flank.final)}`, source: gcacw('Flank attack (7.4)') });
  }

  const differential = attackerArtillery - defenderArtillery;
  const artillery = artilleryModifier(input.terrain.defenderHex, input.rain, differential, defenderPrinted);
  const artilleryCell = formatArtilleryCell(artillery.cell);
  const artilleryDetail =
    `differential ${attackerArtillery} − ${defenderArtillery}${input.defender.entrenched ? ' (counting entrenchment)' : ''} = ${signed(differential)}, ` +
    `${ARTILLERY[artillery.row].label}, column ${ARTILLERY_COLUMNS[artillery.column]?.label ?? ''}: ${artilleryCell}` +
    (artillery.conversions.length > 0 ? `; ${artillery.conversions.join('; ')}` : '') +
    (artillery.subRoll
      ? ` — a die just before combat: even ${signed(artillery.even)}, odd ${signed(artillery.odd)}`
      : ` → ${signed(artillery.even)}`);

  const artillerySource = gcacw('Artillery Modifier Summary');
  if (!artillery.subRoll) mods.push({ die: 'attacker', label: 'Artillery modifier', value: artillery.even, detail: artilleryDetail, source: artillerySource });
  mods.push(...terrainModifiers(input.terrain, input.rain, 'terrain'));
  const demoralized = demoralizedModifier(defenders);
  if (demoralized) mods.push(demoralized);
  mods.push(...gameSpecificModifiers(input));

  const attackerFixed = sum(mods.filter((m) => m.die === 'attacker').map((m) => m.value));
  const defenderFixed = sum(mods.filter((m) => m.die === 'defender').map((m) => m.value));
  const spec: OutcomeSpec = {
    defenderColumn: defCol,
    attackerColumn: attCol,
    attackerModifier: attackerFixed,
    defenderModifier: defenderFixed,
    fixedArtillery: artillery.even,
    ...(artillery.subRoll ? { subRoll: { even: artillery.even, odd: artillery.odd } } : {}),
  };
  return { attackerCv, defenderCv, defCol, attCol, mods, flankSteps, artillery, artilleryDetail, artillerySource, differential, attackerFixed, defenderFixed, spec };
}

/**
 * A GCACW combat up to the dice: the setting above with each modifier as a step, and a `roll` that
 * draws the artillery sub-roll (when the artillery cell calls for one), the attacker's die and the
 * defender's die.
 */
export function prepareCombat(input: CombatInput): Prepared<CombatOutcome, CombatEffects> {
  const { attackerCv, defenderCv, defCol, attCol, mods, flankSteps, artillery, artilleryDetail, artillerySource, differential, attackerFixed, defenderFixed, spec } = combatSetting(input);
  const steps: Step[] = [
    step(
      CHART,
      'Combat Chart columns',
      `defender's Combat Value ${defenderCv} (not counting entrenchment) → column ${DEFENDER_COLUMNS[defCol]?.label ?? ''}; attacker's Combat Value ${attackerCv} → column ${ATTACKER_COLUMNS[attCol]?.label ?? ''}`,
      { defenderCombatValue: defenderCv, attackerCombatValue: attackerCv },
    ),
  ];
  // The board's flank steps follow the flank bonus (or the attacker's modifiers, when it is 0).
  let flankShown = false;
  for (const m of mods.filter((x) => x.die === 'attacker')) {
    steps.push(modStep(m));
    if (m.label === FLANK_LABEL) {
      steps.push(...flankSteps);
      flankShown = true;
    }
  }
  if (!flankShown) steps.push(...flankSteps);
  if (artillery.subRoll) {
    steps.push(step(artillerySource, 'Artillery modifier', artilleryDetail, { differential, even: artillery.even, odd: artillery.odd, subRoll: true }));
  }
  for (const m of mods.filter((x) => x.die === 'defender')) steps.push(modStep(m));
  const net = attackerFixed - defenderFixed;
  const subRollText = artillery.subRoll ? `, plus the artillery modifier (${signed(artillery.even)} on an even sub-roll, ${signed(artillery.odd)} on an odd one)` : '';
  steps.push(
    step(
      CHART,
      'Chart row',
      `row = (attacker's die ${signed(attackerFixed)}) − (defender's die ${signed(defenderFixed)}), that is the dice's difference ${signed(net)}${subRollText}; beyond ≤-8 or ≥+10 the end row is used`,
      { attackerModifier: attackerFixed, defenderModifier: defenderFixed, net },
    ),
  );

  // With a sub-roll the artillery modifier is not in attackerFixed: it is one of two values. The two
  // values differ by at most 1, so the rows the dice (−5 to +5) reach form one unbroken run.
  const lowestArtillery = artillery.subRoll ? Math.min(artillery.even, artillery.odd) : 0;
  const highestArtillery = artillery.subRoll ? Math.max(artillery.even, artillery.odd) : 0;
  const reachableRows: number[] = [];
  for (let i = rowIndex(clampRow(net + lowestArtillery - 5)); i <= rowIndex(clampRow(net + highestArtillery + 5)); i++) reachableRows.push(i);

  const table: TableView = {
    title: 'Combat Chart',
    source: CHART,
    rowHeader: "Attacker's die minus defender's die",
    columns: [`Defender's result (Combat Value ${DEFENDER_COLUMNS[defCol]?.label ?? ''})`, `Attacker's result (Combat Value ${ATTACKER_COLUMNS[attCol]?.label ?? ''})`],
    rows: DEFENDER_RESULTS.rows.map((key, i) => ({ label: key.label, cells: [DEFENDER_RESULTS.printed[i]?.[defCol] ?? '', ATTACKER_RESULTS.printed[i]?.[attCol] ?? ''] })),
    reachableRows,
    note: `The two columns this combat uses. ${COMBAT_CHART_NOTE}`,
  };

  return {
    steps,
    table,
    dicePlan: artillery.subRoll ? [SUB_ROLL, ATTACKER_DIE, DEFENDER_DIE] : [ATTACKER_DIE, DEFENDER_DIE],
    roll(dice: DiceStream): CombatOutcome {
      // The artillery sub-roll is rolled just before combat, so it comes first.
      const subRoll = artillery.subRoll ? dice.d6(SUB_ROLL) : undefined;
      const a = dice.d6(ATTACKER_DIE);
      const d = dice.d6(DEFENDER_DIE);
      return outcomeAt(spec, subRoll, a, d);
    },
    distribution: () => outcomeDistribution(spec),
    describe: (outcome) => describeCombat(input, outcome, { attackerFixed, defenderFixed, defCol, attCol }),
    highlights: combatHighlights,
  };
}

function modStep(m: Modifier): Step {
  return step(m.source, m.label, m.detail, m.unconfirmed ? { value: m.value, unconfirmed: true } : { value: m.value });
}
