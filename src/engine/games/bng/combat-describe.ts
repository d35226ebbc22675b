import type { Highlight } from '../../core/combat';
import { type Step, step } from '../../core/explain';
import type { Fraction } from '../../core/fraction';
import { CRT_RESULTS, type CrtCode } from './crt';
import { DISORDERED_FROM } from './combat-dice';
import type { CombatSpec } from './combat-spec';
import type { BngCombatEffects, BngUnitEffects } from './effects';
import { MORALE_WORDS, afterDisorders } from './morale';
import { MULTIPLIER_WORDS, NIGHT_MULTIPLIER } from './odds';
import type { CombatOutcome } from './outcome';
import { rule } from './source';

function unitEffects(spec: CombatSpec, o: CombatOutcome): BngUnitEffects[] {
  const plan = spec.result(o.result ?? '-');
  const checking = plan.checking;
  return plan.units.map((u) => {
    const unit = u.side === 'attacker' ? spec.sides.attackers[u.index] : spec.sides.defenders[u.index];
    const moraleBefore = unit?.morale ?? 'normal';
    const at = checking.indexOf(u);
    const die = at === -1 ? undefined : o.checkDice[at];
    const disorderCheck = die === undefined ? null : { die, disordered: die >= DISORDERED_FROM };
    const disorders = u.automatic + (disorderCheck?.disordered ? 1 : 0);
    return { side: u.side, index: u.index, name: u.name, fate: u.fate, moraleBefore, disorders, disorderCheck, moraleAfter: afterDisorders(moraleBefore, disorders), rules: u.ref };
  });
}

export function combatEffects(spec: CombatSpec, o: CombatOutcome): BngCombatEffects {
  const multiplier = o.nightDie === null ? null : (NIGHT_MULTIPLIER[o.nightDie - 1] ?? 1);
  return {
    kind: 'combat',
    result: o.result,
    column: o.column === null ? null : (spec.chart?.columns[o.column]?.label ?? null),
    die: o.die,
    night: o.nightDie === null || multiplier === null ? null : { die: o.nightDie, multiplier },
    lossesAtPrintedStrength: o.result === 'Ex' || o.result === 'Ex*',
    removeUnderConstruction: spec.input.fieldworks === 'underConstruction' && o.result !== null,
    units: unitEffects(spec, o),
  };
}

export function combatSteps(spec: CombatSpec, o: CombatOutcome, effects: BngCombatEffects): Step[] {
  if (o.result === null || o.die === null || o.column === null || !spec.chartSource) return [];
  const steps: Step[] = [];
  if (effects.night) {
    const c = spec.columns[effects.night.die - 1];
    steps.push(step(rule('11.23'), 'Night die', `${effects.night.die}: the attack is ${MULTIPLIER_WORDS[String(effects.night.multiplier)]}, ${c?.attack ?? 0} against the defence`, { die: effects.night.die, multiplier: effects.night.multiplier, attack: c?.attack ?? 0 }));
  }
  const r = CRT_RESULTS[o.result];
  steps.push(step(spec.chartSource, 'Combat die', `${o.die} in column ${effects.column}: ${o.result} (${r.name})`, { die: o.die, column: effects.column ?? '', result: o.result }));
  steps.push(step(rule('Combat Results Table; 9.15, 12.11-12.13'), `What ${o.result} does`, r.does, { result: o.result }));
  for (const u of effects.units) {
    if (!u.disorderCheck) continue;
    steps.push(step(rule(u.rules), `Disorder check: ${u.name}`, `${u.disorderCheck.die}: ${u.disorderCheck.disordered ? `Disordered, ${MORALE_WORDS[u.moraleBefore]} → ${MORALE_WORDS[u.moraleAfter]}` : 'not Disordered'} (4-6 Disorders)`, { die: u.disorderCheck.die, disordered: u.disorderCheck.disordered }));
  }
  return steps;
}

const names = (units: readonly BngUnitEffects[]): string => units.map((u) => u.name).join(', ');

function fateLines(effects: BngCombatEffects, code: CrtCode | null): string[] {
  const lines: string[] = [];
  const of = (f: BngUnitEffects['fate'], side?: 'attacker' | 'defender') => effects.units.filter((u) => u.fate === f && (side === undefined || u.side === side));
  const before = of('retreatedBeforeCombat');
  const gone = of('eliminatedBeforeCombat');
  if (before.length > 0) lines.push(`Before combat: retreat ${names(before)} two hexes (12.34).`);
  if (gone.length > 0) lines.push(`Before combat: eliminate ${names(gone)}: it cannot retreat two hexes (12.34).`);
  if (code === null) return [...lines, 'No combat die: the attacker may advance one unit into each vacated hex (12.34).'];
  for (const side of ['attacker', 'defender'] as const) {
    const Side = side === 'attacker' ? 'Attacking' : 'Defending';
    const byChart = of('byYourChart', side);
    if (byChart.length > 0) lines.push(`${Side} ${names(byChart)}: apply ${code} as your Combat Results Table says — the seed does not say which units it removes${effects.lossesAtPrintedStrength ? '; count losses at printed strength (12.26)' : ''}.`);
    const retreat = of('retreat', side);
    if (retreat.length > 0) lines.push(`Retreat ${names(retreat)} as your rules say (the seed does not give the distance).`);
  }
  const may = of('mayRetreat');
  if (may.length > 0) lines.push(`${names(may)} (bombarding) may retreat with the attackers or stay (9.17); no Disorder either way.`);
  const exempt = of('exempt');
  if (exempt.length > 0) lines.push(`${names(exempt)} (bombarding): no adverse result (9.15).`);
  return lines;
}

export function combatChecklist(spec: CombatSpec, effects: BngCombatEffects): string[] {
  const lines = fateLines(effects, effects.result);
  for (const u of effects.units) {
    if (u.disorders === 0) continue;
    const how = u.disorderCheck ? `disorder check ${u.disorderCheck.die}` : u.disorders === 2 ? 'artillery retreating from an enemy-controlled hex, twice' : 'automatically';
    lines.push(`${u.name}, if it survives: ${MORALE_WORDS[u.moraleBefore]} → ${MORALE_WORDS[u.moraleAfter]} (${how}; ${u.rules}).`);
  }
  if (effects.removeUnderConstruction) lines.push('Remove the Breastworks Under Construction marker (10.34).');
  const moves = effects.units.some((u) => u.fate === 'retreat' || u.fate === 'byYourChart' || u.fate === 'retreatedBeforeCombat' || u.fate === 'eliminatedBeforeCombat');
  if (moves) {
    lines.push('Artillery never advances after combat (9.47); nor do Routed units (12.35).');
    lines.push('A unit that retreats or advances into a town/urban hex is Disordered if it was in good order (12.17).');
  }
  if (spec.input.night) lines.push('Night: units that did not attack are not affected; none advances into a hex a non-attacking unit holds (11.22).');
  if (lines.length === 0) lines.push('No effect.');
  return lines;
}

export function combatHighlights(spec: CombatSpec, chance: (p: (o: CombatOutcome) => boolean) => Fraction): Highlight[] {
  if (!spec.chart) return [];
  const reachable = new Set<CrtCode>();
  for (const c of spec.columns) for (const row of spec.chart.cells) reachable.add(row[c.index] as CrtCode);
  const highlights: Highlight[] = [...reachable].map((code) => ({ label: code === '-' ? 'No effect' : `${CRT_RESULTS[code].name} (${code})`, probability: chance((o) => o.result === code) }));
  highlights.push({ label: 'Any attacking unit Disordered by its check', probability: chance((o) => o.attackersDisordered > 0) });
  highlights.push({ label: 'Any defending unit Disordered by its check', probability: chance((o) => o.defendersDisordered > 0) });
  return highlights;
}
