/**
 * Retreat Charts 1 and 2 (OTR II charts v1.5). Before entering each hex of a retreat the unit checks
 * one chart and must use the description with the lowest Priority Number it can.
 * Manpower loss "a/b": the left number if the retreat follows a road, pike, trail or RR ("road"),
 * or for "•" also if the hex entered is friendly-occupied ("roadOrFriendly"); otherwise the right.
 */
export type LossRule = { readonly kind: 'fixed'; readonly loss: number } | { readonly kind: 'slash'; readonly left: number; readonly right: number; readonly leftWhen: 'road' | 'roadOrFriendly' };

export interface RetreatRow {
  readonly id: string;
  readonly priority: number;
  readonly loss: LossRule;
  readonly printedLoss: string;
  readonly description: string;
}

const none: LossRule = { kind: 'fixed', loss: 0 };
const enemyOccupied: LossRule = { kind: 'fixed', loss: 3 };

export const RETREAT_CHART_1: readonly RetreatRow[] = [
  { id: '1-road-farther', priority: 1, loss: none, printedLoss: '0', description: 'Follows a road, pike, trail or RR into a hex more distant from the active enemy unit; not in an enemy ZOC nor enemy occupied.' },
  { id: '1-farther', priority: 2, loss: none, printedLoss: '0', description: 'Does not follow a road, pike, trail or RR into a hex more distant from the active enemy unit; not in an enemy ZOC nor enemy occupied.' },
  { id: '1-not-farther', priority: 3, loss: { kind: 'slash', left: 0, right: 1, leftWhen: 'road' }, printedLoss: '0/1†', description: 'Not into a hex more distant from the active enemy unit; not in an enemy ZOC or enemy occupied.' },
  { id: '1-zoc-farther', priority: 4, loss: { kind: 'slash', left: 0, right: 1, leftWhen: 'roadOrFriendly' }, printedLoss: '0/1•', description: 'Into an enemy ZOC, not an enemy-occupied hex; more distant from the active enemy unit.' },
  { id: '1-zoc-not-farther', priority: 4, loss: { kind: 'slash', left: 1, right: 2, leftWhen: 'roadOrFriendly' }, printedLoss: '1/2•', description: 'Into an enemy ZOC, not an enemy-occupied hex; not more distant from the active enemy unit.' },
  { id: '1-enemy', priority: 5, loss: enemyOccupied, printedLoss: '3', description: 'Into an enemy-occupied hex.' },
];

export const RETREAT_CHART_2: readonly RetreatRow[] = [
  { id: '2-clear', priority: 1, loss: none, printedLoss: '0', description: 'Not into an enemy ZOC or enemy-occupied hex.' },
  { id: '2-zoc', priority: 2, loss: { kind: 'slash', left: 0, right: 1, leftWhen: 'roadOrFriendly' }, printedLoss: '0/1•', description: 'Into an enemy ZOC, not an enemy-occupied hex.' },
  { id: '2-enemy', priority: 3, loss: enemyOccupied, printedLoss: '3', description: 'Into an enemy-occupied hex.' },
];

export const RETREAT_NOTES = {
  distance: 'A hex "more distant from the active enemy unit" puts the retreating unit one hex further from the active enemy unit that triggered the retreat than the hex it leaves, counting by the shortest path.',
  cavalry: 'A cavalry unit loses no Manpower in a cavalry retreat even where a chart calls for it; but a cavalry unit that retreats into an enemy-occupied hex is eliminated.',
  dagger: '†: the left number if the retreat or rout is along a road, pike, trail or RR; otherwise the right.',
  bullet: '•: the left number if the retreat or rout is along a road, pike, trail or RR or into a friendly-occupied hex; otherwise the right.',
  override: 'A retreating unit that cannot avoid elimination may override the retreat priorities once in its retreat, using any description on the chart in force.',
  whichChart: 'Chart 1: the first hex of a normal retreat; each of the first four hexes of a rout or cavalry retreat; any hex entered on leaving an enemy ZOC. Chart 2: the second to fourth hexes of a normal retreat and the fifth and sixth of a rout or cavalry retreat, when not leaving an enemy ZOC.',
} as const;

/** The most hexes each kind of retreat covers (Summary of Combat Results; Retreat Chart notes). */
export const RETREAT_LENGTH = { retreat: 4, rout: 6, cavalry: 6 } as const;
/** Hexes of each kind of retreat that always use Retreat Chart 1. */
export const CHART_1_HEXES = { retreat: 1, rout: 4, cavalry: 4 } as const;
