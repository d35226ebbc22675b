import { CIVIL_WAR_SIDES, type DeskRules, type UnitField } from '../../desk/rules';
import type { WbtsInput } from '../../engine/games/wbts/schema/index';
import type { GroundEffects, WbtsEffects } from '../../engine/games/wbts';
import { DEFENDER_TYPES } from '../../engine/games/wbts/schema/ground';
import type { UnitLoss } from '../../engine/games/wbts/ground/losses';
import type { UnitRecord } from '../../store/records';
import { fieldValue, unitNamed } from '../../desk/unit-fields';
import {
  GROUND_KINDS,
  LEADER,
  LEADER_RANKS,
  type WbtsDraft,
  attackingHexes,
  forcesOf,
  isLeader,
  isOneRoll,
  leadersOf,
  readWbtsDraft,
  restarted,
  toWbtsDeclaredDescription,
  toWbtsDescription,
  troopsOf,
  wbtsUnitPaths,
} from './draft';
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
  { key: 'state.with', label: 'With leader', code: 'with', kind: 'unit', of: [LEADER], types: [...DEFENDER_TYPES, TRANSPORT] },
];
/** The leader a unit is with, as the roster says (`with Lee`). */
const WITH_FIELD = WBTS_UNIT_FIELDS[WBTS_UNIT_FIELDS.length - 1] as UnitField;

/**
 * A unit tapped onto a side of a ground combat or a bombardment that says which leader it is with: that leader joins
 * the side too, in charge of it, when the side has no leader yet (and the defender has not chosen to
 * fight without one). He shows on the side like any leader picked, to be taken off or joined by another.
 */
export function wbtsPicked(draft: WbtsDraft, id: string, side: 'attackers' | 'defenders', units: ReadonlyMap<string, UnitRecord>): Partial<WbtsDraft> {
  const unit = units.get(id);
  // A naval kind reads no leader; a bombardment reads the one present.
  const readsLeader = !isOneRoll(draft.kind) || draft.kind === 'bombardment';
  if (!unit || isLeader(unit) || !readsLeader || leadersOf(draft[side], units).length > 0) return {};
  if (side === 'defenders' && draft.defendingLeader === '') return {};
  const leader = unitNamed(WITH_FIELD, fieldValue(unit, WITH_FIELD), unit.side, units.values());
  if (!leader || leader.state.eliminated === true || draft.attackers.includes(leader.id) || draft.defenders.includes(leader.id)) return {};
  return { [side]: [...draft[side], leader.id] };
}

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
 * The combat's next stage after a result: a combat die a leader may move leads to the die change,
 * the die and the supply dice rolled with it kept, with each change it allows; a failed initiative
 * leaves the desk where it was (its card says no attack; New combat starts the next); a combat
 * resolved (or a contact, whose supply rolls are the whole combat) brings the desk back to the next
 * combat's chits, its dice cleared. A bombardment or naval kind is one roll: the desk stays as it
 * was, ready for the next of the same kind. (A roll of an earlier version's initiative alone moves nothing.)
 */
export function wbtsAfterResult(effects: WbtsEffects, draft: WbtsDraft): WbtsDraft {
  if (!isGround(effects) || draft.stage === 'chits' || draft.stage === 'roll') return draft;
  if (effects.initiative && !effects.initiative.passed) return draft;
  if (effects.dieStep && effects.table && draft.stage === 'combat') {
    const { attacker, defender } = effects.supply;
    const supplyDice = attacker || defender ? { ...(attacker ? { attacker: attacker.die } : {}), ...(defender ? { defender: defender.die } : {}) } : null;
    return { ...draft, stage: 'dieChange', supplyDice, combatDie: effects.table.die, dieChanges: effects.dieChanges, suggestedShift: effects.table.shift, shift: 'best' };
  }
  return restarted(draft);
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
  picked: wbtsPicked,
  // The next combat's units, leaders and chits are its own.
  nextCombat: (draft) => ({ ...restarted(draft), attackers: [], defenders: [], orderedBy: null, commander: null, defendingLeader: null, commandedBy: {}, secondHex: [] }),
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
