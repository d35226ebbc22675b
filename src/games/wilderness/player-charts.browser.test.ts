import { expect, fixture, html } from '@open-wc/testing';
import type { PlayerChart } from '../../engine/core/chart';
import { listCharts, saveChart } from '../../store/charts';
import { fakeEngine, freshDb, until } from '../../ui/test-helpers';
import type { AdjPlayerCharts } from '../../ui/player-charts/player-charts.component';
import '../../ui/player-charts/player-charts';

const rows = ['1', '2', '3', '4', '5', '6', '7'];
const columns = ['1-2', '1-1', '2-1', '3-1', '4-1', '5-1'];
const chart = (name: string): PlayerChart => ({ name, entered: '2026-11-23', rows, columns, cells: rows.map(() => columns.map(() => '1/1')) });

const root = (el: Element) => el.shadowRoot as ShadowRoot;
const text = (el: Element) => root(el).textContent?.replace(/\s+/g, ' ') ?? '';
const button = (el: Element, label: string) => {
  const b = [...root(el).querySelectorAll<HTMLButtonElement>('button')].find((x) => x.getAttribute('aria-label') === label || x.textContent?.trim() === label);
  if (!b) throw new Error(`no button "${label}"`);
  return b;
};

async function chooseFile(el: AdjPlayerCharts, name: string, content: string): Promise<void> {
  const input = root(el).querySelector('input[type=file]') as HTMLInputElement;
  const files = new DataTransfer();
  files.items.add(new File([content], name, { type: 'application/json' }));
  input.files = files.files;
  input.dispatchEvent(new Event('change'));
}

describe('adj-player-charts', () => {
  it('lists each slot of the game with the player’s charts, their fingerprint and the one in use', async () => {
    const db = freshDb();
    await saveChart(db, { id: 'a', rules: 'wilderness', slot: 'crt-5-8', chart: chart('Older'), savedAt: 1 });
    await saveChart(db, { id: 'b', rules: 'wilderness', slot: 'crt-5-8', chart: chart('Newer'), savedAt: 2 });
    const el = await fixture<AdjPlayerCharts>(html`<adj-player-charts game="wilderness" .db=${db} .engine=${fakeEngine()}></adj-player-charts>`);
    await until(() => text(el).includes('Newer'), 'the charts');
    expect([...root(el).querySelectorAll('h3')].map((h) => h.textContent)).to.deep.equal(['Combat Results Table "9 or more"', 'Combat Results Table "5-8"', 'Combat Results Table "1-4"']);
    expect(text(el)).to.match(/Newer entered 23 Nov 2026, fingerprint [0-9a-f]{8} in use/);
    button(el, 'Show Newer').click();
    await until(() => !!root(el).querySelector('figure'), 'the chart drawn');
    expect(root(el).querySelector('figure caption')?.textContent).to.equal('Newer');
    expect(root(el).querySelector('figcaption')?.textContent).to.contain('your chart "Newer", entered 23 Nov 2026');
    const small = [...root(el).querySelectorAll('button, label.button')].filter((b) => b.getBoundingClientRect().height < 44 || b.getBoundingClientRect().width < 44);
    expect(small.map((b) => b.textContent?.trim())).to.deep.equal([]);
    button(el, 'Use Older').click();
    await until(() => !!root(el).querySelector('[aria-label="Use Newer"]'), 'Older in use');
    await expect(el).to.be.accessible();
  });

  it('deletes a chart only once confirmed', async () => {
    const db = freshDb();
    await saveChart(db, { id: 'a', rules: 'wilderness', slot: 'crt-5-8', chart: chart('Mine'), savedAt: 1 });
    const el = await fixture<AdjPlayerCharts>(html`<adj-player-charts game="wilderness" .db=${db} .engine=${fakeEngine()}></adj-player-charts>`);
    await until(() => text(el).includes('Mine'), 'the chart');
    button(el, 'Delete Mine').click();
    await el.updateComplete;
    expect(await db.charts.count()).to.equal(1);
    button(el, 'Delete Mine for good').click();
    await until(() => text(el).includes('Deleted “Mine”'), 'the delete');
    expect(await db.charts.count()).to.equal(0);
  });

  it('opens the editor of the slot it is sent to, and saves what is entered as the chart in use', async () => {
    const db = freshDb();
    const el = await fixture<AdjPlayerCharts>(html`<adj-player-charts game="wilderness" .db=${db} .engine=${fakeEngine()} openSlot="crt-1-4"></adj-player-charts>`);
    await until(() => !!root(el).querySelector('adj-chart-editor'), 'the editor');
    const editor = root(el).querySelector('adj-chart-editor') as HTMLElement;
    editor.dispatchEvent(new CustomEvent('save', { detail: chart('Typed in') }));
    await until(() => text(el).includes('Saved “Typed in”'), 'the save');
    expect((await listCharts(db, 'wilderness')).map((c) => [c.slot, c.chart.name, c.inUse])).to.deep.equal([['crt-1-4', 'Typed in', true]]);
  });

  it('refuses a charts file with a bad chart, naming the place, and changes nothing', async () => {
    const db = freshDb();
    await saveChart(db, { id: 'a', rules: 'wilderness', slot: 'crt-5-8', chart: chart('Kept'), savedAt: 1 });
    const el = await fixture<AdjPlayerCharts>(html`<adj-player-charts game="wilderness" .db=${db} .engine=${fakeEngine()}></adj-player-charts>`);
    await until(() => text(el).includes('Kept'), 'the chart');
    const bad = { kind: 'adjutant-charts', version: 1, charts: [{ rules: 'wilderness', slot: 'crt-5-8', chart: { ...chart('Bad'), rows: ['1', '1', '3', '4', '5', '6', '7'] } }] };
    await chooseFile(el, 'bad.json', JSON.stringify(bad));
    await until(() => text(el).includes('bad.json was not imported; nothing has changed.'), 'the refusal');
    expect(text(el)).to.contain('charts.0.chart: row 2 heading is "1"; the Combat Results Table "5-8" has "2" there');
    expect((await listCharts(db, 'wilderness')).map((c) => c.chart.name)).to.deep.equal(['Kept']);
  });
});
