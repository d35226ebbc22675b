import type { GameViews } from '../views';
import type { WbtsDraft } from './draft';
import { renderWbtsConditions, renderWbtsPicked } from './setup';
import { wbtsSettingWords } from './setting-words';

/** War Between the States' set-up at the desk: each stage of a ground combat, and the one-roll kinds. */
export const views: GameViews<WbtsDraft> = {
  desk: { conditions: renderWbtsConditions, picked: renderWbtsPicked, settingWords: wbtsSettingWords },
  mapAnalyses: [],
};
