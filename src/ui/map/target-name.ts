import { type Hex, hexKey } from '../../engine/hex/hex';
import { counterName, hexLabel } from '../../map/describe';
import type { MapState } from '../../map/state';

/** The name of what stands in a hex (its top counter), or the hex. */
export function targetName(map: MapState, to: Hex): string {
  const key = hexKey(to);
  const top = [...map.counters].reverse().find((c) => c.hex === key);
  return top ? `${counterName(top)} in ${hexLabel(map.shape, to)}` : `hex ${hexLabel(map.shape, to)}`;
}
