import { describe, expect, it } from 'vitest';
import { type Campaign, entryWhen } from '../store/campaign-record';
import { readCampaign } from '../store/campaign-read';
import type { SequenceOfPlay } from './sequence';
import { dueNow, isDone, nextPhase, nextTurn, phasesOf, previousPhase, startCampaign, tick, unplaced, writePhases } from './turns';
import { gcacwSequence } from '../games/gcacw/sequence';
import { cwbsSequence } from '../games/cwbs/sequence';
import { bngSequence } from '../games/bng/sequence';

const names = (c: Campaign, s: SequenceOfPlay) => phasesOf(s, c).filter((p) => p.played).map((p) => p.name);

describe('the turn record over a sequence from our sources (GCACW)', () => {
  it('starts at turn 1, Random Events Phase, with its roll due', () => {
    const c = startCampaign(gcacwSequence);
    expect(c.record).toMatchObject({ turn: 1, phase: 0, phaseName: 'Random Events Phase' });
    expect(phasesOf(gcacwSequence, c)[0]?.reminders.map((r) => r.roll)).toEqual(['randomEvents']);
    expect(entryWhen(c)).toEqual({ turn: 1, phase: 'Random Events Phase' });
  });

  it('passes over the Strategic Cycle except on turns divisible by 4', () => {
    let c = startCampaign(gcacwSequence);
    expect(names(c, gcacwSequence)).not.toContain('Strategic Cycle (turns divisible by 4)');
    const seen: string[] = [];
    for (let i = 0; i < 60 && c.record.turn < 5; i++) {
      seen.push(`${c.record.turn}:${c.record.phaseName}`);
      c = nextPhase(gcacwSequence, c);
    }
    expect(seen.filter((s) => s.includes('Strategic'))).toEqual(['4:Strategic Cycle (turns divisible by 4)']);
    expect(seen).toContain('3:Recovery Phase');
    expect(seen.filter((s) => s.startsWith('1:'))).toHaveLength(8);
    expect(seen.filter((s) => s.startsWith('4:'))).toHaveLength(9);
    expect(c.record).toMatchObject({ turn: 5, phase: 0, phaseName: 'Random Events Phase' });
  });

  it('goes back a phase only within the turn, over phases not played', () => {
    let c = nextTurn(gcacwSequence, nextTurn(gcacwSequence, startCampaign(gcacwSequence)));
    c = { ...c, record: { ...c.record, phase: 8, phaseName: 'Turn Indication Phase' } };
    expect(previousPhase(gcacwSequence, c).record.phaseName).toBe('Recovery Phase');
    expect(previousPhase(gcacwSequence, startCampaign(gcacwSequence)).record.phase).toBe(0);
  });

  it('keeps what was ticked off in the phase until the next turn', () => {
    let c = tick(startCampaign(gcacwSequence), 'randomEvents', true);
    expect(isDone(c, 'randomEvents')).toBe(true);
    c = nextPhase(gcacwSequence, c);
    expect(isDone(c, 'randomEvents')).toBe(false);
    expect(c.record.done).toEqual(['0/randomEvents']);
    expect(nextTurn(gcacwSequence, c).record.done).toEqual([]);
    expect(isDone(tick(tick(c, 'x', true), 'x', false), 'x')).toBe(false);
  });
});

describe('the players’ own phases (a game whose sources give none)', () => {
  it('has no phases until they are written, every sourced reminder due any time', () => {
    const c = startCampaign(cwbsSequence);
    expect(phasesOf(cwbsSequence, c)).toEqual([]);
    expect(c.record.phaseName).toBe('');
    expect(unplaced(cwbsSequence, c).map((r) => r.id)).toEqual(['acceptance', 'initiative', 'stoppage', 'stragglerRecovery']);
    expect(dueNow(cwbsSequence, c, 'acceptance')).toBe(true);
  });

  it('offers a placed reminder in its phase only', () => {
    const phases = writePhases('Command\nMovement\n  \nCombat', { acceptance: 0, stoppage: 2 });
    if ('refused' in phases) throw new Error(phases.refused);
    expect(phases.names).toEqual(['Command', 'Movement', 'Combat']);
    let c: Campaign = { ...startCampaign(cwbsSequence), phases };
    expect(phasesOf(cwbsSequence, c).map((p) => p.reminders.map((r) => r.id))).toEqual([['acceptance'], [], ['stoppage']]);
    expect(dueNow(cwbsSequence, c, 'acceptance')).toBe(true);
    c = nextPhase(cwbsSequence, c);
    expect(c.record).toMatchObject({ phase: 1, phaseName: 'Movement' });
    expect(dueNow(cwbsSequence, c, 'acceptance')).toBe(false);
    expect(dueNow(cwbsSequence, c, 'initiative')).toBe(true);
    c = nextPhase(cwbsSequence, nextPhase(cwbsSequence, c));
    expect(c.record).toMatchObject({ turn: 2, phase: 0, phaseName: 'Command' });
  });

  it('keeps a tick of a reminder due any time through the turn’s phases', () => {
    const phases = writePhases('Command\nCombat', {});
    if ('refused' in phases) throw new Error(phases.refused);
    const c = tick({ ...startCampaign(cwbsSequence), phases }, 'initiative', true, true);
    expect(isDone(nextPhase(cwbsSequence, c), 'initiative', true)).toBe(true);
    expect(isDone(nextTurn(cwbsSequence, c), 'initiative', true)).toBe(false);
  });

  it('refuses phases it cannot keep, naming the field', () => {
    expect(writePhases(' \n', {})).toEqual({ refused: 'Your phases: write at least one phase, one per line' });
    expect(writePhases('A\nA', {})).toEqual({ refused: 'Your phases: “A” is written twice' });
    expect(writePhases('x'.repeat(61), {})).toMatchObject({ refused: expect.stringMatching(/^Your phases: .* longer than 60 characters$/) });
    expect(writePhases(Array.from({ length: 21 }, (_, i) => `P${i}`).join('\n'), {})).toEqual({ refused: 'Your phases: at most 20 phases' });
    expect(writePhases('A\nB', { acceptance: 2 }, cwbsSequence.reminders)).toEqual({ refused: `Phase line for “${cwbsSequence.reminders[0]?.text ?? ''}”: give a line from 1 to 2, or leave it empty` });
  });

  it('shows night reminders only on night turns', () => {
    const day = startCampaign(bngSequence);
    const night: Campaign = { ...day, record: { ...day.record, night: true } };
    expect(unplaced(bngSequence, day).map((r) => r.id)).not.toContain('nightAttacks');
    expect(unplaced(bngSequence, night).map((r) => r.id)).toContain('nightAttacks');
  });
});

describe('reading a saved campaign', () => {
  it('reads what it wrote, and drops what it cannot read', () => {
    const c: Campaign = { record: { turn: 3, phase: 1, phaseName: 'Movement', date: 'July 1', time: '2 PM', night: true, done: ['1/x'] }, phases: { names: ['Command', 'Movement'], placed: { acceptance: 0 } }, game: { orders: [] } };
    expect(readCampaign(JSON.parse(JSON.stringify(c)))).toEqual(c);
    expect(readCampaign({ record: { turn: 0, phase: -1, date: 5, done: [1, 'a'] }, phases: { names: [], placed: {} } })).toEqual({
      record: { turn: 1, phase: 0, phaseName: '', date: '', time: '', night: false, done: ['a'] },
    });
    expect(readCampaign({ record: {}, phases: { names: ['A'], placed: { x: 4, y: 0, z: 'a' } } }).phases).toEqual({ names: ['A'], placed: { y: 0 } });
    expect(readCampaign('garbage').record.turn).toBe(1);
  });
});
