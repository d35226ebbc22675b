import type { Highlight } from '../../../core/combat';
import { type Step, step } from '../../../core/explain';
import type { Fraction } from '../../../core/fraction';
import { ATTACKER_COLUMNS, DEFENDER_COLUMNS } from '../data/combat-chart';
import { RESULT_LETTERS } from '../data/results';
import { type CombatResult, applyResult, resultChecklist } from '../results';
import type { CombatInput, CombatUnitInput } from '../schema/combat';
import { gcacw } from '../titles';
import { signed } from './modifiers';
import type { CombatEffects, CombatOutcome, SideEffects } from './outcome';

const CHART = gcacw('Combat Chart');
const SUMMARY = gcacw('Summary of Combat Results');

function meaning(r: CombatResult): string {
  if (r.code === '-') return 'no effect';
  const parts: string[] = [];
  if (r.manpower > 0) parts.push(`lose ${r.manpower} Manpower`);
  const letters = [r.status, r.retreat, r.advance ? 'a' : undefined].filter((x): x is string => x !== undefined);
  for (const l of letters) {
    const entry = RESULT_LETTERS.find((e) => e.letter === l);
    if (entry) parts.push(`${l} = ${entry.name}`);
  }
  return parts.join('; ');
}

/**
 * One side's effects. Each unit's new state is given when its manpower, fatigue and disorganized
 * status were entered; a lone unit takes the whole Manpower loss, several units get the letter
 * effects and leave the Manpower split to the players (`manpowerLossToSplit`).
 */
function sideEffects(units: readonly CombatUnitInput[], r: CombatResult): SideEffects {
  const lone = units.length === 1;
  const known = units.every((u) => u.manpower !== undefined && u.fatigue !== undefined && u.disorganized !== undefined);
  return {
    result: r,
    manpowerLoss: r.manpower,
    ...(!lone && r.manpower > 0 ? { manpowerLossToSplit: r.manpower } : {}),
    ...(known
      ? {
          units: units.map((u, i) => {
            const applied = applyResult({ manpower: u.manpower ?? 0, fatigue: u.fatigue ?? 0, disorganized: u.disorganized ?? false, demoralized: u.demoralized }, r, lone ? r.manpower : 0);
            return { id: u.id ?? `unit ${i + 1}`, before: applied.before, after: applied.after, changes: applied.changes };
          }),
        }
      : {}),
  };
}

export function describeCombat(
  input: CombatInput,
  o: CombatOutcome,
  ctx: { readonly attackerFixed: number; readonly defenderFixed: number; readonly defCol: number; readonly attCol: number },
): { steps: Step[]; checklist: string[]; effects: CombatEffects } {
  const steps: Step[] = [];
  if (o.dice.subRoll !== undefined) {
    const even = o.dice.subRoll % 2 === 0;
    steps.push(step(gcacw('Artillery Modifier Summary'), 'Artillery sub-roll', `${o.dice.subRoll} (${even ? 'even' : 'odd'}): artillery modifier ${signed(o.artillery)}`, { subRoll: o.dice.subRoll, artillery: o.artillery }));
  }
  const att = o.dice.attacker + ctx.attackerFixed + (o.dice.subRoll === undefined ? 0 : o.artillery);
  const def = o.dice.defender + ctx.defenderFixed;
  const held = o.row === o.difference ? '' : `, held to row ${o.row > 0 ? '≥+10' : '≤-8'}`;
  steps.push(
    step(
      CHART,
      'Dice',
      `attacker's die ${o.dice.attacker} → ${att}; defender's die ${o.dice.defender} → ${def}; difference ${signed(o.difference)}${held}`,
      { attackerDie: o.dice.attacker, defenderDie: o.dice.defender, row: o.row },
    ),
  );
  steps.push(step(SUMMARY, "Defender's result", `column ${DEFENDER_COLUMNS[ctx.defCol]?.label ?? ''}: ${o.defender.code} — ${meaning(o.defender)}`, { result: o.defender.code }));
  steps.push(step(SUMMARY, "Attacker's result", `column ${ATTACKER_COLUMNS[ctx.attCol]?.label ?? ''}: ${o.attacker.code} — ${meaning(o.attacker)}`, { result: o.attacker.code }));
  return {
    steps,
    checklist: [...resultChecklist('Defender', o.defender, false, input.defender.units.length), ...resultChecklist('Attacker', o.attacker, true, input.attacker.units.length)],
    effects: {
      kind: 'combat',
      row: o.row,
      dice: o.dice,
      artillery: o.artillery,
      defender: sideEffects(input.defender.units, o.defender),
      attacker: sideEffects(input.attacker.units, o.attacker),
    },
  };
}

export function combatHighlights(chance: (predicate: (o: CombatOutcome) => boolean) => Fraction): Highlight[] {
  return [
    { label: 'Defender retreats or routs', probability: chance((o) => o.defender.retreat !== undefined) },
    { label: 'Defender routs (R or R*)', probability: chance((o) => o.defender.retreat === 'R' || o.defender.retreat === 'R*') },
    { label: 'Defender loses any Manpower', probability: chance((o) => o.defender.manpower > 0) },
    { label: 'Defender disorganized (D)', probability: chance((o) => o.defender.status === 'D') },
    { label: 'Attacker loses any Manpower', probability: chance((o) => o.attacker.manpower > 0) },
    { label: 'Attacker loses 2 or more Manpower', probability: chance((o) => o.attacker.manpower >= 2) },
    { label: 'Attacker may advance', probability: chance((o) => o.attacker.advance) },
  ];
}
