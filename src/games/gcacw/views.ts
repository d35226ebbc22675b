import type { GameViews } from '../views';
import { flankAndRetreat } from './map-analysis';
import type { GcacwDraft } from './rules';
import { renderGcacwConditions, renderGcacwPicked } from './setup';
import { gcacwSettingWords } from './setting-words';

/** Great Campaigns of the American Civil War's set-up at the desk, and its map's flank cover and retreats. */
export const views: GameViews<GcacwDraft> = {
  desk: { conditions: renderGcacwConditions, picked: renderGcacwPicked, settingWords: gcacwSettingWords },
  mapAnalyses: [flankAndRetreat],
};
