import { CIVIL_WAR_SIDES, type DeskRules, type UnitField } from '../../desk/rules';
import type { WbtsInput } from '../../engine/games/wbts/schema/index';
import type { GroundEffects, WbtsEffects } from '../../engine/games/wbts';
import { DEFENDER_TYPES } from '../../engine/games/wbts/schema/ground';
import type { UnitLoss } from '../../engine/games/wbts/ground/losses';
import type { UnitRecord } from '../../store/records';
import { GROUND_KINDS, LEADER, LEADER_RANKS, type WbtsDraft, attackingHexes, firstStage, forcesOf, readWbtsDraft, toWbtsDeclaredDescription, toWbtsDescription, troopsOf, wbtsUnitPaths } from './draft';
import type { Allocation } from '../../desk/losses';
import { TRANSPORT, afterLoss, isOneRollEffects, oneRollApply, oneRollLossPlans } from './one-roll';

const RANK_WORDS: Readonly<Record<(typeof LEADER_RANKS)[number], string>> = { army: 'Army Leader', corps: 'Corps Leader' };
const ratings = Array.from({ length: 7 }, (_, i) => i);

/**
 * A War Between the States counter's values (docs/games/wbts.md): a unit's printed strength points;
 * a leader's rank, initiative and combat rating.
 */
export const WBTS_UNIT_FIELDS: readonly UnitField[] = [
  { key: 'strength', label: 'Strength points', code: 'SP', kind: 'number', min: 0, max: 999, step: 1, types: [...DEFENDER_TYPES, TRANSPORT] },
  { key: 'state.rank', label: 'Rank', code: 'R', kind: 'choice', options: LEADER_RANKS.map((r) => ({ value: r, words: RANK_WORDS[r], code: r })), types: [LEADER] },
  { key: 'state.initiative', label: 'Initiative', code: 'I', kind: 'choice', options: ratings.map((n) => ({ value: n, words: `Initiative ${n}`, code: String(n) })), types: [LEADER] },
  { key: 'state.combatRating', label: 'Combat rating', code: 'CR', kind: 'choice', options: ratings.map((n) => ({ value: n, words: `Combat rating ${n}`, code: String(n) })), types: [LEADER] },
];

const isGround = (e: WbtsEffects): e is GroundEffects => (GROUND_KINDS as readonly string[]).includes(e.kind);

/**
 * Every unit a ground combat changes, as it is after it: the engine has spread each side's loss by
 * the rules' order (one point each, larger units first), so the losses are read, not shared out.
 * A retreat the defender may ignore (rough or city terrain) is the owner's choice and is not marked.
 */
export function wbtsApply(effects: WbtsEffects, draft: WbtsDraft, units: ReadonlyMap<string, UnitRecord>, allocations: Readonly<Record<string, Allocation>> = {}): UnitRecord[] {
  if (isOneRollEffects(effects)) return effects.kind === draft.kind ? oneRollApply(effects, forcesOf(draft, units), allocations) : [];
  if (!isGround(effects) || !effects.attackMade) return [];
  const changed: UnitRecord[] = [];
  const side = (troops: readonly UnitRecord[], losses: readonly UnitLoss[], retreats: boolean) =>
    troops.forEach((u, i) => {
      const next = afterLoss(u, losses[i], retreats);
      if (next !== u) changed.push(next);
    });
  side(attackingHexes(draft, units).flat(), effects.attacker.losses, effects.attacker.retreats);
  side(troopsOf(draft.defenders, units), effects.defender.losses, effects.defender.retreats && !effects.defender.mayIgnoreRetreat);
  return changed;
}

/**
 * The combat's next stage after a result: a passed initiative roll opens the chits; a failed one
 * leaves the desk where it was (the log holds it: no attack this time); the supply rolls lead to the
 * combat roll with their dice kept; a combat die a leader may move leads to the die change, the die
 * kept; a combat resolved (or a contact, whose supply rolls are the whole combat) brings the desk back
 * to the start of the next combat, its chits and dice cleared. A bombardment or naval kind is one roll:
 * the desk stays as it was, ready for the next of the same kind.
 */
export function wbtsAfterResult(effects: WbtsEffects, draft: WbtsDraft): WbtsDraft {
  if (effects.kind === 'initiative') return effects.passed && draft.stage === 'initiative' ? { ...draft, stage: 'chits', chits: null, supplyDice: null, combatDie: null } : draft;
  if (!isGround(effects)) return draft;
  if (effects.supplyStep && draft.stage === 'supply') {
    const { attacker, defender } = effects.supply;
    return { ...draft, stage: 'combat', supplyDice: { ...(attacker ? { attacker: attacker.die } : {}), ...(defender ? { defender: defender.die } : {}) } };
  }
  // The die rolled, its change still to choose: the suggestion to start from.
  if (effects.dieStep && effects.table && draft.stage === 'combat') return { ...draft, stage: 'dieChange', combatDie: effects.table.die, shift: 'best' };
  if (draft.stage === 'supply' || draft.stage === 'combat' || draft.stage === 'dieChange') return { ...draft, stage: firstStage(draft.kind), chits: null, supplyDice: null, combatDie: null };
  return draft;
}

/**
 * The engine is asked once both sides have someone, except while the chits are being picked: no die
 * falls then. A bombardment needs only its leader, a Naval Transit Attack only the units passing.
 */
const askable = (draft: WbtsDraft): boolean =>
  draft.attackers.length > 0 && (draft.defenders.length > 0 || draft.kind === 'bombardment' || draft.kind === 'navalTransit') && draft.stage !== 'chits';

/** War Between the States at the desk: the roster's number is a unit's strength points. */
export const WBTS_DESK: DeskRules<WbtsDraft, WbtsEffects, WbtsInput> = {
  game: 'wbts',
  unitTypes: [...DEFENDER_TYPES, TRANSPORT],
  rosterTypes: [...DEFENDER_TYPES, TRANSPORT, LEADER],
  // A leader picked onto a side orders, commands or defends.
  stackTypes: [LEADER],
  sides: CIVIL_WAR_SIDES,
  unitFields: WBTS_UNIT_FIELDS,
  valueName: 'strength points',
  read: readWbtsDraft,
  askable,
  describe: toWbtsDescription,
  declared: toWbtsDeclaredDescription,
  valueOf: (unit) => unit.strength ?? undefined,
  newUnit: ({ name, side, type, value }) => (type === LEADER ? { name, side, type, strength: null, state: {} } : { name, side, type, strength: value, state: {} }),
  // A ground combat's losses are spread by the rules' order; only a naval attack on a fort leaves a unit to choose.
  lossPlans: (effects, draft, units) => (isOneRollEffects(effects) && effects.kind === draft.kind ? oneRollLossPlans(effects, forcesOf(draft, units)) : []),
  applyResult: (effects, draft, allocations, _plans, units) => wbtsApply(effects, draft, units, allocations),
  afterResult: wbtsAfterResult,
  // The supply dice are followed by the combat die with nothing to choose between them.
  rollsOn: (draft) => draft.stage === 'combat',
  unitPaths: wbtsUnitPaths,
  fieldWords: {
    leaders: 'leaders',
    orderedBy: 'leader ordering the attack',
    commander: 'leader in charge of the battle',
    hexes: 'attacking hexes',
    leader: 'leader',
    rank: 'rank',
    initiative: 'initiative',
    combatRating: 'combat rating',
    chit: 'intensity chit',
    sp: 'strength points',
    type: 'unit type',
    hexside: 'hexside',
    ferry: 'ferry',
    terrain: 'terrain',
    fort: 'fort',
    supply: 'supply in reach',
    shift: 'die change',
    supplyStep: 'supply rolls',
    supplyDice: 'supply dice rolled',
    dieStep: 'combat roll',
    combatDie: 'combat die rolled',
    siegeTrains: 'siege trains',
    column: 'column of your chart',
    transitColumn: 'Naval Transit Attack column',
    transport: 'transport',
  },
};
