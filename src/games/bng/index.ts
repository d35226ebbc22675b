import { PLAIN_MAP } from '../../map/rules';
import type { GamePlugin } from '../contract';
import { fireRangeAnalysis, sightAnalysis } from './map-analyses';

/**
 * Blue & Grey (revised) on the main thread: its map, with fire ranges and line of sight. Gunboats
 * exert no zone of control (9.64). Its zone exceptions at trench hexsides (10.39) are the three
 * sides a breastworks marker faces, which the map does not record, so none is declared.
 */
export const plugin: GamePlugin = { id: 'bng', map: { rules: PLAIN_MAP, analyses: [fireRangeAnalysis, sightAnalysis] } };
