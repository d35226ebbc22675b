import { describe, expect, it, vi } from 'vitest';
import { GeneratorDice } from './dice';
import { type RngState, isRngState, nextDie, nextUint32, seedFromCrypto, seedFromWords, withFreshEntropy } from './rng';

const TWO_32 = 2 ** 32;
/** The largest multiple of 6 below 2^32: values from here up would favour faces 1-4 and are redrawn. */
const LIMIT_6 = TWO_32 - (TWO_32 % 6);

/** sfc32 as published (Chris Doty-Humphrey's PractRand), written out again to check the generator against. */
function referenceSfc32(state: RngState, count: number): number[] {
  let [a, b, c, d] = state;
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    out.push(t >>> 0);
  }
  return out;
}

describe('sfc32 generator', () => {
  it('matches the published algorithm word for word', () => {
    const start = seedFromWords(0xdeadbeef, 42, 7, 9);
    let state = start;
    const words: number[] = [];
    for (let i = 0; i < 1000; i++) {
      const [word, next] = nextUint32(state);
      words.push(word);
      state = next;
    }
    expect(words).toEqual(referenceSfc32(start, 1000));
  });

  it('gives the same state for the same words and different states for different words', () => {
    expect(seedFromWords(1, 2, 3, 4)).toEqual(seedFromWords(1, 2, 3, 4));
    expect(seedFromWords(1, 2, 3, 4)).not.toEqual(seedFromWords(1, 2, 3, 5));
    expect(isRngState(seedFromWords(-1, 2 ** 40, 3.5 | 0))).toBe(true);
  });

  it('seeds from the platform source with a fresh valid state each time', () => {
    const a = seedFromCrypto();
    const b = seedFromCrypto();
    expect(isRngState(a)).toBe(true);
    expect(a).not.toEqual(b);
  });

  it('takes its four seed words from crypto.getRandomValues', () => {
    const words = [0xdeadbeef, 1, 2, 3];
    const spy = vi.spyOn(crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      if (array instanceof Uint32Array) array.set(words);
      return array;
    });
    try {
      expect(seedFromCrypto()).toEqual(seedFromWords(0xdeadbeef, 1, 2, 3));
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('recognises only four whole 32-bit words as a state', () => {
    expect(isRngState([0, 1, 2, TWO_32 - 1])).toBe(true);
    expect(isRngState([0, 1, 2])).toBe(false);
    expect(isRngState([0, 1, 2, TWO_32])).toBe(false);
    expect(isRngState([0, 1, 2, -1])).toBe(false);
    expect(isRngState([0, 1, 2, 1.5])).toBe(false);
    expect(isRngState(['0', 1, 2, 3])).toBe(false);
    expect(isRngState('0,1,2,3')).toBe(false);
  });
});

describe('nextDie', () => {
  // With b = c = d = 0 the first word drawn is exactly a, so a crafted state feeds the limit logic any word.
  const feeding = (word: number): RngState => [word, 0, 0, 0];

  it('accepts the last word below the limit (it maps to a 6)', () => {
    const state = feeding(LIMIT_6 - 1);
    expect(nextUint32(state)[0]).toBe(LIMIT_6 - 1);
    expect(nextDie(state)).toEqual([6, nextUint32(state)[1]]);
  });

  it('rejects a word at the limit and draws again from the next state', () => {
    const state = feeding(LIMIT_6);
    const afterReject = nextUint32(state)[1];
    expect(nextDie(state)).toEqual(nextDie(afterReject));
    expect(nextDie(state)[1]).not.toEqual(afterReject);
  });

  it('rejects the largest word too', () => {
    const state = feeding(TWO_32 - 1);
    expect(nextDie(state)).toEqual(nextDie(nextUint32(state)[1]));
  });

  it('rejects nothing when the sides divide 2^32', () => {
    const state = feeding(TWO_32 - 1);
    expect(nextDie(state, 4)).toEqual([4, nextUint32(state)[1]]);
  });

  it('maps words below the limit to faces by remainder', () => {
    expect(nextDie(feeding(0))[0]).toBe(1);
    expect(nextDie(feeding(5))[0]).toBe(6);
    expect(nextDie(feeding(6))[0]).toBe(1);
  });

  it('gives every face about equally often', () => {
    let state = seedFromWords(2024);
    const counts = new Map<number, number>();
    const n = 60_000;
    for (let i = 0; i < n; i++) {
      const [face, next] = nextDie(state);
      counts.set(face, (counts.get(face) ?? 0) + 1);
      state = next;
    }
    expect([...counts.keys()].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    for (const count of counts.values()) expect(Math.abs(count - n / 6)).toBeLessThan(500);
  });
});

describe('replay', () => {
  it('rolls the same dice again from a recorded state', () => {
    const first = new GeneratorDice(seedFromWords(99));
    const faces = Array.from({ length: 12 }, (_, i) => first.d6(`die ${i}`));
    const record = first.records[5];
    if (!record || record.source.kind !== 'generator') throw new Error('expected a generator record');
    const replay = new GeneratorDice(record.source.stateBefore);
    expect(Array.from({ length: 7 }, () => replay.d6('again'))).toEqual(faces.slice(5));
    expect(replay.state).toEqual(first.state);
  });
});

describe('fresh entropy at each roll', () => {
  it('never gives the same state twice from one recorded state, and each state replays its dice exactly', () => {
    const recorded = seedFromWords(1861, 4, 12);
    const states = Array.from({ length: 1000 }, () => withFreshEntropy(recorded));
    expect(new Set(states.map((s) => s.join(','))).size).toBe(1000);
    for (const s of states.slice(0, 20)) {
      const first = new GeneratorDice(s);
      const again = new GeneratorDice(s);
      expect([first.d6('a'), first.d6('b')]).toEqual([again.d6('a'), again.d6('b')]);
      expect(first.records[0]?.source).toEqual({ kind: 'generator', stateBefore: s });
    }
  });

  it('folds the given words into the recorded state: the same words give the same state, other words another', () => {
    const recorded = seedFromWords(7);
    expect(withFreshEntropy(recorded, [1, 2, 3, 4])).toEqual(withFreshEntropy(recorded, [1, 2, 3, 4]));
    expect(withFreshEntropy(recorded, [1, 2, 3, 4])).not.toEqual(withFreshEntropy(recorded, [1, 2, 3, 5]));
    expect(withFreshEntropy(recorded, [1, 2, 3, 4])).not.toEqual(withFreshEntropy(seedFromWords(8), [1, 2, 3, 4]));
    expect(isRngState(withFreshEntropy(recorded, [0xffffffff, 0, 0xffffffff, 0]))).toBe(true);
  });
});
