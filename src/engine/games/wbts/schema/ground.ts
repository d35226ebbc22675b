import * as v from 'valibot';
import { chartsSchema, chitSchema, flag, list, nameSchema, objectMessage, oneOf, ratingSchema, spSchema, supplySchema, whole } from './common';

export const ATTACKER_TYPES = ['infantry', 'cavalry', 'garrison'] as const;
/** Trains, naval bases and depots take losses only after every combat unit; naval units in support are eliminated by any loss. */
export const DEFENDER_TYPES = ['infantry', 'cavalry', 'garrison', 'naval', 'supplyTrain', 'siegeTrain', 'navalBase', 'depot'] as const;
export type DefenderType = (typeof DEFENDER_TYPES)[number];
export const SPECIAL_TYPES: readonly DefenderType[] = ['supplyTrain', 'siegeTrain', 'navalBase', 'depot'];

export const HEXSIDES = ['none', 'river', 'tidalRiver', 'estuary'] as const;
export const DEFENDER_TERRAIN = ['other', 'rough', 'city'] as const;
export const FORTS = ['fort', 'fortress'] as const;
export type Fort = (typeof FORTS)[number];

export const MAX_UNITS = 40;
export const MAX_LEADERS = 8;

const leaderSchema = v.strictObject(
  {
    name: nameSchema('a leader’s name'),
    rank: oneOf(['army', 'corps'] as const, 'rank (an Army or a Corps Leader)'),
    initiative: ratingSchema('the initiative rating'),
    combatRating: ratingSchema('the combat rating'),
  },
  objectMessage('a leader'),
);
export type LeaderInput = v.InferOutput<typeof leaderSchema>;

const attackingUnitSchema = v.strictObject(
  {
    name: nameSchema('a unit’s name'),
    sp: spSchema('strength points (sp)'),
    type: v.optional(oneOf(ATTACKER_TYPES, 'the unit type'), 'infantry'),
    /** The leader the unit takes command from: its Corps Leader (through his HQ), or the Army Leader for the Army HQ's own troops. */
    leader: nameSchema('the unit’s leader'),
  },
  objectMessage('an attacking unit'),
);

const attackingHexSchema = v.strictObject(
  {
    units: list(attackingUnitSchema, 'the hex’s units', 1, MAX_UNITS),
    /** The hexside crossed into the defender's hex. */
    hexside: v.optional(oneOf(HEXSIDES, 'the hexside crossed'), 'none'),
    ferry: flag('ferry (the attack crosses at a ferry)'),
    /** A storm or siege combat is made from the fort's own hex. */
    from: v.optional(oneOf(['adjacent', 'fortHex'] as const, 'from (where the attack is made from)'), 'adjacent'),
  },
  objectMessage('an attacking hex'),
);
export type AttackingHex = v.InferOutput<typeof attackingHexSchema>;

const defendingUnitSchema = v.strictObject(
  { name: nameSchema('a unit’s name'), sp: spSchema('strength points (sp)'), type: v.optional(oneOf(DEFENDER_TYPES, 'the unit type'), 'infantry') },
  objectMessage('a defending unit'),
);
export type DefendingUnit = v.InferOutput<typeof defendingUnitSchema>;

const attackerEntries = {
  leaders: list(leaderSchema, 'leaders', 1, MAX_LEADERS),
  /** The leader in charge of the battle: his initiative caps the chit and his combat rating counts. */
  commander: nameSchema('the commander'),
  chit: chitSchema('the attacker’s intensity chit'),
  hexes: list(attackingHexSchema, 'hexes', 1, 2, 'units can attack from 1 or 2 hexes only: an attack from 3 or more hexes cannot be combined (Ground Combat)'),
  supply: supplySchema('the attacker’s supply points within reach'),
};

const defenderSchema = v.strictObject(
  {
    /** The leader the defender chose to use, if any: without one the chit is 0 and the rating 0. */
    leader: v.optional(v.strictObject({ name: nameSchema('a leader’s name'), initiative: ratingSchema('the initiative rating'), combatRating: ratingSchema('the combat rating') }, objectMessage('the defending leader'))),
    chit: chitSchema('the defender’s intensity chit'),
    units: list(defendingUnitSchema, 'the defending units', 1, MAX_UNITS),
    terrain: v.optional(oneOf(DEFENDER_TERRAIN, 'the defender’s terrain'), 'other'),
    /** Units inside a fort or a fortress. */
    fort: v.optional(oneOf(FORTS, 'the fort')),
    supply: supplySchema('the defender’s supply points within reach'),
  },
  objectMessage('the defender'),
);
export type DefenderInput = v.InferOutput<typeof defenderSchema>;

/** The die change the better-rated leader's side makes: "best" lets the engine suggest one for each die, or a fixed number of rows. */
const SHIFT_MESSAGE = 'shift must be "best" or a whole number from -6 to 6';
const shiftSchema = v.optional(v.union([v.literal('best', SHIFT_MESSAGE), whole('shift', -6, 6)], SHIFT_MESSAGE), 'best');

/**
 * The leader's die change chosen once the die is seen: `dieStep` rolls only the combat die (its
 * outcome says what the suggested change gives); the description that follows carries the die as
 * `combatDie` with the change chosen (`shift`), and rolls nothing.
 */
const dieSteps = {
  dieStep: flag('dieStep (roll only the combat die: the die change is chosen once it is seen)'),
  combatDie: v.optional(whole('combatDie (the combat die as rolled)', 1, 6)),
};

const common = { defender: defenderSchema, shift: shiftSchema, charts: chartsSchema, ...dieSteps };

const dieSchema = (what: string) => v.optional(whole(what, 1, 6));
/**
 * The combat as a sequence at the table: `supplyStep` rolls only the two combat supply dice; the
 * combat that follows carries them as `supplyDice` and rolls only its combat die.
 */
const supplySteps = {
  supplyStep: flag('supplyStep (roll only the combat supply dice)'),
  supplyDice: v.optional(
    v.strictObject({ attacker: dieSchema('the attacker’s supply die'), defender: dieSchema('the defender’s supply die') }, objectMessage('supplyDice (each side’s combat supply die, as rolled)')),
  ),
};

export const combatSchema = v.strictObject(
  {
    kind: v.literal('combat'),
    attacker: v.strictObject(
      {
        ...attackerEntries,
        /** The leader who makes (or has made) the combat initiative roll. */
        orderedBy: nameSchema('orderedBy (the leader rolling for initiative)'),
        initiative: v.optional(oneOf(['roll', 'passed'] as const, 'initiative'), 'roll'),
      },
      objectMessage('the attacker'),
    ),
    ...common,
    ...supplySteps,
  },
  objectMessage('a ground combat'),
);

export const stormSchema = v.strictObject(
  {
    kind: v.literal('storm'),
    attacker: v.strictObject({ ...attackerEntries, orderedBy: nameSchema('orderedBy (the leader rolling for initiative)'), initiative: v.optional(oneOf(['roll', 'passed'] as const, 'initiative'), 'roll') }, objectMessage('the attacker')),
    ...common,
    ...supplySteps,
  },
  objectMessage('a storm'),
);

export const siegeCombatSchema = v.strictObject({ kind: v.literal('siegeCombat'), attacker: v.strictObject(attackerEntries, objectMessage('the attacker')), ...common, ...supplySteps }, objectMessage('a special siege combat'));

export const attackFromMarchSchema = v.strictObject({ kind: v.literal('attackFromMarch'), attacker: v.strictObject(attackerEntries, objectMessage('the attacker')), ...common }, objectMessage('an attack from march'));

/**
 * The combat initiative roll on its own, before the chits are picked: the leader ordering the
 * attack, the leader he gives the battle to, and the units he brings, checked against command.
 */
export const initiativeSchema = v.strictObject(
  {
    kind: v.literal('initiative'),
    attacker: v.strictObject(
      {
        leaders: attackerEntries.leaders,
        orderedBy: nameSchema('orderedBy (the leader rolling for initiative)'),
        commander: attackerEntries.commander,
        hexes: attackerEntries.hexes,
      },
      objectMessage('the attacker'),
    ),
    /** Carried as in every description of the game; the roll reads none. */
    charts: chartsSchema,
  },
  objectMessage('a combat initiative roll'),
);

export type InitiativeInput = v.InferOutput<typeof initiativeSchema>;
export type CombatInput = v.InferOutput<typeof combatSchema>;
export type StormInput = v.InferOutput<typeof stormSchema>;
export type SiegeCombatInput = v.InferOutput<typeof siegeCombatSchema>;
export type AttackFromMarchInput = v.InferOutput<typeof attackFromMarchSchema>;
export type GroundInput = CombatInput | StormInput | SiegeCombatInput | AttackFromMarchInput;
export type GroundKind = GroundInput['kind'];
