import { html } from 'lit';
import type { GameViews } from '../views';
import type { CwbsDraft } from './draft';
import { renderCwbsConditions, renderCwbsPicked } from './setup';
import './orders/cwbs-orders';
import { cwbsSettingWords } from './setting-words';

/** The Civil War Brigade Series' set-up at the desk, and the orders in flight under the turn record. */
export const views: GameViews<CwbsDraft> = {
  desk: { conditions: renderCwbsConditions, picked: renderCwbsPicked, settingWords: cwbsSettingWords },
  mapAnalyses: [],
  campaignPanel: (context) => html`<adj-cwbs-orders .context=${context}></adj-cwbs-orders>`,
};
