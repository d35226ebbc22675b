import { html } from 'lit';
import type { DefinitionForm, OwnEffects } from '../../engine/games/own';
import { BLUE_AND_GREY_PLAIN } from '../../engine/games/own/shipped/blue-and-grey-plain';
import { PLAIN_MAP } from '../../map/rules';
import type { CampaignContext, GamePlugin } from '../contract';
import { definitionIn } from './data';
import { EMPTY_OWN_DRAFT, type OwnDraft } from './draft';
import { ownDesk } from './rules';
import { ownSequence } from './sequence';
import { ownSetup } from './setup';
import './define/rules-panel.component';

/** Its rules under the turn record: what they are, to edit, export or replace, or the form to define them. */
function rulesPanel(context: CampaignContext) {
  return html`<adj-own-rules .data=${context.data} .save=${context.save}></adj-own-rules>`;
}

// docs/games/own.md's first example: Blue & Grey's documented combat under its plain definition, 1-2.
const EXAMPLE = {
  units: [
    { id: 'wisconsin', name: '2nd Wisconsin', side: 'union', type: 'Infantry', strength: 5, state: {} },
    { id: 'griffin', name: "Griffin's battery", side: 'union', type: 'Artillery', strength: 3, state: {} },
    { id: 'ricketts', name: "Ricketts' battery", side: 'union', type: 'Artillery', strength: 4, state: {} },
    { id: 'alabama', name: '4th Alabama', side: 'confederate', type: 'Infantry', strength: 4, state: {} },
    { id: 'imboden', name: "Imboden's battery", side: 'confederate', type: 'Artillery', strength: 2, state: {} },
  ],
  draft: {
    ...EMPTY_OWN_DRAFT,
    attackers: ['wisconsin', 'griffin', 'ricketts'],
    defenders: ['alabama', 'imboden'],
    conditions: ['breastworks'],
    'unit:halved': ['wisconsin'],
    'unit:disordered': ['wisconsin'],
    'unit:left-1': ['wisconsin', 'griffin'],
    'unit:adjacent-artillery': ['griffin'],
    'unit:artillery-at-three': ['ricketts'],
    'unit:shaken-defender': ['alabama'],
    'unit:defending-artillery': ['imboden'],
  } satisfies OwnDraft,
  data: { definition: BLUE_AND_GREY_PLAIN },
};

/** Each definition's plug-in, made once: the desk asks for it whenever it draws. */
const bound = new WeakMap<DefinitionForm, GamePlugin<OwnDraft, OwnEffects>>();

/**
 * Your own game on the main thread, for the rules it was given (none before the players define them):
 * the desk's rules and set-up read from the definition, no map claims, the plain map, and the players'
 * own sequence of play. The rules are the game's own data, so the plug-in is bound to them per game.
 */
function pluginFor(definition: DefinitionForm | undefined): GamePlugin<OwnDraft, OwnEffects> {
  const known = definition && bound.get(definition);
  if (known) return known;
  const setup = ownSetup(definition);
  const made: GamePlugin<OwnDraft, OwnEffects> = {
    id: 'own',
    desk: { rules: ownDesk(definition), conditions: setup.conditions, picked: setup.picked, claims: () => [], example: EXAMPLE },
    sequence: ownSequence,
    map: { rules: PLAIN_MAP, analyses: [] },
    campaignPanel: rulesPanel,
    forGameData(data) {
      const reading = definitionIn(data);
      return pluginFor(reading?.ok ? reading.definition : undefined);
    },
  };
  if (definition) bound.set(definition, made);
  return made;
}

export const plugin = pluginFor(undefined);
