import { type Step, step } from '../../core/explain';
import { INFANTRY_CRTS } from './charts';
import type { Setting } from './infantry-outcomes';
import { REF, wildernessSource } from './source';
import type { InfantryEffects } from './types';

/** What an infantry combat's result means: the steps that read it and what to do on the board. */

function points(n: number): string {
  return `${n} printed strength point${n === 1 ? '' : 's'}`;
}

export function checklist(setting: Setting, e: InfantryEffects): string[] {
  const list = [
    e.attackerLoss === 0
      ? 'Attacker loses nothing'
      : `Attacker loses ${points(e.attackerLoss)}${e.attackerLossDoubled ? ' (doubled: the defender is entrenched)' : ''}, taken from the attacking units (see the Unit Reduction rules)`,
    e.defenderLoss === 0
      ? 'Defender loses nothing'
      : `Defender loses ${points(e.defenderLoss)}, split among ${setting.fortified ? 'combat and Fortification units' : 'the defending units'} as the defender chooses`,
  ];
  if (e.defenderEliminated) list.push('Defender eliminated: the attacker may advance any of the attacking units into the vacated hex');
  if (e.attackerEliminated) list.push('All attacking units eliminated: the defender may not advance after combat');
  list.push('Apply this result now, before resolving any other combat');
  return list;
}

export function resultSteps(setting: Setting, e: InfantryEffects): Step[] {
  if (e.die === null || e.row === null) {
    return [step(wildernessSource(REF.howToUseCrt), 'Result', 'automatic (Hasty Attack at odds worse than 1-2): attacker loses 1, defender loses nothing; no die rolled')];
  }
  const src = setting.table.chart.source;
  const cell = setting.table.chart.printed[e.row - 1]?.[INFANTRY_CRTS.columns.indexOf(e.column)] ?? '';
  const steps = [
    step(src, 'Combat die', e.row === e.die ? `rolled ${e.die}` : `rolled ${e.die}, +${e.row - e.die} = ${e.row}`, { die: e.die, row: e.row }),
    step(src, 'Result', `table "${setting.table.name}", column ${e.column}, row ${e.row}: ${cell} (attacker/defender points lost)`, { cell }),
  ];
  if (e.attackerLossDoubled) {
    steps.push(step(wildernessSource(REF.terrain), "Attacker's losses doubled", `the defender is entrenched: ${cell.slice(0, cell.indexOf('/'))} doubled = ${e.attackerLoss}`));
  }
  if (e.defenderEliminated) {
    steps.push(step(wildernessSource(REF.crtResults), 'Defender eliminated', `loss ${e.defenderLoss} ≥ the defenders' printed ${setting.printed.defender}: the attacker may advance into the vacated hex`));
  }
  if (e.attackerEliminated) {
    steps.push(step(wildernessSource(REF.crtResults), 'Attackers eliminated', `loss ${e.attackerLoss} ≥ the attackers' printed ${setting.printed.attacker}: the defender may not advance`));
  }
  return steps;
}
