import { describe, expect, it } from 'vitest';
import { chartAskedFor, withCharts } from './charts';
import { GAME_IDS } from '../engine/core/source';

describe('the player’s charts in a description', () => {
  const chart = { name: 'Mine', entered: '2026-11-23', rows: ['1'], columns: ['1-1'], cells: [['Ex']] };

  it('adds the charts in use, and leaves a description without any as it was', () => {
    const description = { format: 1, game: GAME_IDS[0] };
    expect(withCharts(description, {})).toBe(description);
    expect(withCharts(description, { crt: chart })).toEqual({ format: 1, game: GAME_IDS[0], charts: { crt: chart } });
  });

  it('finds the slot a refusal asks for', () => {
    expect(chartAskedFor([{ path: 'attackers' }, { path: 'charts.crt-5-8' }])).toBe('crt-5-8');
    expect(chartAskedFor([{ path: 'attackers' }])).toBeUndefined();
  });
});
