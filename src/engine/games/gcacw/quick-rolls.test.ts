import { describe, expect, it } from 'vitest';
import { engineApi } from '../../api';
import { type QuickRoll, quickRollDescription } from '../../core/quick-roll';
import { example } from '../test-quick-rolls';

const errorPaths = (input: unknown): string[] => {
  const answer = engineApi.analyse(input);
  return answer.ok ? [] : answer.errors.map((e) => e.path);
};

describe('GCACW quick rolls', () => {
  it('are the tables other than combat', () => {
    expect(engineApi.quickRolls('gcacw').map((r) => r.id)).toEqual(['randomEvents', 'strategicEvents', 'extendedMarch', 'gameEnds', 'cavalryRetreat', 'friendlyOccupiedMp', 'strategicMovement']);
  });

  it('give the rule errors at the field that breaks the rule', () => {
    const march = engineApi.quickRolls('gcacw').find((r) => r.id === 'extendedMarch') as QuickRoll;
    expect(errorPaths(quickRollDescription(march, example(march, { side: 'union' })))).toEqual(['unionGroup']);
    expect(errorPaths(quickRollDescription(march, example(march, { strengthMarker: 'disorganized' })))).toEqual(['manpower']);
    const retreat = engineApi.quickRolls('gcacw').find((r) => r.id === 'cavalryRetreat') as QuickRoll;
    expect(errorPaths(quickRollDescription(retreat, example(retreat, { 'units.0.fatigue': '4' })))).toEqual(['unconfirmed.fatigue']);
  });

  it('roll a random event from the form, converting by the date entered', () => {
    const events = engineApi.quickRolls('gcacw').find((r) => r.id === 'randomEvents') as QuickRoll;
    // 1 + 2 = 3 is Rain (Current +1), converted to No Effect from June 1 to June 12.
    const june = engineApi.resolve(quickRollDescription(events, example(events, { date: '1864-06-05' })), { physical: [1, 2] });
    const may = engineApi.resolve(quickRollDescription(events, example(events, { date: '1864-05-20' })), { physical: [1, 2] });
    expect(june.ok && june.value.outcome.label).toBe('No Effect');
    expect(may.ok && may.value.outcome.label).toBe('Rain (Current +1)');
  });
});
