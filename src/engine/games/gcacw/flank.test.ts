import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { hex, hexKey } from '../../hex/hex';
import { Board } from './board';
import { computeFlank } from './flank';
import { type BoardInput, boardSchema } from './schema/board';

// The defender sits at 0,0. Its neighbours, clockwise from north:
// N 0,-1 · NE 1,-1 · SE 1,0 · S 0,1 · SW -1,1 · NW -1,0.
const DEFENDER = hex(0, 0);

function board(input: unknown): Board {
  return new Board(v.parse(boardSchema, input) as BoardInput, 'flank.board');
}

const union = (id: string, at: string, combatValue = 6, extra: Record<string, unknown> = {}) => ({ id, hex: at, side: 'union', combatValue, ...extra });
const reb = (id: string, at: string, combatValue = 6, extra: Record<string, unknown> = {}) => ({ id, hex: at, side: 'confederate', combatValue, ...extra });

function flank(units: unknown[], extra: Record<string, unknown> = {}, opts: { rain?: boolean; defenderCombatValue?: number; otherReductions?: string[] } = {}) {
  return computeFlank({
    board: board({ units: [reb('Defender', '0,0'), ...units], ...extra }),
    defenderHex: DEFENDER,
    attackerSide: 'union',
    defenderCombatValue: opts.defenderCombatValue ?? 6,
    rain: opts.rain ?? false,
    otherReductions: (opts.otherReductions ?? []).map((k) => {
      const [q, r] = k.split(',').map(Number);
      return hex(q ?? 0, r ?? 0);
    }),
    path: 'flank',
  });
}

const coveredKeys = (r: ReturnType<typeof flank>): string[] => r.hexes.filter((h) => h.reasons.length > 0).map((h) => hexKey(h.hex));

describe('flank attack examples (the seed\'s four diagrams)', () => {
  // Two enemy units at N and S: their ZOC covers all six hexes around the defender.
  const ringOfSix = [union('A', '0,-1', 6, { attacking: true }), union('B', '0,1')];
  // Two enemy units at N and SE: their ZOC covers five hexes; SW (-1,1) stays open.
  const ringOfFive = [union('A', '0,-1', 6, { attacking: true }), union('B', '1,0')];

  it('1. all six hexes covered: +4', () => {
    const r = flank(ringOfSix);
    expect(r.covered).toBe(6);
    expect(r.basic).toBe(4);
    expect(r.final).toBe(4);
  });

  it('2. all six covered, one occupied by a unit friendly to the defender: +3', () => {
    const r = flank([...ringOfSix, reb('Unit A', '1,-1')]);
    expect(r.basic).toBe(4);
    expect(r.final).toBe(3);
    expect(r.hexes.find((h) => hexKey(h.hex) === '1,-1')?.reduction).toMatch(/Unit A/);
  });

  it('3. five hexes covered: +2', () => {
    const r = flank(ringOfFive);
    expect(r.covered).toBe(5);
    expect(coveredKeys(r)).not.toContain('-1,1');
    expect(r.final).toBe(2);
  });

  it('4. five covered, one with a friendly unit: +1; another friendly in Hex 1 makes it 0', () => {
    expect(flank([...ringOfFive, reb('Friend', '-1,0')]).final).toBe(1);
    expect(flank([...ringOfFive, reb('Friend', '-1,0'), reb('Hex 1', '0,1')]).final).toBe(0);
  });
});

describe('covered hexes', () => {
  it('counts each hex once however many reasons it has', () => {
    const r = flank([union('A', '0,-1'), union('B', '1,-1'), union('C', '1,0'), union('D', '0,1'), union('E', '-1,1'), union('F', '-1,0')], {
      terrain: { '0,-1': 'swamp' },
    });
    expect(r.covered).toBe(6);
    expect(r.hexes[0]?.reasons.length).toBeGreaterThan(1);
  });

  it('does not count units under ¼ of the defender\'s Combat Value', () => {
    const r = flank([union('Tiny', '0,-1', 1), union('Tiny2', '0,1', 1)], {}, { defenderCombatValue: 10 });
    expect(r.covered).toBe(0);
    expect(r.hexes[0]?.tooSmall).toMatch(/under ¼/);
    // Two small units reaching the same hex together pass the test: 1½ + 1 ≥ 10/4.
    const joint = flank([union('S1', '0,-1', 1.5), union('S2', '1,0', 1)], {}, { defenderCombatValue: 10 });
    expect(coveredKeys(joint)).toContain('1,-1');
    expect(coveredKeys(joint)).not.toContain('0,-1');
  });

  it('ignores demoralized enemy units unless they are attacking, and units without ZOC cover only their own hex', () => {
    expect(flank([union('A', '0,-1', 6, { demoralized: 1 })]).covered).toBe(0);
    expect(flank([union('A', '0,-1', 6, { demoralized: 1, attacking: true })]).covered).toBe(3);
    expect(flank([union('A', '0,-1', 6, { zoc: false })]).covered).toBe(1);
    expect(flank([union('A', '0,-1', 6, { zoc: ['1,-1'] })]).covered).toBe(2);
  });

  it('covers swamp and mountain hexes not joined by a road, pike, trail or RR', () => {
    const r = flank([], { terrain: { '0,-1': 'swamp', '1,-1': 'mountain', '1,0': 'woods', '0,1': 'provisional-swamp' }, hexsides: [{ between: ['0,0', '1,-1'], features: ['trail'] }] });
    expect(coveredKeys(r)).toEqual(['0,-1']);
    expect(coveredKeys(flank([], { terrain: { '0,1': 'provisional-swamp' } }, { rain: true }))).toEqual(['0,1']);
  });

  it('covers hexes across a river without a crossing, and in rain across a ford or an untraversed creek', () => {
    const hexsides = [
      { between: ['0,0', '0,-1'], features: ['major-river'] },
      { between: ['0,0', '1,-1'], features: ['minor-river', 'bridge'] },
      { between: ['0,0', '1,0'], features: ['minor-river', 'ford'] },
      { between: ['0,0', '0,1'], features: ['creek'] },
      { between: ['0,0', '-1,1'], features: ['creek', 'trail'] },
      { between: ['0,0', '-1,0'], features: ['creek', 'road'] },
    ];
    expect(coveredKeys(flank([], { hexsides }))).toEqual(['0,-1']);
    expect(coveredKeys(flank([], { hexsides }, { rain: true }))).toEqual(['0,-1', '1,0', '0,1', '-1,1']);
  });

  it('covers the hypothetical hexes off the map beside a map-edge defender', () => {
    const r = flank([union('A', '1,0'), union('B', '0,1')], { offMap: ['-1,0', '-1,1'] });
    expect(coveredKeys(r)).toEqual(['1,-1', '1,0', '0,1', '-1,1', '-1,0']);
    expect(r.final).toBe(2);
  });

  it('takes 1 off for each covered hex the player declares to meet another reducing condition', () => {
    const ring = [union('A', '0,-1'), union('B', '0,1')];
    expect(flank(ring, {}, { otherReductions: ['1,0'] }).final).toBe(3);
    expect(() => flank([union('A', '0,-1')], {}, { otherReductions: ['0,1'] })).toThrow(/not covered/);
    expect(() => flank(ring, {}, { otherReductions: ['3,3'] })).toThrow(/not adjacent/);
  });

  it('refuses an attacker-side unit in the defender\'s hex and ZOC lists that are not adjacent', () => {
    expect(() => flank([union('Odd', '0,0')])).toThrow(/attacker's side/);
    expect(() => flank([union('A', '0,-1', 6, { zoc: ['5,5'] })])).toThrow(/not adjacent/);
  });
});
