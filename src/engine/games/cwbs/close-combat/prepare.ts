import type { Highlight, Prepared } from '../../../core/combat';
import { chartView } from '../../../core/chart';
import type { DiceStream } from '../../../core/dice';
import { probabilityOf } from '../../../core/distribution';
import { ruleError } from '../../../core/errors';
import { type Step, step } from '../../../core/explain';
import type { Fraction } from '../../../core/fraction';
import { ODDS_CHART, ODDS_POINTS_CAP, ODDS_POINTS_CHART, RETREAT_IF_LOSING, TRENCH_MULTIPLIER, oddsColumn, oddsPoints } from '../data/close-combat';
import { FIRE_CHARTS } from '../data/fire-table';
import { MORALE_SHIFT_VALUES } from '../data/morale';
import type { CloseCombatEffects, CloseCombatSideEffects } from '../effects';
import { type FireSpec, fireDistribution, rollFire } from '../fire/chain';
import { fireSteps, leaderEffects, lossChecklist, lossHighlights } from '../fire/describe';
import { editionStep } from '../fire/prepare';
import { totalFirePoints } from '../fire/points';
import { fireColumnAfterShifts } from '../fire/shifts';
import { stragglerModifier } from '../fire/straggler';
import { type MoraleSpec, moraleChecklist, moraleEffects, moraleSpec, moraleStep } from '../morale/check';
import type { CloseCombatInput, CloseCombatSide } from '../schema/index';
import { CLOSE_COMBAT, type Edition, MORALE_TABLE } from '../source';
import { type CloseCombatOutcome, type CloseCombatSpec, closeCombatDistribution, rollCloseCombat } from './chain';

type Who = 'attacker' | 'defender';
const Name: Readonly<Record<Who, string>> = { attacker: 'Attacker', defender: 'Defender' };
const other = (who: Who): Who => (who === 'attacker' ? 'defender' : 'attacker');

/** One side's fire at the other, at close-combat range, its morale results ignored; none when the side has no firers. */
function simultaneousFire(edition: Edition, input: CloseCombatInput, who: Who, targetGrade: MoraleSpec['grade']): { spec?: FireSpec; steps: Step[] } {
  const firing = input[who];
  const target = input[other(who)];
  if (firing.firers.length === 0) return { steps: [step(CLOSE_COMBAT, `${Name[who]}'s fire`, `the ${who} has no firers: no fire`)] };
  const chart = FIRE_CHARTS[edition];
  const points = totalFirePoints(firing.firers, target.unit.type, `${who}.firers`, `${Name[who]}'s firer`);
  const flanked = who === 'defender' && input.defender.unit.flank;
  const columns = fireColumnAfterShifts(chart, points.rounded, { target: target.unit, night: input.night, upSlope: false, firersLowAmmo: firing.firers.some((f) => f.lowAmmo), flankedDefenderFiring: flanked }, `${Name[who]}'s fire`);
  const straggler = stragglerModifier(target.unit, input.night, Name[other(who)]);
  const spec: FireSpec = { chart, column: columns.column, straggler: { modifier: straggler.modifier, grade: targetGrade }, morale: null, leaders: target.leaders.map((l) => l.name), purpose: `${who}'s fire` };
  return { spec, steps: [...points.steps, ...columns.steps, ...straggler.steps] };
}

function sidePoints(side: CloseCombatSide, who: Who): { points: number; step: Step } {
  const parts: string[] = [];
  let sum = 0;
  if (side.strength !== undefined) {
    const p = oddsPoints(ODDS_POINTS_CHART, side.strength);
    sum += p;
    parts.push(`${side.strength} ${p}`);
  }
  if (side.artillery > 0) {
    const p = side.artillery * oddsPoints(ODDS_POINTS_CHART, 'artillery');
    sum += p;
    parts.push(`${side.artillery} artillery ${p}`);
  }
  if (sum === 0) throw ruleError(`${who}.strength`, `the ${who} needs a strength (AA, AB, A, B or C) or artillery for the odds table`);
  const capped = Math.min(sum, ODDS_POINTS_CAP);
  let text = `${parts.join(' + ')}${parts.length > 1 ? ` = ${sum}` : ''}${capped < sum ? `, held at ${ODDS_POINTS_CAP} (strength over AA adds nothing)` : ''}`;
  let points = capped;
  if (who === 'defender' && side.unit.sunkenRoad) {
    points = capped * TRENCH_MULTIPLIER;
    text += `, ×${TRENCH_MULTIPLIER} in a sunken road or trench = ${points}`;
  }
  return { points, step: step(CLOSE_COMBAT, `${Name[who]}'s points for the odds table`, text, { points }) };
}


function sideEffects(spec: CloseCombatSpec, o: CloseCombatOutcome, who: Who): CloseCombatSideEffects {
  const hit = who === 'attacker' ? o.defenderFire : o.attackerFire;
  const own = who === 'attacker' ? o.attackerFire : o.defenderFire;
  const morale = o[who];
  const effects = morale ? moraleEffects(spec[who], morale) : null;
  const lost = o.winner !== who;
  const retreat = o.decidedBy === 'odds' ? (lost ? RETREAT_IF_LOSING[who] : 0) : o.decidedBy === `${who}Morale` ? (effects?.retreatHexes ?? 0) : 0;
  return {
    casualties: hit?.casualties ?? 0,
    stragglers: hit?.stragglers ?? 0,
    lowAmmo: own?.lowAmmo ?? false,
    morale: effects,
    additionalMorale: who === 'defender' && o.additional ? moraleEffects(spec.additional, o.additional) : null,
    retreatHexes: retreat,
    leaders: hit ? leaderEffects(hit) : [],
  };
}

/** Close combat in the seed's sequence: simultaneous fire (morale results ignored), attacker's morale −6, defender's −4, then the odds. */
export function prepareCloseCombat(input: CloseCombatInput): Prepared<CloseCombatOutcome> {
  const attackerMorale = moraleSpec(input.attacker.unit, { night: input.night, closeCombat: 'attacker', path: 'attacker.unit', who: "Attacker's morale" });
  const defenderMorale = moraleSpec(input.defender.unit, { night: input.night, closeCombat: 'defender', path: 'defender.unit', who: "Defender's morale" });
  const additional = moraleSpec(input.defender.unit, { night: input.night, inCloseCombat: true, path: 'defender.unit', who: "Defender's additional check" });
  const attackerFire = simultaneousFire(input.edition, input, 'attacker', defenderMorale.grade);
  const defenderFire = simultaneousFire(input.edition, input, 'defender', attackerMorale.grade);
  const a = sidePoints(input.attacker, 'attacker');
  const d = sidePoints(input.defender, 'defender');
  const column = oddsColumn(ODDS_CHART, a.points, d.points);
  const columnLabel = ODDS_CHART.columns[column.index]?.label ?? '';
  // The end columns are printed "1-2 or less" and "4-1 or more".
  const shown = column.index === 0 ? `${columnLabel} or less` : column.index === ODDS_CHART.columns.length - 1 ? `${columnLabel} or more` : columnLabel;
  const spec: CloseCombatSpec = {
    attacker: attackerMorale,
    defender: defenderMorale,
    additional,
    oddsColumn: column.index,
    holdWhenAllowed: { attacker: input.attacker.holdWhenAllowed, defender: input.defender.holdWhenAllowed },
  };
  const steps: Step[] = [
    editionStep(input.edition, [attackerFire.spec?.column, defenderFire.spec?.column]),
    step(CLOSE_COMBAT, 'Simultaneous fire', 'both sides fire at close-combat range; morale results (m, m-1, m-2) are ignored; the morale checks below are made regardless of losses'),
    ...attackerFire.steps,
    ...defenderFire.steps,
    step(MORALE_TABLE, "Attacker's morale check", `with the close-combat attacker's −${-MORALE_SHIFT_VALUES.closeCombatAttacker.value}: a retreat ends the combat`),
    ...attackerMorale.steps,
    step(MORALE_TABLE, "Defender's morale check", `with the close-combat defender's −${-MORALE_SHIFT_VALUES.closeCombatDefender.value}: a retreat ends the combat, and the defender checks again without it`),
    ...defenderMorale.steps,
    a.step,
    d.step,
    step(CLOSE_COMBAT, 'Odds', `${a.points} to ${d.points}, rounded in the defender's favour: column ${shown}. If the fire changes a stack's strength, the odds are those of the strength entered here.`, { column: shown }),
    step(MORALE_TABLE, "Defender's additional check", 'only for a defender that must retreat; without the close-combat modifier (the morale state entered above is used)'),
    ...additional.steps,
  ];
  const fireDists = {
    attacker: attackerFire.spec ? fireDistribution(attackerFire.spec) : undefined,
    defender: defenderFire.spec ? fireDistribution(defenderFire.spec) : undefined,
  };
  return {
    steps,
    table: chartView(ODDS_CHART, { column: column.index, reachableRows: ODDS_CHART.rows.map((_r, i) => i) }),
    dicePlan: [...(attackerFire.spec ? ["attacker's fire, first die", "attacker's fire, second die"] : []), ...(defenderFire.spec ? ["defender's fire, first die", "defender's fire, second die"] : [])],
    roll(dice: DiceStream): CloseCombatOutcome {
      const aFire = attackerFire.spec ? rollFire(attackerFire.spec, dice) : undefined;
      const dFire = defenderFire.spec ? rollFire(defenderFire.spec, dice) : undefined;
      const o = rollCloseCombat(spec, dice);
      return { ...o, ...(aFire ? { attackerFire: aFire } : {}), ...(dFire ? { defenderFire: dFire } : {}) };
    },
    distribution: () => closeCombatDistribution(spec),
    describe(o) {
      const described: Step[] = [];
      if (attackerFire.spec && o.attackerFire) described.push(...fireSteps(attackerFire.spec, o.attackerFire, "Attacker's fire"));
      if (defenderFire.spec && o.defenderFire) described.push(...fireSteps(defenderFire.spec, o.defenderFire, "Defender's fire"));
      if (o.attacker) described.push(moraleStep(attackerMorale, "Attacker's morale", o.attacker));
      if (o.defender) described.push(moraleStep(defenderMorale, "Defender's morale", o.defender));
      if (o.odds) {
        const second = o.odds.secondDie === undefined ? '' : `; ½A die ${o.odds.secondDie}`;
        described.push(step(CLOSE_COMBAT, 'Odds table', `die ${o.odds.die} in column ${shown}: ${o.odds.result === 'halfA' ? '½A' : o.odds.result}${second}: the ${o.winner} wins`, { die: o.odds.die, winner: o.winner }));
      }
      if (o.additional) described.push(moraleStep(additional, "Defender's additional check", o.additional));
      const effects: CloseCombatEffects = {
        kind: 'closeCombat',
        winner: o.winner,
        decidedBy: o.decidedBy,
        odds: o.odds ? { column: shown, die: o.odds.die, result: o.odds.result === 'halfA' ? '½A' : o.odds.result, secondDie: o.odds.secondDie ?? null } : null,
        attacker: sideEffects(spec, o, 'attacker'),
        defender: sideEffects(spec, o, 'defender'),
      };
      const checklist = [...(o.defenderFire ? lossChecklist('Attacker', o.defenderFire) : []), ...(o.attackerFire ? lossChecklist('Defender', o.attackerFire) : [])];
      if (effects.attacker.morale) checklist.push(...moraleChecklist('Attacker', effects.attacker.morale, false));
      if (effects.defender.morale) checklist.push(...moraleChecklist('Defender', effects.defender.morale, false));
      for (const who of ['attacker', 'defender'] as const) {
        const hexes = effects[who].retreatHexes;
        if (hexes > 0) checklist.push(`${Name[who]}: retreat ${hexes} hex${hexes === 1 ? '' : 'es'}.`);
      }
      if (effects.defender.additionalMorale) checklist.push(...moraleChecklist('Defender (additional check)', effects.defender.additionalMorale, true));
      if (o.attackerFire?.lowAmmo) checklist.push("Attacker's firing brigades: mark Low Ammo.");
      if (o.defenderFire?.lowAmmo) checklist.push("Defender's firing brigades: mark Low Ammo.");
      checklist.push(`The ${o.winner} wins the close combat.`);
      return { steps: described, checklist, effects };
    },
    highlights(chance: (p: (o: CloseCombatOutcome) => boolean) => Fraction): Highlight[] {
      const h: Highlight[] = [
        { label: 'Attacker wins', probability: chance((o) => o.winner === 'attacker') },
        { label: "Ended by the attacker's morale check", probability: chance((o) => o.decidedBy === 'attackerMorale') },
        { label: "Ended by the defender's morale check", probability: chance((o) => o.decidedBy === 'defenderMorale') },
        { label: 'Decided on the odds table', probability: chance((o) => o.decidedBy === 'odds') },
      ];
      for (const who of ['attacker', 'defender'] as const) {
        const fire = who === 'attacker' ? attackerFire.spec : defenderFire.spec;
        const dist = fireDists[who];
        if (fire && dist) h.push(...lossHighlights(fire, (p) => probabilityOf(dist, p), Name[other(who)]));
      }
      return h;
    },
  };
}
