import { describe, expect, it } from 'vitest';
import type { SequenceOfPlay } from '../../campaign/sequence';
import { isDone, nextPhase, nextTurn, phasesOf, previousPhase, startCampaign, tick } from '../../campaign/turns';
import { type Campaign, entryWhen } from '../../store/campaign-record';
import { gcacwSequence } from './sequence';

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
