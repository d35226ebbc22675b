import { describe, expect, it } from 'vitest';
import { type UnitState, applyResult, parseResult, resultChecklist } from './results';

const unit = (over: Partial<UnitState> = {}): UnitState => ({ manpower: 8, fatigue: 0, disorganized: false, demoralized: 0, ...over });

describe('reading Combat Chart results', () => {
  it('reads losses and letters apart', () => {
    expect(parseResult('-')).toEqual({ code: '-', manpower: 0, advance: false });
    expect(parseResult('3')).toMatchObject({ manpower: 3, advance: false });
    expect(parseResult('2DR*')).toMatchObject({ manpower: 2, status: 'D', retreat: 'R*', advance: false });
    expect(parseResult('1Dr')).toMatchObject({ manpower: 1, status: 'D', retreat: 'r' });
    expect(parseResult('10DR*')).toMatchObject({ manpower: 10, retreat: 'R*' });
    expect(parseResult('1fa')).toMatchObject({ manpower: 1, status: 'f', advance: true });
    expect(parseResult('Ea')).toMatchObject({ manpower: 0, status: 'E', advance: true });
    expect(parseResult('a')).toMatchObject({ manpower: 0, advance: true });
    expect(() => parseResult('X')).toThrow(/not a Combat Chart result/);
  });
});

describe('applying a result to a unit', () => {
  it('D disorganizes and adds 3 Fatigue Levels, capped at 4', () => {
    expect(applyResult(unit({ fatigue: 0 }), parseResult('D')).after).toEqual(unit({ fatigue: 3, disorganized: true }));
    expect(applyResult(unit({ fatigue: 2 }), parseResult('1D')).after).toEqual(unit({ manpower: 7, fatigue: 4, disorganized: true }));
    expect(applyResult(unit({ fatigue: 4, disorganized: true }), parseResult('D')).after).toEqual(unit({ fatigue: 4, disorganized: true }));
  });

  it('F adds 2 and f adds 1, capped at 4; E changes nothing', () => {
    expect(applyResult(unit({ fatigue: 3 }), parseResult('F')).after.fatigue).toBe(4);
    expect(applyResult(unit({ fatigue: 1 }), parseResult('1F')).after).toEqual(unit({ manpower: 7, fatigue: 3 }));
    expect(applyResult(unit({ fatigue: 4 }), parseResult('f')).after.fatigue).toBe(4);
    expect(applyResult(unit({ fatigue: 2 }), parseResult('fa')).after.fatigue).toBe(3);
    expect(applyResult(unit(), parseResult('Ea')).after).toEqual(unit());
  });

  it('R demoralizes one step; a Demoralized-2 unit stays so and loses no extra Manpower', () => {
    expect(applyResult(unit(), parseResult('DR')).after.demoralized).toBe(1);
    expect(applyResult(unit({ demoralized: 1 }), parseResult('DR')).after.demoralized).toBe(2);
    const onD2 = applyResult(unit({ demoralized: 2 }), parseResult('2DR'));
    expect(onD2.after).toEqual(unit({ manpower: 6, fatigue: 3, disorganized: true, demoralized: 2 }));
  });

  it('R* makes a unit Demoralized-2, and one already so loses 1 more Manpower', () => {
    expect(applyResult(unit(), parseResult('2DR*')).after).toEqual(unit({ manpower: 6, fatigue: 3, disorganized: true, demoralized: 2 }));
    expect(applyResult(unit({ demoralized: 1 }), parseResult('2DR*')).after.demoralized).toBe(2);
    const extra = applyResult(unit({ demoralized: 2 }), parseResult('2DR*'));
    expect(extra.after.manpower).toBe(5);
    expect(extra.changes[0]).toMatch(/1 more Manpower/);
  });

  it('takes a given share of the loss and never goes below 0', () => {
    expect(applyResult(unit({ manpower: 8 }), parseResult('3D'), 1).after.manpower).toBe(7);
    expect(applyResult(unit({ manpower: 2 }), parseResult('5DR*')).after.manpower).toBe(0);
  });

  it('spells out the board checklist, ending an active unit\'s march', () => {
    expect(resultChecklist('Attacker', parseResult('1Fa'), true)).toEqual([
      'Attacker: lose 1 Manpower Value.',
      'Attacker: add 2 Fatigue Levels to each unit (at most 4). No more MPs: the march is over.',
      'Attacker: may advance after combat.',
    ]);
    expect(resultChecklist('Defender', parseResult('-'), false)).toEqual(['Defender: no effect.']);
    expect(resultChecklist('Defender', parseResult('3DR*'), false, 2)[0]).toBe('Defender: lose 3 Manpower Value in all, divided among the units by the rules.');
  });
});
