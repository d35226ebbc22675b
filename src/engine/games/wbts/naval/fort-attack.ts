import { cellAt, chartView, oddsIndex } from '../../../core/chart';
import type { Prepared } from '../../../core/combat';
import { ruleError } from '../../../core/errors';
import { type Step, step } from '../../../core/explain';
import type { CrtCell } from '../charts/cells';
import { type Charts, dieRows, useChart } from '../charts/read';
import { ATTRITION_SLOT, CRT_SLOTS } from '../charts/slots';
import { type UnitLoss, attritionLoss, spreadLosses } from '../ground/losses';
import { FORT_MULTIPLIER, fortCounted, fortifiedStrength } from '../ground/strength';
import type { NavalFortAttackInput } from '../schema/naval';
import { NAVAL_FORTS } from '../source';
import { type Passage, type TransitReader, passageWords, passagesKey, rollPassages, transitReader } from './transit';

export interface FortAttackOutcome {
  readonly kind: 'navalFortAttack';
  readonly key: string;
  readonly label: string;
  readonly die: number;
  readonly cell: CrtCell;
  readonly printed: string;
  readonly garrisonLoss: number;
  /** The retreating naval units' Naval Transit Attack rolls, when the attacker must retreat. */
  readonly passages: readonly Passage[];
}

export type FortAttackEffects = {
  readonly kind: 'navalFortAttack';
  readonly column: string;
  readonly die: number;
  readonly cell: string;
  /** Any attacker loss costs one of the attacking naval units whole. */
  readonly navalUnitsLost: number;
  readonly attackerRetreats: boolean;
  /** What the Naval Transit Attack did to each retreating unit, in order: the player assigns them to the units that retreat. */
  readonly transit: readonly Passage[];
  readonly garrison: { readonly lossPercent: number; readonly lossSp: number; readonly losses: readonly UnitLoss[] };
};

const sum = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0);

/**
 * Naval units attacking a fortification in the movement phase: their strength against the garrison
 * doubled or tripled, on Combat Results Table 1. Any attacker loss costs a whole naval unit; the
 * garrison ignores retreats; naval units that must retreat first undergo Naval Transit Attack.
 */
export function prepareNavalFortAttack(input: NavalFortAttackInput): Prepared<FortAttackOutcome, FortAttackEffects> {
  const charts = input.charts as Charts;
  const crt = useChart(CRT_SLOTS[1], charts);
  const attrition = useChart(ATTRITION_SLOT, charts);
  const rows = dieRows(crt);
  const a = sum(input.attacker.units.map((u) => u.sp));
  const garrison = sum(input.defender.units.map((u) => u.sp));
  const fort = input.defender.fort;
  const counted = fortCounted(garrison, fort);
  const d = fortifiedStrength(garrison, fort);
  const at = oddsIndex(crt.chart.columns, a, d);
  const column = crt.chart.columns[at.index]?.label ?? '';
  const cells = rows.map((r) => cellAt(crt.chart, r, at.index));
  let transit: TransitReader | undefined;
  if (cells.some((c) => c.attackerRetreats)) {
    if (input.attacker.transitColumn === undefined) throw ruleError('attacker.transitColumn', `column ${column} of your Combat Results Table 1 can make the naval units retreat, and a retreating unit first undergoes Naval Transit Attack: name the column of your Naval Transit Attack table to read (Naval Units and Fortifications)`);
    transit = transitReader(charts, input.attacker.transitColumn, 'attacker.transitColumn');
  }
  const steps: Step[] = [
    ...crt.errata,
    ...attrition.errata,
    ...(transit?.use.errata ?? []),
    step(NAVAL_FORTS, 'Naval attack on a fortification', `${a} naval SP against the garrison, ${garrison} SP ×${FORT_MULTIPLIER[fort]} in a ${fort}${garrison > counted ? ` (only ${counted} SP count ×${FORT_MULTIPLIER[fort]})` : ''} = ${d}, on Combat Results Table 1: column ${column}${at.clamped ? ' (held at the edge of your chart; the rules available do not say how such odds are read)' : ''}. The garrison ignores retreats; the fortification itself is never damaged`, { attacker: a, defender: d, column, ...(at.clamped ? { unconfirmed: true } : {}) }),
  ];
  const units = input.attacker.units.length;
  return {
    steps,
    table: chartView(crt.chart, { column: at.index, reachableRows: [0, 1, 2, 3, 4, 5] }),
    dicePlan: ['combat die', ...(transit ? ['Naval Transit Attack, for each unit that retreats'] : [])],
    roll(dice) {
      const die = dice.d6('combat die');
      const row = rows[die - 1] ?? 0;
      const cell = cellAt(crt.chart, row, at.index);
      const lost = cell.attackerLoss > 0 ? 1 : 0;
      const passages = cell.attackerRetreats && transit ? rollPassages(transit, units - lost, dice) : [];
      const garrisonLoss = Math.min(garrison, attritionLoss(attrition, garrison, cell.defenderLoss));
      const parts = [`garrison loses ${garrisonLoss} SP`, ...(lost ? ['a naval unit lost'] : []), ...(cell.attackerRetreats ? [`naval units retreat${passages.length > 0 ? ` (transit: ${passagesKey(passages)})` : ''}`] : [])];
      const label = parts.join(', ');
      return { kind: 'navalFortAttack', key: label, label: label.charAt(0).toUpperCase() + label.slice(1), die, cell, printed: crt.chart.printed[row]?.[at.index] ?? '', garrisonLoss, passages };
    },
    describe(o) {
      const lost = o.cell.attackerLoss > 0 ? 1 : 0;
      const losses = spreadLosses(input.defender.units.map((u) => ({ ...u, type: 'garrison' })), o.garrisonLoss);
      const checklist = [
        ...losses.filter((l) => l.lost > 0).map((l) => `Garrison: ${l.name} loses ${l.lost} SP${l.eliminated ? ' (eliminated)' : ''}`),
        ...(lost ? ['Remove one of the attacking naval units: any attacker loss costs a whole naval unit'] : []),
        ...(o.cell.attackerRetreats ? o.passages.map((p, i) => `Retreating naval unit ${i + 1}: Naval Transit Attack die ${p.die}, ${passageWords(p.result)}${p.result.kind === 'destroyed' ? '' : ', then retreats'}`) : []),
      ];
      return {
        steps: [
          step(crt.chart.source, 'Combat die', `${o.die}: column ${column} reads ${o.printed}`, { die: o.die }),
          step(attrition.chart.source, 'Garrison’s loss', `${o.cell.defenderLoss}% of ${garrison} SP → ${o.garrisonLoss} SP`, { percent: o.cell.defenderLoss, sp: o.garrisonLoss }),
        ],
        checklist: checklist.length > 0 ? checklist : ['No effect'],
        effects: {
          kind: 'navalFortAttack',
          column,
          die: o.die,
          cell: o.printed,
          navalUnitsLost: lost,
          attackerRetreats: o.cell.attackerRetreats,
          transit: o.passages,
          garrison: { lossPercent: o.cell.defenderLoss, lossSp: o.garrisonLoss, losses },
        },
      };
    },
    highlights: (chance) => [
      { label: 'The garrison loses any SP', probability: chance((o) => o.garrisonLoss > 0) },
      { label: 'A naval unit is lost', probability: chance((o) => o.cell.attackerLoss > 0) },
      { label: 'A naval unit is destroyed in transit', probability: chance((o) => o.passages.some((p) => p.result.kind === 'destroyed')) },
    ],
  };
}
