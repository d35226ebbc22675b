import { describe, expect, it } from 'vitest';
import { orderProblem, readNumber, readOddsKey, readRangeKey } from './keys';

describe('chart keys', () => {
  it('reads printed numbers, halves and signs', () => {
    expect([readNumber('7'), readNumber('+3'), readNumber('-8'), readNumber('½'), readNumber('3½'), readNumber('−2')]).toEqual([7, 3, -8, 0.5, 3.5, -2]);
    expect([readNumber(''), readNumber('+'), readNumber('x'), readNumber('1-2')]).toEqual([undefined, undefined, undefined, undefined]);
  });

  it.each([
    ['13-42', 13, 42],
    ['3 to 4', 3, 4],
    ['-3 to -1', -3, -1],
    ['½-3', 0.5, 3],
    ['≤-8', -Infinity, -8],
    ['<=2', -Infinity, 2],
    ['6 or less', -Infinity, 6],
    ['≥+10', 10, Infinity],
    ['50+', 50, Infinity],
    ['14 or more', 14, Infinity],
    ['+9', 9, 9],
  ])('reads the range "%s"', (label, low, high) => {
    expect(readRangeKey(label)).toEqual({ kind: 'range', label, low, high });
  });

  it('refuses what is not a range, saying what one looks like', () => {
    expect(readRangeKey('many')).toMatch(/not a number or a range/);
    expect(readRangeKey('9-3')).toMatch(/lower number first/);
  });

  it('reads odds and refuses a zero side', () => {
    expect(readOddsKey('3-1')).toEqual({ kind: 'odds', label: '3-1', attacker: 3, defender: 1 });
    expect(readOddsKey('0-1')).toMatch(/not an odds column/);
  });

  it('says when neighbouring keys overlap, repeat or run the wrong way', () => {
    const k = (l: string) => readRangeKey(l) as Exclude<ReturnType<typeof readRangeKey>, string>;
    const o = (l: string) => readOddsKey(l) as Exclude<ReturnType<typeof readOddsKey>, string>;
    expect(orderProblem(k('1-3'), k('4-6'))).toBeUndefined();
    expect(orderProblem(k('1-3'), k('3-6'))).toMatch(/overlaps/);
    expect(orderProblem(k('2'), k('2'))).toMatch(/twice/);
    expect(orderProblem(o('1-2'), o('1-1'))).toBeUndefined();
    expect(orderProblem(o('2-1'), o('1-1'))).toMatch(/not better odds/);
  });
});
