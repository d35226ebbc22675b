import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PausedWriter } from './paused-writer';

describe('writing once the player pauses', () => {
  let writes: [string, Partial<Record<string, number>>][];
  let writer: PausedWriter<Record<string, number>>;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    writes = [];
    writer = new PausedWriter((key, patch) => writes.push([key, patch]), 300);
  });
  afterEach(() => vi.useRealTimers());

  it('makes one write of a run of quick changes, 300 ms after the last', () => {
    writer.add('g1', { a: 1 });
    vi.advanceTimersByTime(200);
    writer.add('g1', { b: 2 });
    vi.advanceTimersByTime(200);
    writer.add('g1', { a: 3 });
    vi.advanceTimersByTime(299);
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(writes).toEqual([['g1', { a: 3, b: 2 }]]);
    vi.advanceTimersByTime(1000);
    expect(writes).toHaveLength(1);
  });

  it('writes at once when flushed, and never twice', () => {
    writer.add('g1', { a: 1 });
    writer.flush();
    expect(writes).toEqual([['g1', { a: 1 }]]);
    vi.advanceTimersByTime(1000);
    writer.flush();
    expect(writes).toHaveLength(1);
  });

  it('writes what waits for one record before taking changes to another', () => {
    writer.add('g1', { a: 1 });
    writer.add('g2', { a: 2 });
    expect(writes).toEqual([['g1', { a: 1 }]]);
    vi.advanceTimersByTime(300);
    expect(writes).toEqual([
      ['g1', { a: 1 }],
      ['g2', { a: 2 }],
    ]);
  });

  it('forgets what waits when dropped', () => {
    writer.add('g1', { a: 1 });
    writer.drop();
    vi.advanceTimersByTime(1000);
    writer.flush();
    expect(writes).toEqual([]);
  });

  it('hands what waits for a record to a write of the caller’s own, and writes it no more', () => {
    writer.add('g1', { a: 1 });
    writer.add('g1', { b: 2 });
    expect(writer.take('g2')).toBeUndefined();
    expect(writer.take('g1')).toEqual({ a: 1, b: 2 });
    expect(writer.take('g1')).toBeUndefined();
    vi.advanceTimersByTime(1000);
    writer.flush();
    expect(writes).toEqual([]);
  });
});
