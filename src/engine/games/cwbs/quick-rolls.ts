import { type QuickRoll, type QuickRollChoice, type QuickRollValueField, quickRollBase } from '../../core/quick-roll';
import { DELAYS, ORDER_METHODS, ORDER_TYPES } from './data/command';
import { BLOOD_LUST_CHART, MORALE_CHART } from './data/morale';
import { GUN_LOSS_CHART, LEADER_LOSS_CHART } from './data/losses';
import { GRADES, STRAGGLER_RECOVERY_CHART } from './data/straggler';
import { RATING } from './schema/common';
import { FIRE_RESULT_CHECKS } from './schema/index';
import { FORMATIONS, MORALE_STATES, UNIT_TYPES, WRECKED } from './schema/units';
import { ACCEPTANCE, ACCEPTANCE_NOTES, COMMAND_POINTS, CORPS_STOPPAGE, EDITION_NAMES, EDITIONS, INITIATIVE, ORDER_COSTS } from './source';

const words = (value: string | number): string => {
  const text = String(value).replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
};
const choices = <T extends string | number>(values: readonly T[], label: (value: T) => string = words): QuickRollChoice[] => values.map((value) => ({ value, label: label(value) }));
const base = (kind: string) => quickRollBase('cwbs', kind);

const edition: QuickRollValueField = { type: 'choice', path: 'edition', label: 'Charts', choices: choices(EDITIONS, (e) => EDITION_NAMES[e].replace(/^the /, '').replace(/^./, (c) => c.toUpperCase())), initial: 'seed' };
const rating = (path: string, label: string): QuickRollValueField => ({ type: 'number', path, label, step: 1, min: RATING.min, max: RATING.max });
const grade = (path: string, optional: boolean): QuickRollValueField => ({ type: 'choice', path, label: optional ? 'Morale grade (artillery on top checks as C)' : 'Morale grade', choices: choices(GRADES), ...(optional ? { optional: true } : {}) });
const night: QuickRollValueField = { type: 'flag', path: 'night', label: 'Night' };
const force: QuickRollValueField = { type: 'choice', path: 'force', label: "Force (the seed's charts only)", choices: choices([0, 1, 2] as const, (f) => `Force ${f}`), optional: true };
const orderType: QuickRollValueField = { type: 'choice', path: 'type', label: 'Order type', choices: choices(Object.keys(ORDER_TYPES) as (keyof typeof ORDER_TYPES)[]) };

const morale: QuickRoll = {
  id: 'morale',
  title: MORALE_CHART.title,
  source: MORALE_CHART.source,
  action: 'roll',
  base: base('morale'),
  fields: [
    { type: 'choice', path: 'unit.type', label: 'Top unit', choices: choices(UNIT_TYPES), initial: 'infantry' },
    grade('unit.grade', true),
    { type: 'choice', path: 'unit.state', label: 'Morale state', choices: choices(MORALE_STATES), initial: 'normal' },
    { type: 'choice', path: 'unit.formation', label: 'Formation', choices: choices(FORMATIONS, (f) => (f === 'line' ? 'Line (or dismounted, unlimbered)' : words(f))), initial: 'line' },
    { type: 'flag', path: 'unit.flank', label: 'Flank target' },
    { type: 'flag', path: 'unit.sunkenRoad', label: 'In a sunken road or trench' },
    { type: 'flag', path: 'unit.withUnlimberedArtillery', label: 'Stacked with unlimbered artillery' },
    { type: 'flag', path: 'unit.lowAmmo', label: 'Low Ammo' },
    { type: 'choice', path: 'unit.wrecked', label: 'Wrecked', choices: choices(WRECKED, (w) => (w === 'no' ? 'No' : w === 'brigade' ? 'Wrecked brigade' : 'Wrecked brigade of a wrecked division')), initial: 'no' },
    { ...rating('unit.leaderRating', 'Rating of the leader stacked with it'), optional: true },
    night,
    { type: 'choice', path: 'closeCombat', label: 'In close combat as', choices: choices(['attacker', 'defender'] as const), optional: true },
    { type: 'choice', path: 'fireResult', label: 'Fire result that called for the check', choices: choices(FIRE_RESULT_CHECKS, (r) => r), optional: true },
  ],
};

const bloodLust: QuickRoll = { id: 'bloodLust', title: BLOOD_LUST_CHART.title, source: BLOOD_LUST_CHART.source, action: 'roll', base: base('bloodLust'), fields: [] };
const leaderLoss: QuickRoll = { id: 'leaderLoss', title: LEADER_LOSS_CHART.title, source: LEADER_LOSS_CHART.source, action: 'roll', base: base('leaderLoss'), fields: [] };
const gunLoss: QuickRoll = { id: 'gunLoss', title: GUN_LOSS_CHART.title, source: GUN_LOSS_CHART.source, action: 'roll', base: base('gunLoss'), fields: [] };

const stragglerRecovery: QuickRoll = {
  id: 'stragglerRecovery',
  title: STRAGGLER_RECOVERY_CHART.title,
  source: STRAGGLER_RECOVERY_CHART.source,
  action: 'roll',
  base: base('stragglerRecovery'),
  fields: [grade('grade', false), night],
};

const acceptance: QuickRoll = {
  id: 'acceptance',
  title: 'Acceptance Table',
  source: ACCEPTANCE,
  action: 'roll',
  base: base('acceptance'),
  fields: [
    edition,
    rating('senderRating', "Sender's rating"),
    rating('receiverRating', "Receiver's rating"),
    { type: 'choice', path: 'method', label: 'Method', choices: choices(Object.keys(ORDER_METHODS) as (keyof typeof ORDER_METHODS)[]) },
    orderType,
    force,
    { type: 'flag', path: 'receiverHasOrders', label: 'Receiver currently has orders' },
  ],
};

const delayedAcceptance: QuickRoll = {
  id: 'delayedAcceptance',
  title: 'Delayed order (Acceptance Table notes)',
  source: ACCEPTANCE_NOTES,
  action: 'roll',
  base: base('delayedAcceptance'),
  fields: [{ type: 'choice', path: 'delay', label: 'Delay', choices: choices(DELAYS, (d) => (d === 'D1' ? 'D1: 1 or 2 accepts' : 'D2: 1 accepts')) }],
};

const initiative: QuickRoll = {
  id: 'initiative',
  title: 'Initiative Table',
  source: INITIATIVE,
  action: 'roll',
  base: base('initiative'),
  fields: [{ type: 'number', path: 'points', label: 'Initiative points', step: 1, min: -20, max: 20 }],
};

const corpsAttackStoppage: QuickRoll = {
  id: 'corpsAttackStoppage',
  title: 'Corps Attack Stoppage Table (v3.2)',
  source: CORPS_STOPPAGE,
  action: 'roll',
  base: base('corpsAttackStoppage'),
  fields: [
    { type: 'number', path: 'stoppageValue', label: 'Stoppage value, from your chart (divisions and wrecked divisions)', step: 1, min: 1, max: 4 },
    rating('rating', "Corps commander's rating"),
    night,
    { type: 'flag', path: 'defensiveOrders', label: 'Defensive orders' },
  ],
};

const commandPoints: QuickRoll = {
  id: 'commandPoints',
  title: 'Command Point Table',
  source: COMMAND_POINTS,
  action: 'lookup',
  base: base('commandPoints'),
  fields: [edition, rating('rating', "Leader's rating"), { type: 'number', path: 'fromYourChart', label: "Command points from your chart (the seed's 2,1 row is unconfirmed)", step: 1, min: 0, max: 99, optional: true }],
};

const orderCosts: QuickRoll = {
  id: 'orderCosts',
  title: 'Order Costs Chart',
  source: ORDER_COSTS,
  action: 'lookup',
  base: base('orderCosts'),
  fields: [
    edition,
    { type: 'choice', path: 'method', label: 'Method', choices: choices(['oral', 'written'] as const) },
    orderType,
    force,
    { type: 'number', path: 'simpleCostFromYourChart', label: "Cost of a simple order from your chart (unconfirmed in the seed's charts)", step: 1, min: 0, max: 99, optional: true },
  ],
};

/** The CWBS checks a player makes on their own, away from a fire or close combat. */
export const CWBS_QUICK_ROLLS: readonly QuickRoll[] = [morale, bloodLust, stragglerRecovery, gunLoss, leaderLoss, acceptance, delayedAcceptance, initiative, corpsAttackStoppage, commandPoints, orderCosts];
