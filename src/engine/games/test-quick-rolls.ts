import { type QuickRoll, type QuickRollForm, initialForm } from '../core/quick-roll';

/** What a player would enter for each quick roll: enough for the engine to accept it. */
export const EXAMPLES: Record<string, Record<string, string | boolean>> = {
  'cavalry-probe': { probingUnit: 'Union cavalry 1', enemyEntrenched: true },
  randomEvents: { date: '1864-06-05', leeSick: true },
  strategicEvents: { date: '1864-05-07' },
  extendedMarch: { title: 'GTC', side: 'confederate', unit: 'infantry', counterSide: 'normal', reaches: '3', strengthMarker: 'organized' },
  gameEnds: { date: '1864-06-08', unionLosses: '50', confederateLosses: '30' },
  cavalryRetreat: { title: 'GTC', side: 'union', 'units.0.combatValue': '2', 'units.0.fatigue': '1', 'baseRoll.dice': '2', 'baseRoll.reachAtLeast': '7' },
  friendlyOccupiedMp: { unit: 'infantry', terrain: 'woods', combatValue: '4' },
  strategicMovement: { title: 'GTC', side: 'union', unit: 'cavalry', fatigueLevels: '3' },
  morale: { 'unit.grade': 'B', 'unit.sunkenRoad': true },
  bloodLust: {},
  stragglerRecovery: { grade: 'C', night: true },
  gunLoss: {},
  leaderLoss: {},
  acceptance: { senderRating: '3', receiverRating: '2', method: 'written', type: 'simple', force: '1' },
  delayedAcceptance: { delay: 'D2' },
  initiative: { points: '3' },
  corpsAttackStoppage: { stoppageValue: '2', rating: '3' },
  commandPoints: { rating: '4' },
  orderCosts: { method: 'oral', type: 'complex', force: '2' },
  rally: { morale: 'shaken', inTown: true },
};

/** For tests: a quick roll's form filled in as a player would, with `over` changed. */
export function example(roll: QuickRoll, over: Record<string, string | boolean> = {}): QuickRollForm {
  const form = initialForm(roll);
  return { ...form, values: { ...form.values, ...EXAMPLES[roll.id], ...over } };
}
