import { describe, expect, it } from 'vitest';
import { cellAt, checkPlayerChart } from '../../core/chart';
import { CRT_SLOT } from './crt';
import { SPI_1975_CRT } from './starting-charts';

describe('the starting points for the Combat Results Table', () => {
  it('take the 1975 quadrigame CRT as a chart of the slot, every cell a result', () => {
    const chart = checkPlayerChart(CRT_SLOT, { name: 'start', entered: '2026-11-23', ...SPI_1975_CRT });
    expect('chart' in chart && cellAt(chart.chart, 4, 7)).toBe('Ex');
  });
});
