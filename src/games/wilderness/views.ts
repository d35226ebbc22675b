import type { GameViews } from '../views';
import type { WildernessDraft } from './draft';
import { renderConditions, renderPicked } from './setup';
import { wildernessSettingWords } from './setting-words';

/** The Wilderness Campaign's set-up at the desk. */
export const views: GameViews<WildernessDraft> = {
  desk: { conditions: renderConditions, picked: renderPicked, settingWords: wildernessSettingWords },
  mapAnalyses: [],
};
