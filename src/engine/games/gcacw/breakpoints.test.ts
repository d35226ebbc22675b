import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { breakpoints } from '../../engine';

describe('breakpoint hints for GCACW', () => {
  it('move a combat to other rows when it becomes an assault', () => {
    const input = { ...(JSON.parse(readFileSync('docs/games/gcacw/combat.json', 'utf8')) as Record<string, unknown>), attack: 'normal' };
    const assault = breakpoints(input).find((h) => h.change === 'As an assault action');
    expect(assault?.moves).toMatch(/^rows .+ \(now rows .+\)$/);
  });
});
