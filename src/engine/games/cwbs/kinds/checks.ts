import type { Prepared } from '../../../core/combat';
import { chartView } from '../../../core/chart';
import { type Step, step } from '../../../core/explain';
import {
  CORPS_STOPPAGE_CHART,
  INITIATIVE_CHART,
  INITIATIVE_FROM_V32_ROW,
  LOOSE_CANNON_ROLL,
  STOPPAGE_NIGHT_MODIFIER,
  initiativeNeeded,
  stoppageColumn,
  stoppagePassNumber,
} from '../data/command';
import { GUN_LOSS_CHART, LEADER_LOSS_CHART, gunPointsLost, leaderLoss } from '../data/losses';
import { BLOOD_LUST_CHART, bloodLustResult } from '../data/morale';
import { RECOVERY_NIGHT_MODIFIER, STRAGGLER_RECOVERY_CHART, recovered, recoveryRow } from '../data/straggler';
import type { CorpsAttackStoppageInput, InitiativeInput, StragglerRecoveryInput } from '../schema/index';
import { BLOOD_LUST, CORPS_STOPPAGE, GUN_LOSS, INITIATIVE, LEADER_LOSS, STRAGGLER_RECOVERY } from '../source';
import { type CheckOutcome, checkKind, d66Dice, outcome, signed, twoDice } from './outcome';

export function prepareBloodLust(): Prepared<CheckOutcome> {
  const purpose = 'Blood Lust check';
  return checkKind({
    steps: [step(BLOOD_LUST, 'Blood Lust check', 'd66: 11-43 no effect, 44-66 remove Blood Lust')],
    table: chartView(BLOOD_LUST_CHART, { reachableRows: [0, 1] }),
    dicePlan: [`${purpose}, tens die`, `${purpose}, units die`],
    roll(dice) {
      const roll = d66Dice(dice, purpose);
      const result = bloodLustResult(BLOOD_LUST_CHART, roll);
      const remove = result === 'remove';
      return outcome(result, remove ? 'Remove Blood Lust' : 'No effect', [step(BLOOD_LUST, 'Blood Lust check', `d66 ${roll}: ${remove ? 'remove Blood Lust' : 'no effect'}`, { roll })], [remove ? 'Remove the Blood Lust marker.' : 'No effect: the unit keeps its Blood Lust.'], {
        kind: 'bloodLust',
        roll,
        removeBloodLust: remove,
      });
    },
    highlights: [{ label: 'Remove Blood Lust', keys: ['remove'] }],
  });
}

const LEADER_WORDS = { killed: 'Leader is killed', none: 'No effect', wounded: 'Leader is wounded' } as const;

export function prepareLeaderLoss(): Prepared<CheckOutcome> {
  const purpose = 'leader loss check';
  return checkKind({
    steps: [step(LEADER_LOSS, 'Leader Loss Check', 'two dice for each leader in a stack that takes a casualty')],
    table: chartView(LEADER_LOSS_CHART, { reachableRows: [0, 1, 2] }),
    dicePlan: [`${purpose}, first die`, `${purpose}, second die`],
    roll(dice) {
      const [a, b] = twoDice(dice, purpose);
      const result = leaderLoss(LEADER_LOSS_CHART, a + b);
      return outcome(result, LEADER_WORDS[result], [step(LEADER_LOSS, 'Leader Loss Check', `${a} + ${b} = ${a + b}: ${LEADER_WORDS[result].toLowerCase()}`, { roll: a + b })], [`${LEADER_WORDS[result]}.`], { kind: 'leaderLoss', roll: a + b, result });
    },
    highlights: [
      { label: 'Leader is killed', keys: ['killed'] },
      { label: 'Leader is wounded', keys: ['wounded'] },
    ],
  });
}

export function prepareGunLoss(): Prepared<CheckOutcome> {
  const purpose = 'gun loss die';
  return checkKind({
    steps: [step(GUN_LOSS, 'Gun Loss Table', 'one die for an artillery unit that must limber in an enemy ZOC or in close combat')],
    table: chartView(GUN_LOSS_CHART, { reachableRows: [0, 1, 2, 3] }),
    dicePlan: [purpose],
    roll(dice) {
      const die = dice.d6(purpose);
      const lost = gunPointsLost(GUN_LOSS_CHART, die);
      const label = lost === 0 ? 'No gun points lost' : `${lost} gun point${lost === 1 ? '' : 's'} lost`;
      return outcome(String(lost), label, [step(GUN_LOSS, 'Gun Loss Table', `die ${die}: ${label.toLowerCase()}`, { die, lost })], [lost === 0 ? 'No gun points lost.' : `Remove ${lost} gun point${lost === 1 ? '' : 's'}.`], { kind: 'gunLoss', die, gunPointsLost: lost });
    },
    highlights: [{ label: 'Any gun points lost', keys: ['1', '2', '3'] }],
  });
}

export function prepareStragglerRecovery(input: StragglerRecoveryInput): Prepared<CheckOutcome> {
  const purpose = 'straggler recovery die';
  const modifier = input.night ? RECOVERY_NIGHT_MODIFIER : 0;
  const steps: Step[] = [step(STRAGGLER_RECOVERY, 'Straggler Recovery Table', `grade ${input.grade}: row ${recoveryRow(input.grade)}`, { grade: input.grade })];
  if (input.night) steps.push(step(STRAGGLER_RECOVERY, 'Die modifier', `night: +${RECOVERY_NIGHT_MODIFIER}`, { modifier }));
  const row = STRAGGLER_RECOVERY_CHART.rows.findIndex((r) => r.label === recoveryRow(input.grade));
  return checkKind({
    steps,
    table: chartView(STRAGGLER_RECOVERY_CHART, { reachableRows: [row] }),
    dicePlan: [purpose],
    roll(dice) {
      const die = dice.d6(purpose);
      const r = recovered(STRAGGLER_RECOVERY_CHART, input.grade, die + modifier);
      const label = `${r.points} strength point${r.points === 1 ? '' : 's'} recovered`;
      const held = r.held ? `; the table prints faces up to 6 only, so the highest result is read (the charts do not say, unconfirmed)` : '';
      return outcome(String(r.points), label, [step(STRAGGLER_RECOVERY, 'Straggler recovery', `die ${die}${modifier ? ` +${modifier} = ${die + modifier}` : ''}${held}: ${label}`, r.held ? { die, points: r.points, unconfirmed: true } : { die, points: r.points })], [r.points === 0 ? 'No stragglers recovered.' : `Return ${r.points} strength point${r.points === 1 ? '' : 's'} from stragglers.`], {
        kind: 'stragglerRecovery',
        die,
        modifiedDie: die + modifier,
        pointsRecovered: r.points,
      });
    },
    highlights: [{ label: 'Any strength recovered', keys: ['1', '2'] }],
  });
}

export function prepareInitiative(input: InitiativeInput): Prepared<CheckOutcome> {
  const purpose = 'initiative dice';
  const { needed, row } = initiativeNeeded(INITIATIVE_CHART, input.points);
  const fromV32 = row === INITIATIVE_FROM_V32_ROW ? ' (this value is lost in the seed and read from v3.2)' : '';
  return checkKind({
    steps: [step(INITIATIVE, 'Initiative Table', `${input.points} initiative points: ${needed} or more on two dice${fromV32}; a roll of ${LOOSE_CANNON_ROLL} is a loose cannon (10.2g)`, fromV32 ? { needed, edition: 'v3.2' } : { needed, edition: 'seed' })],
    table: chartView(INITIATIVE_CHART, { reachableRows: [row] }),
    dicePlan: [`${purpose}, first die`, `${purpose}, second die`],
    roll(dice) {
      const [a, b] = twoDice(dice, purpose);
      const roll = a + b;
      const initiative = roll >= needed;
      const looseCannon = roll === LOOSE_CANNON_ROLL;
      const key = looseCannon ? 'looseCannon' : initiative ? 'initiative' : 'none';
      const label = looseCannon ? 'Loose cannon' : initiative ? 'Initiative obtained' : 'No initiative';
      return outcome(key, label, [step(INITIATIVE, 'Initiative roll', `${a} + ${b} = ${roll}, needing ${needed}: ${label.toLowerCase()}`, { roll, needed })], [looseCannon ? 'A loose cannon: see 10.2g.' : `${label}.`], { kind: 'initiative', needed, roll, initiative, looseCannon });
    },
    highlights: [
      { label: 'Initiative obtained', keys: ['initiative'] },
      { label: 'Loose cannon', keys: ['looseCannon'] },
    ],
  });
}

export function prepareCorpsAttackStoppage(input: CorpsAttackStoppageInput): Prepared<CheckOutcome> {
  const purpose = 'corps attack stoppage dice';
  const table = chartView(CORPS_STOPPAGE_CHART, { reachableRows: [input.stoppageValue - 1], column: CORPS_STOPPAGE_CHART.columns.findIndex((c) => c.label === stoppageColumn(input.rating)) });
  const valueStep = step(CORPS_STOPPAGE, 'Stoppage value', `${input.stoppageValue}, as read from your chart (the grid of divisions and wrecked divisions is not in the charts available)`, { stoppageValue: input.stoppageValue, unconfirmed: true });
  if (input.night && input.defensiveOrders) {
    const steps = [valueStep, step(CORPS_STOPPAGE, 'Defensive orders at night', 'the check is ignored')];
    const none = outcome('pass', 'No check (Defensive orders at night)', [], ['No corps attack stoppage check.'], { kind: 'corpsAttackStoppage', needed: null, roll: null, stoppage: false });
    return checkKind({ steps, table, dicePlan: [], roll: () => none, highlights: [{ label: 'Corps attack stoppage', keys: ['stoppage'] }] });
  }
  const needed = stoppagePassNumber(CORPS_STOPPAGE_CHART, input.stoppageValue, input.rating);
  const modifier = input.night ? STOPPAGE_NIGHT_MODIFIER : 0;
  const steps: Step[] = [valueStep, step(CORPS_STOPPAGE, 'Number to pass (v3.2)', `stoppage value ${input.stoppageValue}, commander rated ${input.rating} (column ${stoppageColumn(input.rating)}): ${needed} or more passes`, { needed, edition: 'v3.2' })];
  if (input.night) steps.push(step(CORPS_STOPPAGE, 'Night', `${signed(STOPPAGE_NIGHT_MODIFIER)} from the dice`, { modifier }));
  return checkKind({
    steps,
    table,
    dicePlan: [`${purpose}, first die`, `${purpose}, second die`],
    roll(dice) {
      const [a, b] = twoDice(dice, purpose);
      const roll = a + b + modifier;
      const pass = roll >= needed;
      const label = pass ? 'Check passed' : 'Corps attack stoppage';
      return outcome(pass ? 'pass' : 'stoppage', label, [step(CORPS_STOPPAGE, 'Stoppage roll', `${a} + ${b}${modifier ? ` ${signed(modifier)}` : ''} = ${roll}, needing ${needed}: ${label.toLowerCase()}`, { roll, needed })], [pass ? 'The corps may continue its attack.' : 'Corps attack stoppage occurs.'], {
        kind: 'corpsAttackStoppage',
        needed,
        roll,
        stoppage: !pass,
      });
    },
    highlights: [{ label: 'Corps attack stoppage', keys: ['stoppage'] }],
  });
}
