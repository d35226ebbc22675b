import type { DefinitionForm } from '../../../engine/games/owngame';
import { SHIPPED } from '../../../engine/games/owngame/shipped';

/** Today, YYYY-MM-DD, for a table entered now. */
export function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * A game with nothing in it yet: one value to fight with, one die against odds, no results, no
 * conditions and a table of six rows and no columns. The players fill in the rest.
 */
export function emptyDefinition(): unknown {
  return {
    name: '',
    source: '',
    sides: ['', ''],
    units: { types: [], values: [{ id: 'strength', name: 'Combat strength', code: 'CS', use: 'strength', min: 1, max: 99 }] },
    method: { kind: 'odds', rounding: 'defender', lowest: '', highest: '', belowLowest: 'lowest', aboveHighest: 'highest' },
    dice: { roll: '1d6', modifier: 0 },
    shifts: 'add',
    conditions: [],
    losses: 'steps',
    table: { name: 'My Combat Results Table', entered: today(), rows: ['1', '2', '3', '4', '5', '6'], columns: [], cells: [[], [], [], [], [], []] },
    results: [],
  };
}

/** The definitions a game starts from, by their words on the buttons. */
export const STARTS: readonly { readonly label: string; readonly definition: DefinitionForm }[] = Object.values(SHIPPED).map((definition) => ({ label: definition.name, definition }));
