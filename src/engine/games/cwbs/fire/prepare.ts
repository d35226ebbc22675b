import type { Prepared } from '../../../core/combat';
import { chartView } from '../../../core/chart';
import { type Step, step } from '../../../core/explain';
import { EDITION_CELL, FIRE_CHARTS } from '../data/fire-table';
import type { FireEffects } from '../effects';
import { moraleSpec } from '../morale/check';
import type { FireInput } from '../schema/index';
import { EDITION_NAMES, type Edition, FIRE_NOTES, FIRE_TABLE, LEADER_LOSS, MORALE_TABLE } from '../source';
import { type FireOutcome, type FireSpec, fireDicePlan, fireDistribution, rollFire } from './chain';
import { fireChecklist, fireEffects, fireHighlights, fireSteps } from './describe';
import { totalFirePoints } from './points';
import { fireColumnAfterShifts } from './shifts';
import { stragglerModifier } from './straggler';

/** The one cell where the editions differ, said where a column in use holds it. */
export function editionStep(edition: Edition, columns: readonly (number | undefined)[]): Step {
  const other: Edition = edition === 'seed' ? 'v3.2' : 'seed';
  const differs = columns.includes(EDITION_CELL.column) ? `; in this column a roll of 3 reads ${EDITION_CELL[edition]} (${other}: ${EDITION_CELL[other]})` : '';
  return step(FIRE_TABLE, 'Edition', `Fire Combat Table as printed in ${EDITION_NAMES[edition]}${differs}`, { edition });
}

/** One fire combat: fire points, column and shifts, then the dice down the whole chain. */
export function prepareFire(input: FireInput): Prepared<FireOutcome> {
  const chart = FIRE_CHARTS[input.edition];
  const target = input.target;
  const points = totalFirePoints(input.firers, target.type, 'firers');
  const columns = fireColumnAfterShifts(chart, points.rounded, { target, night: input.night, upSlope: input.upSlope, firersLowAmmo: input.firers.some((f) => f.lowAmmo), flankedDefenderFiring: false });
  const check = (fireUp: 0 | 1 | 2) => moraleSpec(target, { night: input.night, fireUp, path: 'target', who: 'Target' });
  const morale = [check(0), check(1), check(2)] as const;
  const straggler = stragglerModifier(target, input.night, 'Target');
  const leaders = target.leaders.map((l) => l.name);
  const spec: FireSpec = { chart, column: columns.column, straggler: { modifier: straggler.modifier, grade: morale[0].grade }, morale, leaders, purpose: 'fire' };
  const steps: Step[] = [
    editionStep(input.edition, [columns.column]),
    ...points.steps,
    ...columns.steps,
    ...straggler.steps,
    step(MORALE_TABLE, 'Target: morale check', "if the fire result calls for one (m, m-1, m-2 or a loss), on the top unit's row below"),
    ...morale[0].steps,
    step(FIRE_NOTES, 'Target: morale check after m-1 or m-2', `m-1 moves the check up 1 row (row ${morale[1].row + 1}), m-2 up 2 rows (row ${morale[2].row + 1})${morale[2].shift.stopped && !morale[0].shift.stopped ? ', held at row 1 (past it is unconfirmed)' : ''}`, { rowAfterM1: morale[1].row + 1, rowAfterM2: morale[2].row + 1 }),
  ];
  if (leaders.length > 0) steps.push(step(LEADER_LOSS, 'Leader loss', `if the stack takes a casualty, two dice for each leader: ${leaders.join(', ')}`));
  return {
    steps,
    table: chartView(chart, { column: columns.column, reachableRows: chart.rows.map((_r, i) => i) }),
    dicePlan: fireDicePlan(spec),
    roll: (dice) => rollFire(spec, dice),
    distribution: () => fireDistribution(spec),
    describe: (o) => {
      const effects: FireEffects = fireEffects(spec, o);
      return { steps: fireSteps(spec, o, 'Fire'), checklist: fireChecklist(spec, o), effects };
    },
    highlights: (chance) => fireHighlights(spec, chance),
  };
}
