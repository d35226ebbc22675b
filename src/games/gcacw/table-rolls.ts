import type { TableRollAppliers } from '../../desk/table-rolls';
import type { Effects } from '../../engine/core/combat';
import { SIDES } from '../../engine/games/gcacw/schema/common';
import { UNIT_TYPES } from '../../engine/games/gcacw/schema/kinds';
import type { UnitRecord } from '../../store/records';

/** The Extended March Table's effects (kinds/extended-march.ts): "NE", "D" or a Manpower loss. */
interface MarchEffects {
  readonly result: string;
  readonly manpowerLoss: number;
  readonly disorganized: boolean;
}

function marchEffects(effects: Effects): MarchEffects | undefined {
  const { result, manpowerLoss, disorganized } = effects;
  return typeof result === 'string' && typeof manpowerLoss === 'number' && typeof disorganized === 'boolean' ? { result, manpowerLoss, disorganized } : undefined;
}

const among = (values: readonly string[], value: string): string => (values.includes(value) ? value : '');

/**
 * The marching unit after the Extended March Table: at the Fatigue Level the march reached (as the roll
 * was made for it), its Manpower down by the loss shown, and disorganized on D or a loss.
 */
export function marched(effects: Effects, unit: UnitRecord, input: Readonly<Record<string, unknown>>): UnitRecord | undefined {
  const e = marchEffects(effects);
  const reaches = input['reaches'];
  if (!e || typeof reaches !== 'number') return undefined;
  const strength = unit.strength === null ? null : Math.max(0, unit.strength - e.manpowerLoss);
  const state = { ...unit.state, fatigue: reaches, ...(e.disorganized ? { disorganized: true } : {}) };
  return { ...unit, strength, state };
}

/** The GCACW quick rolls a player applies to a unit: the Extended March Table to the marching unit. */
export const GCACW_TABLE_ROLLS: TableRollAppliers = {
  extendedMarch: {
    takes: (u) => u.state.eliminated !== true && (UNIT_TYPES as readonly string[]).includes(u.type),
    prefill: (u) => ({
      side: among(SIDES, u.side),
      unit: among(UNIT_TYPES, u.type),
      strengthMarker: u.state.disorganized === true ? 'disorganized' : 'organized',
      manpower: u.strength === null || u.strength < 1 ? '' : String(u.strength),
    }),
    apply: marched,
    note: 'Our sources do not say what becomes of a unit the march leaves with no Manpower: it stays on the roster at 0 for you to remove.',
  },
};
