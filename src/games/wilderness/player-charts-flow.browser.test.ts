import { expect, fixture, html } from '@open-wc/testing';
import { listCombats } from '../../store/combats';
import { createGame } from '../../store/games';
import type { UnitRecord } from '../../store/records';
import type { AdjChartEditor } from '../../ui/chart-editor/chart-editor.component';
import { enterDice, openDesk, pickSides, readyToResolve, tapper, rootOf, showActivity } from '../../ui/desk/desk-test-helpers';
import { fakeEngine, freshDb, storageFull, until } from '../../ui/test-helpers';
import type { AdjutantDb } from '../../store/db';
import type { AdjPlayerCharts } from '../../ui/player-charts/player-charts.component';
import '../../ui/desk/desk';
import '../../ui/player-charts/player-charts';

/** A house rule for the "5-8" table: every cell of the 4-1 column costs the defender 5. */
const HOUSE = [
  ['1/2', '0/1', '1/2', '1/3', '0/5', '1/5'],
  ['1/1', '1/1', '1/1', '2/2', '0/5', '1/4'],
  ['1/1', '2/2', '2/2', '1/1', '0/5', '1/3'],
  ['2/1', '2/1', '3/2', '1/1', '0/5', '2/3'],
  ['2/1', '2/1', '3/1', '1/0', '0/5', '3/3'],
  ['2/0', '2/0', '2/0', '2/0', '0/5', '2/1'],
  ['2/0', '2/0', '2/0', '2/0', '0/5', '2/1'],
];
const COLUMNS = ['1-2', '1-1', '2-1', '3-1', '4-1', '5-1'];

const root = rootOf;
const text = (el: Element) => root(el).textContent?.replace(/\s+/g, ' ') ?? '';
const { tap } = tapper();

/** Pastes the house rule into a chart editor, fills the grid from it, and names it "House 5-8", ready to save. */
async function enterHouseChart(editor: AdjChartEditor) {
  const area = root(editor).querySelector('textarea') as HTMLTextAreaElement;
  area.value = HOUSE.map((r) => r.join('\t')).join('\n');
  area.dispatchEvent(new Event('input'));
  tap(root(editor), 'Fill the grid');
  await until(() => text(editor).includes('Preview'), 'a chart that fits');
  const name = root(editor).querySelector('input') as HTMLInputElement;
  name.value = 'House 5-8';
  name.dispatchEvent(new Event('input'));
  await editor.updateComplete;
}

async function gameWithUnits(db: AdjutantDb) {
  const game = await createGame(db, 'May 1864', 'wilderness');
  const unit = (name: string, side: string, strength: number): UnitRecord => ({ id: `${name}-id`, gameId: game.id, name, side, type: 'infantry', strength, state: {} });
  await db.units.bulkAdd([unit('V', 'union', 12), unit('VI', 'union', 12), unit('Heth', 'confederate', 6)]);
  return game;
}

/**
 * Opens the desk, sets up V and VI against Heth (24 to 6, 4-1 on table "5-8") unless the set-up was
 * kept from before, types in a 3, and returns what the result card and the log say.
 */
async function resolveAtDesk(db: AdjutantDb, gameId: string, setUp: boolean) {
  const el = await openDesk(db, gameId);
  if (setUp) await pickSides(el, tap, ['V', 'VI'], ['Heth']);
  await readyToResolve(el);
  await enterDice(el, tap, [3]);
  // The same dice for the same combat are first offered as the roll already logged; here they were rolled again.
  const again = root(el).querySelector('.repeated');
  if (again) {
    tap(root(el), 'They were rolled again: log them');
    await until(() => !root(el).querySelector('.repeated') && !!root(el).querySelector('.sheet:not(.unseen) adj-result-card'), 'the roll logged again');
  }
  const card = text(root(el).querySelector('adj-result-card') as Element);
  await showActivity(el, 'record');
  await until(() => (root(el).querySelector('adj-combat-log')?.shadowRoot?.querySelectorAll('li').length ?? 0) > 0, 'the log');
  return {
    card,
    log: text(root(el).querySelector('adj-combat-log') as Element),
    done: () => el.remove(),
  };
}

/** The files the page downloads, caught as they are made. */
function catchDownloads(): { readonly files: Blob[]; restore(): void } {
  const files: Blob[] = [];
  const original = URL.createObjectURL.bind(URL);
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    if (blob instanceof Blob) files.push(blob);
    return original(blob);
  };
  return { files, restore: () => (URL.createObjectURL = original) };
}

describe('a chart from the player’s own sheet, from entry to a logged combat and back from a file', () => {
  it('pastes a CRT, fixes a cell, saves, resolves with it, exports, deletes, imports and resolves again alike', async () => {
    const db = freshDb();
    const game = await gameWithUnits(db);
    const charts = await fixture<AdjPlayerCharts>(html`<adj-player-charts game="wilderness" .db=${db} .engine=${fakeEngine()} openSlot="crt-5-8"></adj-player-charts>`);
    await until(() => !!root(charts).querySelector('adj-chart-editor'), 'the editor');
    const editor = root(charts).querySelector('adj-chart-editor') as AdjChartEditor;
    await until(() => text(editor).includes('still to fill'), 'the empty grid');

    // Pasted from a spreadsheet with its headings, one cell mistyped.
    const typo = HOUSE.map((r, i) => (i === 1 ? ['1/1', '1/1', '1/l', ...r.slice(3)] : r));
    const area = root(editor).querySelector('textarea') as HTMLTextAreaElement;
    area.value = [['Die roll', ...COLUMNS].join('\t'), ...typo.map((r, i) => [String(i + 1), ...r].join('\t'))].join('\n');
    area.dispatchEvent(new Event('input'));
    tap(root(editor), 'Fill the grid');
    await until(() => text(editor).includes('row 2, column 2-1: "1/l" is not a result'), 'the bad cell named');
    tap(root(editor), 'Row 2, column 2-1');
    await editor.updateComplete;
    [...root(editor).querySelectorAll<HTMLButtonElement>('.picker button')].find((b) => b.textContent?.trim() === '1/1')?.click();
    await until(() => text(editor).includes('Preview'), 'a chart that fits');
    const name = root(editor).querySelector('input') as HTMLInputElement;
    name.value = 'House 5-8';
    name.dispatchEvent(new Event('input'));
    await editor.updateComplete;
    tap(root(editor), 'Save the chart');
    await until(() => text(charts).includes('Saved “House 5-8”'), 'the save');
    const fingerprint = /fingerprint ([0-9a-f]{8})/.exec(text(charts))?.[1] ?? '';
    expect(fingerprint).to.match(/^[0-9a-f]{8}$/);

    // Resolved at the desk: the table is the player's, named with its fingerprint in the result and the log.
    const first = await resolveAtDesk(db, game.id, true);
    const named = `your chart "House 5-8", entered`;
    expect(first.card).to.contain(named);
    expect(first.card).to.contain(`fingerprint ${fingerprint}`);
    expect(first.card).to.contain('defender loses 5');
    expect(first.log).to.contain(`Read from The Wilderness Campaign (SPI), Combat Results Table "5-8": ${named}`);
    expect(first.log).to.contain(`fingerprint ${fingerprint}`);
    first.done();

    // Exported to a file, deleted, imported back.
    const downloads = catchDownloads();
    tap(root(charts), 'Export House 5-8');
    await until(() => downloads.files.length > 0, 'the export');
    downloads.restore();
    const file = await downloads.files[0]?.text();
    expect(JSON.parse(file ?? '{}')).to.have.property('kind', 'adjutant-charts');
    tap(root(charts), 'Delete House 5-8');
    await charts.updateComplete;
    tap(root(charts), 'Delete House 5-8 for good');
    await until(() => text(charts).includes('Deleted “House 5-8”'), 'the delete');
    expect(await db.charts.count()).to.equal(0);
    const input = root(charts).querySelector('input[type=file]') as HTMLInputElement;
    const picked = new DataTransfer();
    picked.items.add(new File([file ?? ''], 'house.charts.adjutant.json', { type: 'application/json' }));
    input.files = picked.files;
    input.dispatchEvent(new Event('change'));
    await until(() => text(charts).includes('1 chart imported'), 'the import');

    const again = await resolveAtDesk(db, game.id, false);
    expect(again.card).to.contain(`fingerprint ${fingerprint}`);
    expect(again.card).to.contain('defender loses 5');
    const log = await listCombats(db, game.id);
    expect(log).to.have.length(2);
    expect(log[0]?.outcome).to.deep.equal(log[1]?.outcome);
    again.done();
  });

  it('says a chart was not saved when the device’s storage is full, and keeps the editor open with it', async () => {
    const db = freshDb();
    const charts = await fixture<AdjPlayerCharts>(html`<adj-player-charts game="wilderness" .db=${db} .engine=${fakeEngine()} openSlot="crt-5-8"></adj-player-charts>`);
    await until(() => !!root(charts).querySelector('adj-chart-editor'), 'the editor');
    const editor = root(charts).querySelector('adj-chart-editor') as AdjChartEditor;
    await enterHouseChart(editor);
    const restore = storageFull();
    try {
      tap(root(editor), 'Save the chart');
      await until(() => text(charts).includes('Your chart “House 5-8” was not saved: this device’s storage is full'), 'the failed save said');
    } finally {
      restore();
    }
    expect(await db.charts.count()).to.equal(0);
    expect(root(charts).querySelector('adj-chart-editor')).to.equal(editor);
    // Once there is room, the same chart, still as entered, saves.
    tap(root(editor), 'Save the chart');
    await until(() => text(charts).includes('Saved “House 5-8”'), 'the save');
    expect(await db.charts.count()).to.equal(1);
  });

  it('says which chart a combat needs when none is entered, and offers the editor', async () => {
    const db = freshDb();
    const game = await gameWithUnits(db);
    const needed = 'this combat reads your Combat Results Table: enter it from your chart sheet first (one die; a cell holds one of Ae Ar Dr De Ex)';
    const refused = async () => ({ ok: false as const, errors: [{ code: 'refused' as const, path: 'charts.crt', message: needed }] });
    const engine = { ...fakeEngine(), analyse: refused, resolve: refused };
    const el = await openDesk(db, game.id, engine);
    await pickSides(el, tap, ['V'], ['Heth']);
    await until(() => !!root(el).querySelector(`a[href="/games/${game.id}/tables/crt"]`), 'the offer to enter the chart');
    expect(text(root(el).querySelector('adj-live-panel') as Element)).to.contain(needed);
    el.remove();
  });

  it('says which chart a combat needs when the one saved is refused, and offers the editor', async () => {
    const db = freshDb();
    const game = await gameWithUnits(db);
    const rows = ['1', '2', '3', '4', '5', '6'];
    await db.charts.add({ id: 'short', rules: 'wilderness', slot: 'crt-5-8', chart: { name: 'Short', entered: '2026-11-23', rows, columns: COLUMNS, cells: HOUSE.slice(0, 6) }, inUse: true, savedAt: 1 });
    const el = await openDesk(db, game.id);
    await pickSides(el, tap, ['V'], ['Heth']);
    await until(() => !!root(el).querySelector('a[href$="/tables/crt-5-8"]'), 'the offer to enter the chart');
    expect(text(root(el).querySelector('adj-live-panel') as Element)).to.contain('your Combat Results Table "5-8" "Short": the Combat Results Table "5-8" has 7 rows');
    // Its editor is right there, where the combat is set up: a chart entered there is read at once.
    await until(() => (root(el).querySelector('adj-chart-editor') as AdjChartEditor | null)?.chartSlot?.id === 'crt-5-8', 'the editor in place');
    const editor = root(el).querySelector('adj-chart-editor') as AdjChartEditor;
    await enterHouseChart(editor);
    tap(root(editor), 'Save the chart');
    await until(() => !root(el).querySelector('adj-chart-editor') && !!root(el).querySelector('adj-live-panel')?.shadowRoot?.querySelector('adj-outcome-chart'), 'the odds read from the chart entered');
    expect(text(root(el).querySelector('adj-live-panel') as Element)).to.contain('your chart "House 5-8"');
    el.remove();
  });
});
