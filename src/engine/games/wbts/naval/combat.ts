import { cellAt, chartView, oddsIndex } from '../../../core/chart';
import type { Prepared } from '../../../core/combat';
import { ruleError } from '../../../core/errors';
import type { Fraction } from '../../../core/fraction';
import { type Step, step } from '../../../core/explain';
import type { NavalCell, NavalEffect } from '../charts/cells';
import { type Charts, dieRows, useChart } from '../charts/read';
import { NAVAL_CRT_SLOT } from '../charts/slots';
import { type UnitLoss, spreadLosses } from '../ground/losses';
import type { NavalCombatInput, NavalUnit } from '../schema/naval';
import { NAVAL } from '../source';

export interface NavalOutcome {
  readonly kind: 'navalCombat';
  readonly key: string;
  readonly label: string;
  readonly die: number | null;
  readonly cell: NavalCell;
  readonly printed: string;
}

export type NavalSideEffects = { readonly losses: readonly UnitLoss[]; readonly retreats: boolean };

export type NavalCombatEffects = {
  readonly kind: 'navalCombat';
  readonly column: string | null;
  readonly die: number | null;
  readonly cell: string;
  readonly attacker: NavalSideEffects;
  readonly defender: NavalSideEffects;
};

const sum = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0);
const combatSp = (units: readonly NavalUnit[]) => sum(units.filter((u) => !u.transport).map((u) => u.sp));

function effectWords(side: string, e: NavalEffect | null): string {
  if (e === null) return `${side}: no effect`;
  return e.kind === 'eliminated' ? `${side} eliminated` : e.kind === 'retreats' ? `${side} retreats` : `${side} loses ${e.points} SP`;
}

/** A side's units after a naval result: transports go with the combat units that escort them. */
export function navalLosses(units: readonly NavalUnit[], e: NavalEffect | null): NavalSideEffects {
  const gone = (u: NavalUnit): UnitLoss => ({ name: u.name, lost: u.sp, eliminated: true });
  if (e?.kind === 'eliminated') return { losses: units.map(gone), retreats: false };
  const fighting = units.filter((u) => !u.transport);
  const spread = spreadLosses(
    fighting.map((u) => ({ name: u.name, sp: u.sp, type: 'infantry' })),
    e?.kind === 'loses' ? e.points : 0,
  );
  const escortsGone = spread.every((l) => l.eliminated);
  return { losses: units.map((u) => (u.transport ? (escortsGone ? gone(u) : { name: u.name, lost: 0, eliminated: false }) : (spread.find((l) => l.name === u.name) ?? gone(u)))), retreats: e?.kind === 'retreats' };
}

/** Naval combat: every friendly combat-capable unit attacks every enemy naval unit in the hex or hexside, on the Naval Combat Results Table. */
export function prepareNavalCombat(input: NavalCombatInput): Prepared<NavalOutcome, NavalCombatEffects> {
  const a = combatSp(input.attacker.units);
  const d = combatSp(input.defender.units);
  if (a === 0) throw ruleError('attacker.units', 'naval and river transports have no combat factor: only combat-capable naval units can attack (Naval Combat)');
  const steps: Step[] = [step(NAVAL, 'Naval combat', `all the attacker’s combat-capable naval units (${a} SP) attack all the enemy naval units (${d} SP of combat strength)`, { attacker: a, defender: d })];
  const describe = (o: NavalOutcome, column: string | null) => {
    const attacker = navalLosses(input.attacker.units, o.cell.attacker);
    const defender = navalLosses(input.defender.units, o.cell.defender);
    const lines = [...attacker.losses, ...defender.losses].filter((l) => l.lost > 0 || l.eliminated).map((l) => `${l.name}: ${l.eliminated ? 'eliminated' : `loses ${l.lost} SP`}`);
    if (attacker.retreats) lines.push('The attacker’s naval units retreat');
    if (defender.retreats) lines.push('The defender’s naval units retreat');
    return {
      steps: o.die === null ? [] : [step(NAVAL, 'Naval combat die', `${o.die}: column ${column ?? ''} reads ${o.printed} — ${o.label}`, { die: o.die })],
      checklist: lines.length > 0 ? lines : ['No effect'],
      effects: { kind: 'navalCombat' as const, column, die: o.die, cell: o.printed, attacker, defender },
    };
  };
  const highlights = (chance: (p: (o: NavalOutcome) => boolean) => Fraction) => [
    { label: 'Defender eliminated', probability: chance((o) => o.cell.defender?.kind === 'eliminated') },
    { label: 'Attacker eliminated', probability: chance((o) => o.cell.attacker?.kind === 'eliminated') },
    { label: 'Defender suffers any result', probability: chance((o) => o.cell.defender !== null) },
  ];
  if (d === 0) {
    steps.push(step(NAVAL, 'Transports alone', 'transports alone when attacked are automatically eliminated: no die is rolled'));
    const outcome: NavalOutcome = { kind: 'navalCombat', key: 'DE', label: 'Defender eliminated', die: null, cell: { attacker: null, defender: { kind: 'eliminated' } }, printed: 'DE' };
    return { steps, dicePlan: [], roll: () => outcome, describe: (o) => describe(o, null), highlights };
  }
  const use = useChart(NAVAL_CRT_SLOT, input.charts as Charts);
  const rows = dieRows(use);
  const at = oddsIndex(use.chart.columns, a, d);
  const column = use.chart.columns[at.index]?.label ?? '';
  steps.push(
    ...use.errata,
    step(use.chart.source, 'Odds', `${a} to ${d}, rounded in the defender's favour: column ${column}${at.clamped ? ` (held at your chart's ${at.clamped === 'low' ? 'first' : 'last'} column; the rules available do not say how such odds are read)` : ''}`, { column, ...(at.clamped ? { unconfirmed: true } : {}) }),
  );
  return {
    steps,
    table: chartView(use.chart, { column: at.index, reachableRows: [0, 1, 2, 3, 4, 5] }),
    dicePlan: ['naval combat die'],
    roll(dice) {
      const die = dice.d6('naval combat die');
      const cell = cellAt(use.chart, rows[die - 1] ?? 0, at.index);
      const printed = use.chart.printed[rows[die - 1] ?? 0]?.[at.index] ?? '';
      const label = cell.attacker === null && cell.defender === null ? 'No effect' : [cell.defender ? effectWords('Defender', cell.defender) : '', cell.attacker ? effectWords(cell.defender ? 'attacker' : 'Attacker', cell.attacker) : ''].filter(Boolean).join(', ');
      return { kind: 'navalCombat', key: label, label, die, cell, printed };
    },
    describe: (o) => describe(o, column),
    highlights,
  };
}
