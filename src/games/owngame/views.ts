import { html } from 'lit';
import type { DefinitionForm } from '../../engine/games/owngame';
import type { CampaignPanelContext, GameViews } from '../views';
import type { OwnDraft } from './draft';
import { definitionOf } from './index';
import { ownSetup } from './setup';
import './define/rules-panel.component';

/** Its rules under the turn record: what they are, to edit, export or replace, or the form to define them. */
function rulesPanel(context: CampaignPanelContext) {
  return html`<adj-own-rules .data=${context.data} .save=${context.save}></adj-own-rules>`;
}

const made = new WeakMap<DefinitionForm, GameViews<OwnDraft>>();

/** Your own game's set-up at the desk for its definition (its conditions as toggles), and its rules panel. */
function viewsFor(definition: DefinitionForm | undefined): GameViews<OwnDraft> {
  const known = definition && made.get(definition);
  if (known) return known;
  const setup = ownSetup(definition);
  const views: GameViews<OwnDraft> = {
    desk: { conditions: setup.conditions, picked: setup.picked, settingWords: setup.settingWords },
    mapAnalyses: [],
    campaignPanel: rulesPanel,
    forGameData: (data) => viewsFor(definitionOf(data)),
  };
  if (definition) made.set(definition, views);
  return views;
}

export const views = viewsFor(undefined);
