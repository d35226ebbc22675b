import { expect, fixture, html } from '@open-wc/testing';
import { engineApi } from '../../engine/api';
import type { PlayerChart } from '../../engine/core/chart';
import { SPI_1975_CRT } from '../../engine/games/bng/starting-charts';
import type { ChartChecker } from '../../store/charts';
import { until } from '../../ui/test-helpers';
import type { AdjChartEditor } from '../../ui/chart-editor/chart-editor.component';
import '../../ui/chart-editor/chart-editor';

const checker: ChartChecker = { checkChart: async (game, slot, chart) => engineApi.checkChart(game, slot, chart) };
const slot = engineApi.chartSlots('wilderness').find((s) => s.id === 'crt-5-8');
const ROWS = [
  ['1/2', '0/1', '1/2', '1/3', '1/4', '1/5'],
  ['1/1', '1/1', '1/1', '2/2', '1/3', '1/4'],
  ['1/1', '2/2', '2/2', '1/1', '2/3', '1/3'],
  ['2/1', '2/1', '3/2', '1/1', '2/1', '2/3'],
  ['2/1', '2/1', '3/1', '1/0', '2/1', '3/3'],
  ['2/0', '2/0', '2/0', '2/0', '2/0', '2/1'],
  ['2/0', '2/0', '2/0', '2/0', '2/0', '2/1'],
];
const spreadsheet = (rows: readonly (readonly string[])[], columns = ['1-2', '1-1', '2-1', '3-1', '4-1', '5-1']) =>
  [['Die roll', ...columns].join('\t'), ...rows.map((r, i) => [String(i + 1), ...r].join('\t'))].join('\n');

const root = (el: Element) => el.shadowRoot as ShadowRoot;
const button = (el: Element, text: string) => {
  const b = [...root(el).querySelectorAll<HTMLButtonElement>('button')].find((x) => x.textContent?.trim().startsWith(text) || x.getAttribute('aria-label')?.startsWith(text));
  if (!b) throw new Error(`no button "${text}"`);
  return b;
};
const text = (el: Element) => root(el).textContent?.replace(/\s+/g, ' ') ?? '';

async function editor() {
  const el = await fixture<AdjChartEditor>(html`<adj-chart-editor game="wilderness" .chartSlot=${slot} .checker=${checker}></adj-chart-editor>`);
  await until(() => text(el).includes('still to fill'), 'the first check');
  return el;
}

async function paste(el: AdjChartEditor, value: string) {
  const area = root(el).querySelector('textarea') as HTMLTextAreaElement;
  area.value = value;
  area.dispatchEvent(new Event('input'));
  button(el, 'Fill the grid').click();
  await new Promise((r) => setTimeout(r, 50));
  await el.updateComplete;
}

describe('adj-chart-editor', () => {
  it('takes pasted rows, names the bad cell by row and column, and saves once it is fixed', async () => {
    const el = await editor();
    const typo = ROWS.map((r, i) => (i === 3 ? ['2/1', '2/1', '3/Z', ...r.slice(3)] : r));
    await paste(el, spreadsheet(typo));
    await until(() => text(el).includes('row 4, column 2-1: "3/Z" is not a result'), 'the bad cell named');
    expect(button(el, 'Save the chart').disabled).to.equal(true);
    const bad = button(el, 'Row 4, column 2-1: 3/Z, not allowed');
    bad.click();
    await el.updateComplete;
    button(el, '3/2').click();
    await until(() => text(el).includes('Preview'), 'the preview');
    expect(root(el).querySelector('figure caption')?.textContent).to.contain('Combat Results Table "5-8", my sheet');
    let saved: PlayerChart | undefined;
    el.addEventListener('save', (e) => (saved = (e as CustomEvent<PlayerChart>).detail));
    button(el, 'Save the chart').click();
    expect(saved?.cells).to.deep.equal(ROWS);
    expect(saved?.columns).to.deep.equal(['1-2', '1-1', '2-1', '3-1', '4-1', '5-1']);
    await expect(el).to.be.accessible();
  });

  it('undoes the last change', async () => {
    const el = await editor();
    await paste(el, spreadsheet(ROWS));
    await until(() => !button(el, 'Save the chart').disabled, 'a whole chart');
    button(el, 'Row 1, column 1-2').click();
    await el.updateComplete;
    button(el, '6/6').click();
    await el.updateComplete;
    expect(button(el, 'Row 1, column 1-2').getAttribute('aria-label')).to.contain('6/6');
    button(el, 'Undo').click();
    await el.updateComplete;
    expect(button(el, 'Row 1, column 1-2').getAttribute('aria-label')).to.contain('1/2');
  });

  it('refuses a pasted block with extra columns or ragged rows, keeping the grid as it was', async () => {
    const el = await editor();
    await paste(el, spreadsheet(ROWS));
    await until(() => !button(el, 'Save the chart').disabled, 'a whole chart');
    await paste(el, spreadsheet(ROWS.map((r) => [...r, '1/1']), ['1-2', '1-1', '2-1', '3-1', '4-1', '5-1', '6-1']));
    expect(text(el)).to.contain('Not pasted; your grid is as it was');
    expect(text(el)).to.contain('has 6 columns (1-2, 1-1, 2-1, 3-1, 4-1, 5-1); this sheet has 7');
    await paste(el, ROWS.map((r, i) => (i === 2 ? r.slice(0, 4) : r).join(',')).join('\n'));
    expect(text(el)).to.contain('row 3 has 4 cells; the chart has 6 columns');
    expect(button(el, 'Row 3, column 5-1').getAttribute('aria-label')).to.contain('1/3');
    expect(button(el, 'Save the chart').disabled).to.equal(false);
  });

  it('refuses a pasted block with a duplicate or a missing heading, naming it', async () => {
    const el = await editor();
    await paste(el, spreadsheet(ROWS, ['1-2', '1-1', '2-1', '2-1', '4-1', '5-1']));
    expect(text(el)).to.contain('column heading "2-1" appears twice');
    await paste(el, spreadsheet(ROWS, ['1-2', '1-1', '2-1', '', '4-1', '5-1']).replace('\t\t', '\t \t'));
    expect(text(el)).to.contain('column 4 heading is ""; the Combat Results Table "5-8" has "3-1" there');
    expect(button(el, 'Row 1, column 1-2').getAttribute('aria-label')).to.contain('empty');
  });

  it('offers the starting points its slot declares, labelled as another edition', async () => {
    const withStart = { ...slot, id: 'crt-5-8', startingPoints: [SPI_1975_CRT] };
    const el = await fixture<AdjChartEditor>(html`<adj-chart-editor game="wilderness" .chartSlot=${withStart} .checker=${checker}></adj-chart-editor>`);
    const start = button(el, 'Start from another edition (SPI 1975 quadrigame): check every cell against your own sheet');
    start.click();
    await el.updateComplete;
    expect(root(el).querySelectorAll('tbody tr').length).to.equal(6);
  });

  it('gives every control a touch target of 44 px at least', async () => {
    const el = await editor();
    button(el, 'Row 1, column 1-2').click();
    await el.updateComplete;
    const small = [...root(el).querySelectorAll('button, textarea, input')].filter((b) => {
      const r = b.getBoundingClientRect();
      return r.height < 44 || r.width < 44;
    });
    expect(small.map((b) => b.textContent?.trim() || b.getAttribute('aria-label'))).to.deep.equal([]);
  });
});
