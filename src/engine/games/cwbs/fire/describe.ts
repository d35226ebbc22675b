import type { Highlight } from '../../../core/combat';
import { type Step, step } from '../../../core/explain';
import { type Fraction, fraction, mul } from '../../../core/fraction';
import { formatFireResult } from '../data/fire-table';
import { LEADER_LOSS_CHART, type LeaderLossResult, leaderLoss } from '../data/losses';
import { STRAGGLER_HALVES, stragglerHalf } from '../data/straggler';
import { MORALE_CHART, MORALE_RESULTS } from '../data/morale';
import type { FireEffects, LeaderEffects } from '../effects';
import { moraleChecklist, moraleEffects, moraleStep } from '../morale/check';
import { FIRE_NOTES, FIRE_TABLE, LEADER_LOSS, STRAGGLER_TABLE } from '../source';
import { type FireOutcome, type FireSpec, moraleFor } from './chain';

/** The chance of a Leader Loss Check result on two dice. */
function leaderLossChance(result: LeaderLossResult): Fraction {
  let ways = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (leaderLoss(LEADER_LOSS_CHART, a + b) === result) ways++;
  return fraction(ways, 36);
}

const LEADER_WORDS = { killed: 'killed', wounded: 'wounded', none: 'no effect' } as const;

/** The dice of one fire combat in words, each with its rule. */
export function fireSteps(spec: FireSpec, o: FireOutcome, who: string): Step[] {
  const steps: Step[] = [];
  const column = spec.chart.columns[spec.column]?.label ?? '';
  steps.push(step(FIRE_TABLE, `${who}: fire roll`, `${o.roll} in column ${column === '≤0' ? 'less than 1' : column}: ${formatFireResult(o.result)}`, { roll: o.roll, result: formatFireResult(o.result) }));
  if (o.lowAmmo) steps.push(step(FIRE_NOTES, `${who}: Low Ammo`, `a fire roll of ${o.roll}: the firing brigades go Low Ammo`, { lowAmmo: true }));
  if (o.roundingDie !== undefined) {
    steps.push(step(FIRE_NOTES, `${who}: ½ loss die`, `${o.roundingDie}: ${o.roundingDie >= 4 ? 'up' : 'down'}, ${formatFireResult(o.result)} becomes ${o.casualties}`, { die: o.roundingDie, casualties: o.casualties }));
  }
  const half = stragglerHalf(o.lossBeforeRounding);
  if (half !== undefined && o.stragglerDie !== undefined && o.stragglerRoll !== undefined) {
    const chart = STRAGGLER_HALVES[half];
    const held = o.stragglerRoll > 8 ? `; the table stops at 8, so row 8 is read (the charts do not say, unconfirmed)` : '';
    steps.push(
      step(STRAGGLER_TABLE, `${who}: straggler check`, `${chart.title}, grade ${spec.straggler.grade}: die ${o.stragglerDie}${spec.straggler.modifier > 0 ? ` +${spec.straggler.modifier} = ${o.stragglerRoll}` : ''}${held}: ${o.stragglers === 0 ? 'no stragglers' : `${o.stragglers} strength point${o.stragglers === 1 ? '' : 's'} lost to stragglers`}`, {
        die: o.stragglerDie,
        roll: o.stragglerRoll,
        stragglers: o.stragglers,
        ...(held === '' ? {} : { unconfirmed: true }),
      }),
    );
  } else if (o.result.kind === 'loss') {
    steps.push(step(STRAGGLER_TABLE, `${who}: straggler check`, 'fire results under ½ need no straggler check'));
  }
  const morale = moraleFor(spec, o.result);
  if (morale && o.morale) steps.push(moraleStep(morale, `${who}: target`, o.morale));
  for (const l of o.leaders) steps.push(step(LEADER_LOSS, `${who}: leader loss`, `${l.name}: ${l.roll}, ${LEADER_WORDS[l.result]}`, { roll: l.roll, result: l.result }));
  return steps;
}

export function leaderEffects(o: FireOutcome): LeaderEffects[] {
  return o.leaders.map((l) => ({ name: l.name, result: l.result, roll: l.roll }));
}

export function fireEffects(spec: FireSpec, o: FireOutcome): FireEffects {
  const morale = moraleFor(spec, o.result);
  return {
    kind: 'fire',
    fireResult: formatFireResult(o.result),
    roll: o.roll,
    lossBeforeRounding: o.lossBeforeRounding,
    casualties: o.casualties,
    stragglers: o.stragglers,
    lowAmmo: o.lowAmmo,
    morale: morale && o.morale ? moraleEffects(morale, o.morale) : null,
    leaders: leaderEffects(o),
  };
}

export function lossChecklist(who: string, o: FireOutcome): string[] {
  const list: string[] = [];
  if (o.casualties > 0) list.push(`${who}: lose ${o.casualties} strength point${o.casualties === 1 ? '' : 's'} (casualties).`);
  if (o.stragglers > 0) list.push(`${who}: lose ${o.stragglers} strength point${o.stragglers === 1 ? '' : 's'} to stragglers; mark the brigade.`);
  for (const l of o.leaders) if (l.result !== 'none') list.push(`${l.name} is ${l.result}.`);
  return list;
}

export function fireChecklist(spec: FireSpec, o: FireOutcome): string[] {
  const list = lossChecklist('Target', o);
  const morale = moraleFor(spec, o.result);
  if (morale && o.morale) list.push(...moraleChecklist('Target', moraleEffects(morale, o.morale)));
  if (o.lowAmmo) list.push('Firing brigades: mark Low Ammo.');
  if (list.length === 0) list.push('No effect.');
  return list;
}

/** Chances of each casualty count a column can give, of any stragglers, and of leader losses (the casualty chance times the Leader Loss Check's). */
export function lossHighlights(spec: FireSpec, chance: (p: (o: FireOutcome) => boolean) => Fraction, who: string): Highlight[] {
  let most = 0;
  for (const row of spec.chart.cells) {
    const cell = row[spec.column];
    if (cell?.kind === 'loss') most = Math.max(most, Math.ceil(cell.points));
  }
  const highlights: Highlight[] = [];
  for (let n = 0; n <= most; n++) highlights.push({ label: `${who}: ${n === 1 ? '1 casualty' : `${n} casualties`}`, probability: chance((o) => o.casualties === n) });
  highlights.push({ label: `${who}: any stragglers`, probability: chance((o) => o.stragglers > 0) });
  if (spec.leaders.length > 0) {
    const hit = chance((o) => o.casualties > 0);
    const killed = mul(hit, leaderLossChance('killed'));
    const wounded = mul(hit, leaderLossChance('wounded'));
    for (const name of spec.leaders) highlights.push({ label: `${name} killed`, probability: killed }, { label: `${name} wounded`, probability: wounded });
  }
  return highlights;
}

export function fireHighlights(spec: FireSpec, chance: (p: (o: FireOutcome) => boolean) => Fraction): Highlight[] {
  const highlights = lossHighlights(spec, chance, 'Target');
  if (spec.morale) {
    const rows = spec.morale.map((m) => MORALE_CHART.cells[m.row] ?? []);
    if (spec.chart.cells.some((r) => r[spec.column]?.kind === 'none')) highlights.push({ label: 'Target: no morale check', probability: chance((o) => o.morale === undefined) });
    MORALE_RESULTS.forEach((r, c) => {
      if (rows.some((row) => row[c] !== null)) highlights.push({ label: `Target morale: ${r.label}`, probability: chance((o) => o.morale?.result.key === r.key) });
    });
  }
  highlights.push({ label: 'Firers go Low Ammo', probability: chance((o) => o.lowAmmo) });
  return highlights;
}
