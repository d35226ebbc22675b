import type { GameViews } from '../views';
import type { BngDraft } from './draft';
import { fireRangeAnalysis, sightAnalysis } from './map-analyses';
import { renderBngConditions, renderBngPicked } from './setup';
import { bngSettingWords } from './setting-words';

/** Blue & Grey (revised)'s set-up at the desk, and its map's fire ranges and line of sight. */
export const views: GameViews<BngDraft> = {
  desk: { conditions: renderBngConditions, picked: renderBngPicked, settingWords: bngSettingWords },
  mapAnalyses: [fireRangeAnalysis, sightAnalysis],
};
