import type { DefinitionForm, OwnEffects, OwnInput } from '../../engine/games/owngame';
import { BLUE_AND_GREY_PLAIN } from '../../engine/games/owngame/shipped/blue-and-grey-plain';
import { PLAIN_MAP } from '../../map/rules';
import type { GameRules } from '../contract';
import { definitionIn } from './data';
import { EMPTY_OWN_DRAFT, type OwnDraft } from './draft';
import { ownDesk } from './rules';
import { ownSequence } from './sequence';

// docs/games/owngame.md's first example: Blue & Grey's documented combat under its plain definition, 1-2.
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

/** Each definition's rules, made once: the desk asks for them whenever it draws. */
const made = new WeakMap<DefinitionForm, GameRules<OwnDraft, OwnEffects, OwnInput>>();

/** The definition a game's own data holds, when it reads. */
export function definitionOf(data: unknown): DefinitionForm | undefined {
  const reading = definitionIn(data);
  return reading?.ok ? reading.definition : undefined;
}

/**
 * Your own game's rules on the main thread, for the definition it was given (none before the players
 * define it): the desk's rules read from the definition, no map claims, the plain map, and the
 * players' own sequence of play. The definition is the game's own data, so the rules are bound to it
 * per game (`forGameData`); its views (views.ts) draw the set-up and the form that defines it.
 */
function rulesFor(definition: DefinitionForm | undefined): GameRules<OwnDraft, OwnEffects, OwnInput> {
  const known = definition && made.get(definition);
  if (known) return known;
  const rules: GameRules<OwnDraft, OwnEffects, OwnInput> = {
    id: 'owngame',
    desk: { rules: ownDesk(definition), claims: () => [], example: EXAMPLE },
    sequence: ownSequence,
    map: PLAIN_MAP,
    forGameData: (data) => rulesFor(definitionOf(data)),
  };
  if (definition) made.set(definition, rules);
  return rules;
}

export const rules = rulesFor(undefined);
