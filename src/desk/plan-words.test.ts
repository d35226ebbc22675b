import { describe, expect, it } from 'vitest';
import { afterWords, listWords } from './plan-words';

describe('the plan in words', () => {
  it('lists names as a player says them', () => {
    expect([listWords([]), listWords(['Hancock']), listWords(['Hancock', 'Wright']), listWords(['II', 'V', 'VI'])]).toEqual(['', 'Hancock', 'Hancock and Wright', 'II, V and VI']);
  });

  it('says which attacks on the hex a chance is counted after, by number and attackers', () => {
    expect(afterWords([{ number: 1, attackers: ['Sedgwick'] }])).toBe('after attack 1 by Sedgwick on this hex');
    expect(afterWords([{ number: 1, attackers: ['Sedgwick'] }, { number: 3, attackers: ['Hancock', 'Wright'] }])).toBe('after attack 1 by Sedgwick, then attack 3 by Hancock and Wright, on this hex');
    expect(afterWords([{ number: 2, attackers: [] }])).toBe('after attack 2 on this hex');
  });
});
