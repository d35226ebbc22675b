import type { Highlight } from '../../../core/combat';
import { type Step, step } from '../../../core/explain';
import type { Fraction } from '../../../core/fraction';
import type { GroundInput } from '../schema/ground';
import { COMBAT_SUPPLY, INITIATIVE, LEADER_RATING, LOSS_SPREAD, NAVAL_SUPPORT, RESULTS, TERRAIN, wbts } from '../source';
import { type UnitLoss, spreadLosses } from './losses';
import type { CombatReading, DieChange, GroundEffects, GroundOutcome, SideSupplyEffects, SupplyRoll } from './outcome';
import type { Command } from './command';
import { comesOffBetter } from './margin';
import type { LeaderShift } from './rules';

/** What the description of an outcome needs from the preparation. */
export interface GroundContext {
  readonly command: Command;
  readonly total: number;
  readonly shift: LeaderShift;
  /** Highlights for each fixed die change the choosing side could make, when it has a choice. */
  readonly choices?: () => Highlight[];
  readonly initiativeLeader: string;
  /** Only the supply dice are rolled: the combat's supply step. */
  readonly supplyStep: boolean;
  /** Only the combat die is rolled: the die change is chosen once it is seen. */
  readonly dieStep?: boolean;
  /** At the die step: the reading of a die moved by a fixed change, each side supplied or not. */
  readonly readAt?: (die: number, aSupplied: boolean, dSupplied: boolean, shift: number) => CombatReading;
}

/** Each change the choosing side may make to the die seen: up to the net rating either way, the die within 1 to 6. */
function dieChanges(c: CombatReading, o: GroundOutcome, ctx: GroundContext): DieChange[] {
  const { readAt } = ctx;
  if (!ctx.dieStep || !readAt) return [];
  const out: DieChange[] = [];
  for (let shift = -ctx.shift.net; shift <= ctx.shift.net; shift++) {
    const die = c.die + shift;
    if (die < 1 || die > 6) continue;
    const r = readAt(c.die, o.attackerSupply?.supplied ?? true, o.defenderSupply?.supplied ?? true, shift);
    out.push({ shift, die, cell: r.cell, attackerLoss: r.attackerLoss, defenderLoss: r.defenderLoss, attackerRetreats: r.attackerRetreats, defenderRetreats: r.defenderRetreats });
  }
  return out;
}

const ADVANCE: Readonly<Record<GroundInput['kind'], string>> = {
  combat: 'The attacker may advance into the hex',
  attackFromMarch: 'The attacker may enter the hex, and moves no further',
  storm: 'The attacker may enter the fort',
  siegeCombat: 'The attacker may enter the fort',
};

function supplyEffects(s: SupplyRoll | null): SideSupplyEffects | null {
  return s === null ? null : { die: s.die, needed: s.needed, spent: s.supplied ? s.needed : 0, supplied: s.supplied };
}

function supplyStep(side: 'Attacker' | 'Defender', s: SupplyRoll | null, available: number): Step[] {
  if (s === null) return [];
  const verdict = s.supplied ? (s.needed === 0 ? 'no supply needed' : `spends ${s.needed} of the ${available} in reach`) : `short (${available} in reach): fights at half strength rounded down, losses doubled, no advance`;
  return [step(COMBAT_SUPPLY, `${side}’s combat supply`, `die ${s.die}: the table asks ${s.needed} — ${verdict}`, { die: s.die, needed: s.needed, supplied: s.supplied })];
}

function lossLines(side: string, losses: readonly UnitLoss[]): string[] {
  return losses.filter((l) => l.lost > 0 || l.eliminated).map((l) => `${side}: ${l.name} loses ${l.lost} SP${l.eliminated ? ' (eliminated)' : ''}`);
}

export function describeGround(input: GroundInput, o: GroundOutcome, ctx: GroundContext): { steps: Step[]; checklist: string[]; effects: GroundEffects } {
  const steps: Step[] = [];
  const checklist: string[] = [];
  if (o.initiative) {
    steps.push(step(INITIATIVE, 'Initiative roll', `${ctx.initiativeLeader} rolls ${o.initiative.die}: ${o.initiative.passed ? 'passes, the attack goes ahead' : 'fails, no attack'}`, { die: o.initiative.die, passed: o.initiative.passed }));
  }
  const attacked = !o.initiative || o.initiative.passed;
  steps.push(...supplyStep('Attacker', o.attackerSupply, input.attacker.supply), ...supplyStep('Defender', o.defenderSupply, input.defender.supply));
  const attackerUnits = input.attacker.hexes.flatMap((h) => h.units);
  const c = o.combat;
  const aLosses = spreadLosses(attackerUnits, c?.attackerLoss ?? 0);
  const dLosses = spreadLosses(input.defender.units, c?.defenderLoss ?? 0);
  const dislodged = c !== null && (c.defenderRetreats || dLosses.every((l) => l.eliminated));
  const mayIgnoreRetreat = c !== null && c.defenderRetreats && (input.kind === 'combat' || input.kind === 'attackFromMarch') && input.defender.terrain !== 'other';
  const mayAdvance = dislodged && (o.attackerSupply?.supplied ?? true) && !(c?.attackerRetreats ?? false);
  const shiftUsed = c !== null && c.shift !== 0 && !ctx.dieStep;
  // Supply rolled at the supply step was spent there (its entry's checklist says so).
  const supplyRolledBefore = 'supplyDice' in input && input.supplyDice !== undefined;
  const chooser = `the ${ctx.shift.chooser ?? 'attacker'}${ctx.shift.leader ? ` (${ctx.shift.leader})` : ''}`;
  if (c && ctx.dieStep) {
    const suggested = c.shift === 0 ? 'leave it as rolled' : `move it ${c.shift > 0 ? '+' : ''}${c.shift} (row ${c.row})`;
    steps.push(
      step(
        LEADER_RATING,
        'Combat die',
        `${c.die}: ${chooser} may move it up to ${ctx.shift.net} row${ctx.shift.net === 1 ? '' : 's'} either way, risking Leader loss. Suggested: ${suggested}, which reads ${c.cell} (the attacker loses ${c.attackerLoss} SP, the defender ${c.defenderLoss} SP)`,
        { die: c.die, suggested: c.shift },
      ),
    );
    checklist.push(`${chooser[0]?.toUpperCase()}${chooser.slice(1)} chooses how to move the die (at most ${ctx.shift.net} row${ctx.shift.net === 1 ? '' : 's'}), then the combat is resolved`);
  } else if (c) {
    const moved = c.shift === 0 ? '' : `, moved ${c.shift > 0 ? '+' : ''}${c.shift} by ${ctx.shift.chooser === 'attacker' ? 'the attacker' : 'the defender'}${ctx.shift.leader ? ` (${ctx.shift.leader})` : ''}`;
    steps.push(step(wbts(`Combat Results Table ${ctx.total}`), 'Combat die', `${c.die}${moved}: row ${c.row}, column ${c.column} (${c.attackerStrength} to ${c.defenderStrength}) reads ${c.cell}`, { die: c.die, shift: c.shift, row: c.row, column: c.column, cell: c.cell }));
    if (shiftUsed) {
      steps.push(step(LEADER_RATING, 'Leader at risk', `${ctx.shift.leader ?? 'the leader'}’s combat rating moved the die: the rules put him at risk of Leader loss`));
      checklist.push(`Check Leader loss for ${ctx.shift.leader ?? 'the leader who moved the die'}, as your rules say`);
    }
    const lossText = (who: string, percent: number, sp: number, doubled: string[]) => `${who} loses ${percent}% of its force → ${sp} SP by the Combat Attrition Table${doubled.length > 0 ? ` (${doubled.join(', ')})` : ''}`;
    const aDoubled = [...(o.attackerSupply && !o.attackerSupply.supplied ? ['doubled: short of supply'] : []), ...(input.kind === 'storm' ? ['doubled: a storm'] : [])];
    const dDoubled = o.defenderSupply && !o.defenderSupply.supplied ? ['doubled: short of supply'] : [];
    steps.push(step(RESULTS, 'Attacker’s loss', lossText('the attacker', c.attackerLossPercent, c.attackerLoss, aDoubled), { percent: c.attackerLossPercent, sp: c.attackerLoss }));
    steps.push(step(RESULTS, 'Defender’s loss', lossText('the defender', c.defenderLossPercent, c.defenderLoss, dDoubled), { percent: c.defenderLossPercent, sp: c.defenderLoss }));
    const spread = (side: string, losses: readonly UnitLoss[]) => losses.filter((l) => l.lost > 0 || l.eliminated).map((l) => `${l.name} −${l.lost}${l.eliminated ? ' (eliminated)' : ''}`).join(', ') || `${side}: no loss`;
    steps.push(step(LOSS_SPREAD, 'Losses spread', `attacker: ${spread('attacker', aLosses)}; defender: ${spread('defender', dLosses)} — one point each, larger units first, no second loss before every eligible unit has one; trains, naval bases and depots last`));
    if (c.defenderLoss > 0 && input.defender.units.some((u) => u.type === 'naval')) {
      steps.push(step(NAVAL_SUPPORT, 'Naval support', 'naval units giving ground support are eliminated by any loss against the defender; one of them takes one of the points'));
    }
    checklist.push(...lossLines('Attacker', aLosses), ...lossLines('Defender', dLosses));
    if (c.defenderRetreats) checklist.push(mayIgnoreRetreat ? `Defender must retreat — or may ignore it, defending in ${input.defender.terrain} terrain` : 'Defender retreats into a hex it could move into');
    if (mayIgnoreRetreat) steps.push(step(TERRAIN, 'Retreat may be ignored', `units defending in ${input.defender.terrain} terrain may ignore the retreat, if the owning player chooses`));
    if (c.attackerRetreats) checklist.push('Attacker retreats into a hex it could move into');
    if (mayAdvance) checklist.push(ADVANCE[input.kind]);
    else if (dislodged && o.attackerSupply && !o.attackerSupply.supplied) checklist.push('The attacker cannot advance: it fought short of supply');
  } else if (attacked && ctx.supplyStep) {
    steps.push(step(COMBAT_SUPPLY, 'Combat die next', `the combat die is rolled next, on Combat Results Table ${ctx.total}, each side at the strength its supply roll gives`));
  } else if (attacked) {
    steps.push(step(RESULTS, 'Contact', 'an intensity of 0: nothing happens beyond the combat supply rolls'));
  }
  if (!attacked) checklist.push(`No attack: ${ctx.initiativeLeader} failed his initiative roll`);
  for (const [side, s] of [['Attacker', o.attackerSupply], ['Defender', o.defenderSupply]] as const) {
    if (s && s.supplied && s.needed > 0 && !supplyRolledBefore) checklist.push(`${side} spends ${s.needed} supply point${s.needed === 1 ? '' : 's'}`);
  }
  if (ctx.supplyStep && attacked) checklist.push('Roll the combat die next');
  if (checklist.length === 0) checklist.push(c ? 'No losses and no retreats' : 'Contact: nothing happens');
  return {
    steps,
    checklist,
    effects: {
      kind: input.kind,
      supplyStep: ctx.supplyStep,
      dieStep: ctx.dieStep === true,
      attackMade: attacked && c !== null && !ctx.dieStep,
      intensity: ctx.total,
      initiative: o.initiative ? { leader: ctx.initiativeLeader, die: o.initiative.die, passed: o.initiative.passed } : null,
      supply: { attacker: supplyEffects(o.attackerSupply), defender: supplyEffects(o.defenderSupply) },
      table: c ? { crt: ctx.total, column: c.column, die: c.die, shift: c.shift, row: c.row, cell: c.cell } : null,
      dieChanges: c ? dieChanges(c, o, ctx) : [],
      leaderShiftUsedBy: shiftUsed ? (ctx.shift.leader ?? ctx.shift.chooser) : null,
      attacker: { lossPercent: c?.attackerLossPercent ?? 0, lossSp: c?.attackerLoss ?? 0, losses: ctx.dieStep ? [] : aLosses, retreats: c?.attackerRetreats ?? false, mayAdvance },
      defender: { lossPercent: c?.defenderLossPercent ?? 0, lossSp: c?.defenderLoss ?? 0, losses: ctx.dieStep ? [] : dLosses, retreats: c?.defenderRetreats ?? false, mayIgnoreRetreat },
    },
  };
}

export function groundHighlights(chance: (predicate: (o: GroundOutcome) => boolean) => Fraction, input: GroundInput, ctx: GroundContext): Highlight[] {
  const out: Highlight[] = [];
  if ('initiative' in input.attacker && input.attacker.initiative === 'roll') out.push({ label: `${ctx.initiativeLeader} passes his initiative roll`, probability: chance((o) => o.initiative?.passed ?? true) });
  if (ctx.total > 0 && !ctx.supplyStep) {
    out.push(
      { label: 'Defender retreats', probability: chance((o) => o.combat?.defenderRetreats ?? false) },
      { label: 'Defender loses more SP than the attacker', probability: chance((o) => (o.combat ? o.combat.defenderLoss > o.combat.attackerLoss : false)) },
      { label: 'Defender loses any SP', probability: chance((o) => (o.combat?.defenderLoss ?? 0) > 0) },
      { label: 'Attacker loses any SP', probability: chance((o) => (o.combat?.attackerLoss ?? 0) > 0) },
    );
    if (ctx.shift.net > 0) {
      const side = ctx.shift.chooser ?? 'attacker';
      out.push(
        { label: `The die is moved by a leader (risking Leader loss)`, probability: chance((o) => (o.combat?.shift ?? 0) !== 0) },
        { label: `${input.shift === 'best' ? 'With the suggested change for each die' : 'With the change entered'}: the ${side} comes off better`, probability: chance((o) => o.combat !== null && comesOffBetter(o.combat, side)) },
        ...(ctx.choices?.() ?? []),
      );
    }
  }
  if (input.kind !== 'attackFromMarch') {
    out.push(
      { label: 'Attacker short of supply', probability: chance((o) => o.attackerSupply !== null && !o.attackerSupply.supplied) },
      { label: 'Defender short of supply', probability: chance((o) => o.defenderSupply !== null && !o.defenderSupply.supplied) },
    );
  }
  return out;
}
