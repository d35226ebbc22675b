import * as v from 'valibot';
import { CC_STRENGTHS } from '../data/close-combat';
import { DELAYS, ORDER_METHODS, ORDER_TYPES } from '../data/command';
import { editionSchema, flag, gradeSchema, objectMessage, oneOf, ratingSchema, whole } from './common';
import { closeCombatFirersSchema, fireFirersSchema, leadersSchema, moraleUnitSchema, unitEntries } from './units';

export const fireSchema = v.strictObject(
  {
    kind: v.literal('fire'),
    edition: editionSchema,
    night: flag('night'),
    /** Up slope or extreme slope, the firers at lower elevation than the target. */
    upSlope: flag('upSlope'),
    firers: fireFirersSchema,
    target: v.strictObject({ ...unitEntries, leaders: leadersSchema }, objectMessage('the target')),
  },
  objectMessage('a fire combat'),
);
export type FireInput = v.InferOutput<typeof fireSchema>;

const closeCombatSide = (which: string) =>
  v.strictObject(
    {
      firers: closeCombatFirersSchema,
      unit: v.strictObject(unitEntries, objectMessage(`the ${which}'s top unit`)),
      /** The infantry or cavalry strength of the stack for the odds table, if it has any. */
      strength: v.optional(oneOf(CC_STRENGTHS, 'the strength (for the odds table)')),
      /** Artillery units in the stack, each worth 1 on the odds table. */
      artillery: v.optional(whole('artillery (the artillery units in the stack)', 0, 6), 0),
      leaders: leadersSchema,
      /** A unit allowed to ignore a "*" retreat (sunken road, trench, unlimbered artillery) holds its ground. */
      holdWhenAllowed: v.optional(v.boolean('holdWhenAllowed must be true or false'), true),
    },
    objectMessage(`the ${which}`),
  );

export const closeCombatSchema = v.strictObject(
  { kind: v.literal('closeCombat'), edition: editionSchema, night: flag('night'), attacker: closeCombatSide('attacker'), defender: closeCombatSide('defender') },
  objectMessage('a close combat'),
);
export type CloseCombatInput = v.InferOutput<typeof closeCombatSchema>;
export type CloseCombatSide = CloseCombatInput['attacker'];

export const FIRE_RESULT_CHECKS = ['m', 'm-1', 'm-2'] as const;

export const moraleSchema = v.strictObject(
  {
    kind: v.literal('morale'),
    unit: moraleUnitSchema,
    night: flag('night'),
    closeCombat: v.optional(oneOf(['attacker', 'defender'] as const, 'closeCombat')),
    /** The fire result that called for the check: m-1 and m-2 move it up 1 and 2 rows. */
    fireResult: v.optional(oneOf(FIRE_RESULT_CHECKS, 'fireResult')),
  },
  objectMessage('a morale check'),
);
export type MoraleInput = v.InferOutput<typeof moraleSchema>;

const bare = <K extends string>(kind: K, what: string) => v.strictObject({ kind: v.literal(kind) }, objectMessage(what));

export const bloodLustSchema = bare('bloodLust', 'a Blood Lust check');
export const leaderLossSchema = bare('leaderLoss', 'a leader loss check');
export const gunLossSchema = bare('gunLoss', 'a gun loss roll');

export const stragglerRecoverySchema = v.strictObject({ kind: v.literal('stragglerRecovery'), grade: gradeSchema, night: flag('night') }, objectMessage('a straggler recovery roll'));
export type StragglerRecoveryInput = v.InferOutput<typeof stragglerRecoverySchema>;

const FORCES = [0, 1, 2] as const;
const methods = Object.keys(ORDER_METHODS) as (keyof typeof ORDER_METHODS)[];
const types = Object.keys(ORDER_TYPES) as (keyof typeof ORDER_TYPES)[];

export const acceptanceSchema = v.strictObject(
  {
    kind: v.literal('acceptance'),
    edition: editionSchema,
    senderRating: ratingSchema("the sender's rating"),
    receiverRating: ratingSchema("the receiver's rating"),
    method: oneOf(methods, 'the method'),
    type: oneOf(types, 'the order type'),
    /** The seed's charts only. */
    force: v.optional(oneOf(FORCES, 'the force')),
    receiverHasOrders: flag('receiverHasOrders'),
  },
  objectMessage('an acceptance check'),
);
export type AcceptanceInput = v.InferOutput<typeof acceptanceSchema>;

export const delayedAcceptanceSchema = v.strictObject(
  { kind: v.literal('delayedAcceptance'), delay: oneOf(DELAYS, 'the delay (the Acceptance Table result)') },
  objectMessage('a delayed order’s acceptance roll'),
);
export type DelayedAcceptanceInput = v.InferOutput<typeof delayedAcceptanceSchema>;

export const initiativeSchema = v.strictObject({ kind: v.literal('initiative'), points: whole('the initiative points', -20, 20) }, objectMessage('an initiative roll'));
export type InitiativeInput = v.InferOutput<typeof initiativeSchema>;

export const corpsAttackStoppageSchema = v.strictObject(
  {
    kind: v.literal('corpsAttackStoppage'),
    /** From the grid of divisions and wrecked divisions, which the charts available do not give: the player reads it. */
    stoppageValue: whole('the stoppage value (from your chart)', 1, 4),
    rating: ratingSchema("the corps commander's rating"),
    night: flag('night'),
    defensiveOrders: flag('defensiveOrders'),
  },
  objectMessage('a corps attack stoppage check'),
);
export type CorpsAttackStoppageInput = v.InferOutput<typeof corpsAttackStoppageSchema>;

const fromYourChart = (what: string) => v.optional(whole(`${what}, from your chart`, 0, 99));

export const commandPointsSchema = v.strictObject(
  { kind: v.literal('commandPoints'), edition: editionSchema, rating: ratingSchema("the leader's rating"), fromYourChart: fromYourChart('the command points') },
  objectMessage('a command points look-up'),
);
export type CommandPointsInput = v.InferOutput<typeof commandPointsSchema>;

export const orderCostsSchema = v.strictObject(
  {
    kind: v.literal('orderCosts'),
    edition: editionSchema,
    method: oneOf(['oral', 'written'] as const, 'the method'),
    type: oneOf(types, 'the order type'),
    force: v.optional(oneOf(FORCES, 'the force')),
    /** The seed's cost of a simple order is lost. */
    simpleCostFromYourChart: fromYourChart('the cost of a simple order'),
  },
  objectMessage('an order cost look-up'),
);
export type OrderCostsInput = v.InferOutput<typeof orderCostsSchema>;

export const KINDS = [
  'fire',
  'closeCombat',
  'morale',
  'bloodLust',
  'leaderLoss',
  'gunLoss',
  'stragglerRecovery',
  'acceptance',
  'delayedAcceptance',
  'initiative',
  'corpsAttackStoppage',
  'commandPoints',
  'orderCosts',
] as const;

export const cwbsSchema = v.variant(
  'kind',
  [
    fireSchema,
    closeCombatSchema,
    moraleSchema,
    bloodLustSchema,
    leaderLossSchema,
    gunLossSchema,
    stragglerRecoverySchema,
    acceptanceSchema,
    delayedAcceptanceSchema,
    initiativeSchema,
    corpsAttackStoppageSchema,
    commandPointsSchema,
    orderCostsSchema,
  ],
  `kind must be one of ${KINDS.join(', ')}`,
);
export type CwbsInput = v.InferOutput<typeof cwbsSchema>;
