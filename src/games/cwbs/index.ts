import { PLAIN_MAP } from '../../map/rules';
import type { GamePlugin } from '../contract';

/** The Civil War Brigade Series on the main thread: its map, with nothing of its own declared yet. */
export const plugin: GamePlugin = { id: 'cwbs', map: { rules: PLAIN_MAP, analyses: [] } };
