import type { GamePlugin } from '../contract';
import { WBTS_MAP } from './map';

/** War Between the States on the main thread: its map, whose forts hold their zones of control in. */
export const plugin: GamePlugin = { id: 'wbts', map: { rules: WBTS_MAP, analyses: [] } };
