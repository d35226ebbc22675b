import { cellAt } from '../../../core/chart';
import type { Prepared } from '../../../core/combat';
import { step } from '../../../core/explain';
import { type Charts, dieRows, labelColumn, useChart } from '../charts/read';
import { BOMBARDMENT_SLOT } from '../charts/slots';
import type { BombardmentInput } from '../schema/siege';
import { SIEGE_COMBAT } from '../source';

export interface BombardmentOutcome {
  readonly kind: 'bombardment';
  readonly key: string;
  readonly label: string;
  readonly dice: readonly number[];
  readonly reductions: number;
}

export type BombardmentEffects = {
  readonly kind: 'bombardment';
  readonly fort: BombardmentInput['fort'];
  readonly dice: readonly number[];
  /** Successful bombardments: each reduces the fort or fortress as the Siege Bombardment Table says. */
  readonly reductions: number;
};

/** Siege combat by bombardment in the strategic turn: one roll on the Siege Bombardment Table for each siege train in the hex; no combat supply is used. */
export function prepareBombardment(input: BombardmentInput): Prepared<BombardmentOutcome, BombardmentEffects> {
  const use = useChart(BOMBARDMENT_SLOT, input.charts as Charts);
  const column = labelColumn(use, input.column, 'column');
  const rows = dieRows(use);
  const label = (n: number) => (n === 0 ? 'No reduction' : `${n} successful bombardment${n === 1 ? '' : 's'}`);
  return {
    steps: [
      step(SIEGE_COMBAT, 'Bombardment', `${input.leader} is present, so attack initiative is automatic; ${input.siegeTrains} siege train${input.siegeTrains === 1 ? '' : 's'} bombard${input.siegeTrains === 1 ? 's' : ''} the ${input.fort}, one die each on column ${use.chart.columns[column]?.label ?? ''}; no combat supply is used, and no other siege combat this strategic turn`, { trains: input.siegeTrains }),
    ],
    dicePlan: Array.from({ length: input.siegeTrains }, (_, i) => `siege train ${i + 1}`),
    roll(dice) {
      const faces = Array.from({ length: input.siegeTrains }, (_, i) => dice.d6(`siege train ${i + 1}`));
      const reductions = faces.filter((f) => cellAt(use.chart, rows[f - 1] ?? 0, column) === 'reduced').length;
      return { kind: 'bombardment', key: String(reductions), label: label(reductions), dice: faces, reductions };
    },
    describe: (o) => ({
      steps: o.dice.map((f, i) => step(use.chart.source, `Siege train ${i + 1}`, `die ${f}: ${cellAt(use.chart, rows[f - 1] ?? 0, column) === 'reduced' ? 'the fort is reduced' : 'no effect'}`, { die: f })),
      checklist: [o.reductions === 0 ? `The ${input.fort} holds` : `Reduce the ${input.fort} ${o.reductions === 1 ? 'once' : `${o.reductions} times`}, as your Siege Bombardment Table says`],
      effects: { kind: 'bombardment', fort: input.fort, dice: o.dice, reductions: o.reductions },
    }),
    highlights: (chance) => [{ label: 'At least one successful bombardment', probability: chance((o) => o.reductions > 0) }],
  };
}
