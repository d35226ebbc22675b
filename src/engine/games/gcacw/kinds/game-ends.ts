import type { Prepared, TableView } from '../../../core/combat';
import type { DiceStream } from '../../../core/dice';
import { ruleError } from '../../../core/errors';
import { type Step, step } from '../../../core/explain';
import { signed } from '../combat/modifiers';
import { GAME_ENDS } from '../data/index';
import { CONFEDERATE_LOSS_COLUMNS, GAME_ENDS_DATES } from '../data/game-ends';
import type { GameEndsInput } from '../schema/kinds';
import { gcacw } from '../titles';
import { type TableOutcome, settled } from './outcome';

const SOURCE = gcacw('Game Ends Table (Grant Takes Command charts)');
const NOTE = 'The Union must roll greater than the number on 2 dice to keep the game going. End of Game die roll modifiers: May 31 +3, June 4 +1, June 8 0; June 12: the game ends automatically.';

export function gameEndsTable(row?: number, col?: number): TableView {
  return {
    title: 'Game Ends Table',
    source: SOURCE,
    rowHeader: 'Union losses \\ Confederate losses',
    columns: CONFEDERATE_LOSS_COLUMNS.map((c) => c.label),
    rows: GAME_ENDS.map((r) => ({ label: r.label, cells: r.cells.map(String) })),
    ...(col === undefined ? {} : { column: col }),
    reachableRows: row === undefined ? [] : [row],
    note: NOTE,
  };
}

const indexFor = (bands: readonly { readonly from: number }[], value: number): number => {
  let index = 0;
  bands.forEach((b, i) => {
    if (b.from <= value) index = i;
  });
  return index;
};

const CONTINUES: TableOutcome = { kind: 'gameEnds', key: 'continues', label: 'The game continues', dice: [] };
const ENDS: TableOutcome = { kind: 'gameEnds', key: 'ends', label: 'The game ends', dice: [] };
const CONTINUES_HIGHLIGHT = { label: 'The game continues', test: (o: TableOutcome): boolean => o.key === 'continues' };

/** End of Game Segment (GTC): the number to beat by Union and Confederate losses, the date's modifier, and the roll. */
export function prepareGameEnds(input: GameEndsInput): Prepared<TableOutcome> {
  const monthDay = input.date.slice(5);
  const date = GAME_ENDS_DATES.find((d) => d.date === monthDay);
  if (!date) throw ruleError('date', `the End of Game Segment is on ${GAME_ENDS_DATES.map((d) => d.label).join(', ')} (1864); ${input.date} is not one of them`);
  if (date.endsAutomatically) {
    const steps = [step(SOURCE, 'Date', `${date.label}: the game ends automatically`)];
    return settled(steps, ENDS, { steps: [], checklist: ['The game ends (June 12).'], effects: { ends: true } }, gameEndsTable(), [CONTINUES_HIGHLIGHT]);
  }
  const row = indexFor(GAME_ENDS, input.unionLosses);
  const col = indexFor(CONFEDERATE_LOSS_COLUMNS, input.confederateLosses);
  const cell = GAME_ENDS[row]?.cells[col] ?? 'continues';
  const modifier = date.modifier ?? 0;
  const steps: Step[] = [
    step(SOURCE, 'Losses', `Union losses ${input.unionLosses} (row ${GAME_ENDS[row]?.label ?? ''}), Confederate losses ${input.confederateLosses} (column ${CONFEDERATE_LOSS_COLUMNS[col]?.label ?? ''}): ${cell === 'continues' || cell === 'ends' ? `the game ${cell} without a roll` : `the Union must roll more than ${cell}`}`, { cell: String(cell) }),
  ];
  if (cell === 'continues' || cell === 'ends') {
    return settled(steps, cell === 'ends' ? ENDS : CONTINUES, { steps: [], checklist: [cell === 'ends' ? 'The game ends.' : 'The game continues.'], effects: { ends: cell === 'ends' } }, gameEndsTable(row, col), [CONTINUES_HIGHLIGHT]);
  }
  steps.push(step(SOURCE, 'End of Game die roll modifier', `${date.label}: ${signed(modifier)}`, { modifier }));
  const purpose = 'End of Game dice';
  return {
    steps,
    table: gameEndsTable(row, col),
    dicePlan: [`${purpose}, first die`, `${purpose}, second die`],
    roll(dice: DiceStream): TableOutcome {
      const a = dice.d6(`${purpose}, first die`);
      const b = dice.d6(`${purpose}, second die`);
      const base = a + b + modifier > cell ? CONTINUES : ENDS;
      return { kind: base.kind, key: base.key, label: base.label, dice: [a, b] };
    },
    describe(o) {
      const total = (o.dice[0] ?? 0) + (o.dice[1] ?? 0);
      return {
        steps: [step(SOURCE, 'Roll', `${o.dice.join(' + ')} ${signed(modifier)} = ${total + modifier}, ${total + modifier > cell ? 'more than' : 'not more than'} ${cell}: ${o.label.toLowerCase()}`, { total: total + modifier })],
        checklist: [`${o.label}.`],
        effects: { ends: o.key === 'ends', roll: total + modifier, toBeat: cell },
      };
    },
    highlights: (chance) => [{ label: CONTINUES_HIGHLIGHT.label, probability: chance(CONTINUES_HIGHLIGHT.test) }],
  };
}
