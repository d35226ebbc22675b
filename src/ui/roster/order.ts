import type { UnitRecord } from '../../store/records';

const SIDE_ORDER = ['union', 'confederate'];
const TYPE_ORDER = ['infantry', 'cavalry', 'artillery', 'fortification', 'leader'];
const rank = (order: readonly string[], value: string) => (order.includes(value) ? order.indexOf(value) : order.length);

/** Names as a player reads them: "Cavalry 2" before "Cavalry 10". */
export const NAMES = new Intl.Collator(undefined, { numeric: true });

/** The roster's order: Union before Confederate, combat units before fortifications and leaders, then by name. */
export const byRosterOrder = (a: Pick<UnitRecord, 'side' | 'type' | 'name'>, b: Pick<UnitRecord, 'side' | 'type' | 'name'>) =>
  rank(SIDE_ORDER, a.side) - rank(SIDE_ORDER, b.side) || rank(TYPE_ORDER, a.type) - rank(TYPE_ORDER, b.type) || NAMES.compare(a.name, b.name);
