import { describe, expect, it } from 'vitest';
import type { CombatRecord } from '../store/records';
import { reportTurns } from './after-action';
import { turnsOf } from './scope';

const entry = (id: number, turn: number | undefined, phase: string): CombatRecord => ({
  id,
  gameId: 'g',
  at: 1000 + id,
  input: {},
  dice: [],
  outcome: { key: String(id), label: `Entry ${id}`, checklist: [], effects: {} },
  steps: [],
  ...(turn === undefined ? {} : { when: { turn, phase } }),
});

const shape = (turns: ReturnType<typeof reportTurns>) => turns.map((t) => [t.turn, t.phases.map((p) => [p.phase, p.entries.map((e) => e.n)])]);

describe('the after-action report’s grouping', () => {
  // Written in this order; the desk hands the log over newest first.
  const log = [entry(1, undefined, ''), entry(2, 1, 'Action Cycle'), entry(3, 1, 'Action Cycle'), entry(4, 1, 'Recovery Phase'), entry(5, 2, 'Action Cycle'), entry(6, 2, 'Action Cycle')].reverse();

  it('groups the whole campaign by turn and phase, numbered as the log is', () => {
    expect(shape(reportTurns(log, { kind: 'campaign' }))).toEqual([
      [undefined, [['', [1]]]],
      [1, [['Action Cycle', [2, 3]], ['Recovery Phase', [4]]]],
      [2, [['Action Cycle', [5, 6]]]],
    ]);
  });

  it('keeps one turn, its entries numbered as in the whole log', () => {
    expect(shape(reportTurns(log, { kind: 'turn', turn: 2 }))).toEqual([[2, [['Action Cycle', [5, 6]]]]]);
    expect(reportTurns(log, { kind: 'turn', turn: 9 })).toEqual([]);
  });

  it('lists the turns the log has', () => {
    expect(turnsOf(log)).toEqual([1, 2]);
  });
});
