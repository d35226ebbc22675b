import file from '../../../../../scenarios/wilderness/scenarios.json';
import { scenarioCatalog } from '../../../core/scenarios';

/** Game 1.0 (with what-if variants 1.1-1.6), Game 2.0 and Game 3.0, from the game's scenario file. */
export const WILDERNESS_SCENARIOS = scenarioCatalog(file);
