import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyse } from '../../engine';
import { fieldErrors } from '../../core/test-field-errors';
import { hex } from '../../hex/hex';
import { Board } from './board';

const example = (): Record<string, unknown> & { attacker: { units: unknown[] }; defender: { units: unknown[] }; flank: { board: Record<string, unknown> } } =>
  JSON.parse(readFileSync('docs/games/gcacw/combat.json', 'utf8'));

const unit = { combatValue: 1, artillery: 0, tactical: 1 };

/**
 * Runs a description that should be refused, within a time budget, and gives its field errors. The
 * budget is wall-clock time on a machine the other test files share: generous, yet far below what
 * reading every unit through the rules would take.
 */
function refusedQuickly(input: unknown, ms = 3000) {
  const started = performance.now();
  const errors = fieldErrors(() => analyse(input));
  expect(performance.now() - started).toBeLessThan(ms);
  return errors;
}

describe('GCACW descriptions too large to be a combat are refused, quickly and by field', () => {
  it('refuses 200,000 attacking units instead of overflowing the stack', () => {
    const input = example();
    input.attacker.units = Array.from({ length: 200_000 }, () => unit);
    expect(refusedQuickly(input)).toEqual([{ path: 'attacker.units', message: expect.stringMatching(/at most \d+ attacking units/) }]);
  });

  it('refuses Combat Values whose total passes the largest number instead of throwing', () => {
    const input = example();
    input.attacker.units = [1, 2, 3].map(() => ({ ...unit, combatValue: 8e307 }));
    expect(refusedQuickly(input)).toEqual([0, 1, 2].map((i) => ({ path: `attacker.units.${i}.combatValue`, message: 'Combat Value must be at most 999' })));
  });

  it('refuses a board listing more hexsides than a map piece has', () => {
    const input = example();
    input.flank.board['hexsides'] = Array.from({ length: 40_000 }, () => ({ between: ['0,0', '0,1'], features: ['road'] }));
    expect(refusedQuickly(input)).toEqual([{ path: 'flank.board.hexsides', message: expect.stringMatching(/at most \d+ hexsides/) }]);
  });

  it('reads a hexside the board lists many times in one pass', () => {
    const hexsides = Array.from({ length: 40_000 }, () => ({ between: ['0,0', '0,1'] as [string, string], features: ['road' as const] }));
    const board = new Board({ units: [], terrain: {}, hexsides, offMap: [] }, 'board');
    const started = performance.now();
    expect(board.features(hex(0, 0), hex(0, 1))).toHaveLength(40_000);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('refuses a hex key too far out to be on any map instead of retreating into Infinity', () => {
    const far = `${'9'.repeat(400)},0`;
    const retreat = { format: 1, game: 'gcacw', kind: 'retreat', side: 'confederate', retreat: 'retreat', from: far, hexNumber: 1, activeEnemy: '0,-1', board: { units: [] } };
    expect(refusedQuickly(retreat)).toEqual([{ path: 'from', message: expect.stringContaining('-999 to 999') }]);
  });

  it('still works out a flank on the largest board it accepts in a moment', () => {
    const input = example();
    const ring = (n: number) => `${(n % 41) - 20},${Math.floor(n / 41) - 20}`;
    input.flank.board['units'] = [
      ...(input.flank.board['units'] as unknown[]),
      ...Array.from({ length: 496 }, (_, i) => ({ id: `u${i}`, hex: ring(i + 900), side: i % 2 ? 'union' : 'confederate', combatValue: 1 })),
    ];
    input.flank.board['terrain'] = Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [ring(i), 'woods']));
    input.flank.board['hexsides'] = Array.from({ length: 2000 }, () => ({ between: ['0,0', '0,1'], features: ['road', 'creek'] }));
    input.flank.board['offMap'] = Array.from({ length: 2000 }, (_, i) => `${500 + (i % 40)},${Math.floor(i / 40)}`);
    const started = performance.now();
    expect(analyse(input).chances.length).toBeGreaterThan(0);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('still resolves the largest combat it accepts', () => {
    const input = example();
    input.attacker.units = Array.from({ length: 100 }, () => ({ ...unit, combatValue: 999, artillery: 99, tactical: 9 }));
    const started = performance.now();
    expect(analyse(input).chances.length).toBeGreaterThan(0);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
