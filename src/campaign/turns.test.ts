import { describe, expect, it } from 'vitest';
import { type Campaign, entryWhen } from '../store/campaign-record';
import { readCampaign } from '../store/campaign-read';
import { writePhases } from './turns';

describe('the players’ own phases', () => {
  it('refuses phases it cannot keep, naming the field', () => {
    expect(writePhases(' \n', {})).toEqual({ refused: 'Your phases: write at least one phase, one per line' });
    expect(writePhases('A\nA', {})).toEqual({ refused: 'Your phases: “A” is written twice' });
    expect(writePhases('x'.repeat(61), {})).toMatchObject({ refused: expect.stringMatching(/^Your phases: .* longer than 60 characters$/) });
    expect(writePhases(Array.from({ length: 21 }, (_, i) => `P${i}`).join('\n'), {})).toEqual({ refused: 'Your phases: at most 20 phases' });
  });
});

describe('reading a saved campaign', () => {
  it('reads what it wrote, and drops what it cannot read', () => {
    const c: Campaign = { record: { turn: 3, phase: 1, phaseName: 'Movement', date: 'July 1', time: '2 PM', night: true, done: ['1/x'] }, phases: { names: ['Command', 'Movement'], placed: { acceptance: 0 } }, game: { orders: [] } };
    expect(readCampaign(JSON.parse(JSON.stringify(c)))).toEqual(c);
    expect(entryWhen(c)).toEqual({ turn: 3, phase: 'Movement' });
    expect(entryWhen(undefined)).toEqual({ turn: 1, phase: '' });
    expect(readCampaign({ record: { turn: 0, phase: -1, date: 5, done: [1, 'a'] }, phases: { names: [], placed: {} } })).toEqual({
      record: { turn: 1, phase: 0, phaseName: '', date: '', time: '', night: false, done: ['a'] },
    });
    expect(readCampaign({ record: {}, phases: { names: ['A'], placed: { x: 4, y: 0, z: 'a' } } }).phases).toEqual({ names: ['A'], placed: { y: 0 } });
    expect(readCampaign('garbage').record.turn).toBe(1);
  });
});
