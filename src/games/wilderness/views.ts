import type { GameViews } from '../views';
import type { WildernessDraft } from './draft';
import { renderConditions, renderPicked } from './setup';

/** The Wilderness Campaign's set-up at the desk. */
export const views: GameViews<WildernessDraft> = {
  desk: { conditions: renderConditions, picked: renderPicked },
  mapAnalyses: [],
};
