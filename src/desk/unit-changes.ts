import type { UnitRecord } from '../store/records';

/**
 * What an applied result did to the units, in the words the table needs to move its counters:
 * "Army N.Va. HQ troops 6 → 5, Porter's Corps 10 → 9". A unit whose value (`valueOf`: strength,
 * steps) did not change but whose state did is named alone.
 */
export function unitChanges(applied: { readonly before: readonly UnitRecord[]; readonly after: readonly UnitRecord[] }, valueOf: (unit: UnitRecord) => number | undefined): string {
  const before = new Map(applied.before.map((u) => [u.id, u]));
  return applied.after
    .map((after) => {
      const was = before.get(after.id);
      const from = was && valueOf(was);
      const to = valueOf(after);
      return from !== undefined && to !== undefined && from !== to ? `${after.name} ${from} → ${to}` : after.name;
    })
    .join(', ');
}
