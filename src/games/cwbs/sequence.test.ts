import { describe, expect, it } from 'vitest';
import { dueNow, isDone, nextPhase, nextTurn, phasesOf, startCampaign, tick, unplaced, writePhases } from '../../campaign/turns';
import type { Campaign } from '../../store/campaign-record';
import { cwbsSequence } from './sequence';

describe('the players’ own phases over the CWBS sequence, whose sources give none', () => {
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

  it('refuses a sourced reminder placed past the last phase, naming it', () => {
    expect(writePhases('A\nB', { acceptance: 2 }, cwbsSequence.reminders)).toEqual({ refused: `Phase line for “${cwbsSequence.reminders[0]?.text ?? ''}”: give a line from 1 to 2, or leave it empty` });
  });
});
