import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { recordCombat } from './combats';
import { FRAME_CHARS, FrameCollector, encodeFrames } from './qr-frames';
import { combatFor, gameWithUnits } from './test-data';
import { exportGame } from './transfer';

/** A game of `combats` logged entries, as its hand-over file. */
async function gameFile(combats: number): Promise<unknown> {
  const { db, game } = await gameWithUnits();
  for (let i = 0; i < combats; i++) await recordCombat(db, combatFor(game.id, 2000 + i));
  return JSON.parse(JSON.stringify(await exportGame(db, game.id)));
}

function collect(frames: readonly string[]): FrameCollector {
  const collector = new FrameCollector();
  for (const f of frames) collector.take(f);
  return collector;
}

describe('QR frames of a hand-over', () => {
  it('cuts a file into numbered frames of moderate size that put it back together, gzipped or not', async () => {
    const file = await gameFile(30);
    for (const gzip of [true, false]) {
      const frames = await encodeFrames(file, { id: 'T1', gzip });
      expect(frames.length).toBeGreaterThan(1);
      frames.forEach((f, i) => {
        expect(f).toMatch(new RegExp(`^ADJ1/T1/${i + 1}/${frames.length}/[0-9A-F]{12}/`));
        expect(f.length).toBeLessThanOrEqual(FRAME_CHARS + 40);
        expect(f).toMatch(/^[0-9A-Z $%*+\-./:]+$/);
      });
      expect(await collect(frames).assemble()).toEqual(file);
    }
    // Gzip packs the log's repeated field names: far fewer frames.
    expect((await encodeFrames(file, { gzip: true })).length * 3).toBeLessThan((await encodeFrames(file, { gzip: false })).length);
  });

  it('takes frames in any order and any number of times, and assembles only when every frame is in', async () => {
    const file = await gameFile(20);
    const frames = await encodeFrames(file, { id: 'T2', frameChars: 300 });
    const count = frames.length;
    expect(count).toBeGreaterThan(3);
    const collector = new FrameCollector();
    const [first, ...rest] = [...frames].reverse();
    expect(collector.take(first as string)).toEqual({ kind: 'new', index: count, count });
    expect(collector.take(first as string)).toEqual({ kind: 'again', index: count, count });
    expect(collector.complete).toBe(false);
    expect(collector.missing()).toEqual(Array.from({ length: count - 1 }, (_, i) => i + 1));
    await expect(collector.assemble()).rejects.toThrow(`frames ${collector.missing().join(', ')} of ${count} are still to be read`);
    for (const f of rest.slice(0, -1)) collector.take(f);
    await expect(collector.assemble()).rejects.toThrow(`frame 1 of ${count} is still to be read`);
    collector.take(rest.at(-1) as string);
    expect(collector.received.every(Boolean)).toBe(true);
    expect(collector.complete).toBe(true);
    expect(await collector.assemble()).toEqual(file);
  });

  it('leaves out a frame of another hand-over, or a code that is not a frame, saying why', async () => {
    const ours = await encodeFrames({ a: 1 }, { id: 'OURS' });
    const theirs = await encodeFrames({ b: 2 }, { id: 'THEIRS' });
    const collector = collect(ours.slice(0, 1));
    expect(collector.take(theirs[0] as string)).toEqual({ kind: 'refused', message: 'this code belongs to another hand-over (THEIRS); still reading OURS — start again to read the new one' });
    expect(collector.take('https://example.com')).toEqual({ kind: 'refused', message: 'this code is not a frame of an Adjutant hand-over' });
    expect(collector.take('ADJ1/OURS/3/2/0123456789AB/AB')).toMatchObject({ kind: 'refused' });
    expect(await collector.assemble()).toEqual({ a: 1 });
  });

  it('refuses frames that do not add up: a changed frame, a count or checksum that differs', async () => {
    const frames = await encodeFrames(await gameFile(10), { id: 'T3', frameChars: 300 });
    // A frame altered in transit but still well formed: the checksum of the whole catches it.
    const altered = frames.map((f, i) => (i === 1 ? f.slice(0, -3) + (f.endsWith('000') ? '111' : '000') : f));
    await expect(collect(altered).assemble()).rejects.toThrow('the frames read do not add up to what was sent (the checksum differs); start again');
    const collector = collect(frames.slice(0, 1));
    const otherSum = (frames[1] as string).replace(/^(ADJ1\/T3\/\d+\/\d+\/)[0-9A-F]{12}/, '$1FFFFFFFFFFFF');
    expect(collector.take(otherSum)).toEqual({ kind: 'refused', message: 'frame 2 does not match the other frames of hand-over T3; it was left out' });
    const first = frames[0] as string;
    const misread = first.slice(0, -1) + (first.endsWith('0') ? '1' : '0');
    expect(collector.take(misread)).toEqual({ kind: 'refused', message: 'frame 1 was read twice with different contents; the first reading is kept' });
  });

  it('hands over a game of 100 logged combats in a few dozen frames', async () => {
    const frames = await encodeFrames(await gameFile(100));
    expect(frames.length).toBeLessThanOrEqual(40);
  });
});
