import type { Prepared } from '../../../core/combat';
import { chartView } from '../../../core/chart';
import { MORALE_CHART, MORALE_RESULTS } from '../data/morale';
import { moraleChecklist, moraleEffects, moraleSpec, moraleStep, rollMorale } from '../morale/check';
import type { MoraleInput } from '../schema/index';
import { type CheckOutcome, checkKind, outcome } from './outcome';

const PURPOSE = 'morale check';

/** A morale check on its own: the top unit's row, its shifts, and a d66. */
export function prepareMorale(input: MoraleInput): Prepared<CheckOutcome> {
  const fireUp = input.fireResult === 'm-2' ? 2 : input.fireResult === 'm-1' ? 1 : 0;
  const spec = moraleSpec(input.unit, { night: input.night, ...(input.closeCombat ? { closeCombat: input.closeCombat } : {}), fireUp, path: 'unit', who: 'Unit' });
  const row = MORALE_CHART.cells[spec.row] ?? [];
  return checkKind({
    steps: spec.steps,
    table: chartView(MORALE_CHART, { reachableRows: [spec.row] }),
    dicePlan: [`${PURPOSE}, tens die`, `${PURPOSE}, units die`],
    roll(dice) {
      const m = rollMorale(spec, dice.d6(`${PURPOSE}, tens die`), dice.d6(`${PURPOSE}, units die`));
      const effects = moraleEffects(spec, m);
      return outcome(m.result.key, m.result.label, [moraleStep(spec, 'Unit', m)], moraleChecklist('Unit', effects), { kind: 'morale', ...effects });
    },
    highlights: MORALE_RESULTS.filter((_r, c) => row[c] !== null).map((r) => ({ label: r.label, keys: [r.key] })),
  });
}

