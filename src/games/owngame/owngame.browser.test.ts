import { expect } from '@open-wc/testing';
import { fraction } from '../../engine/core/fraction';
import { hexKey, parseHexKey } from '../../engine/hex/hex';
import { neighbours } from '../../engine/hex/direction';
import { hexFromOffset } from '../../engine/hex/offset';
import { placeCounter } from '../../map/edit';
import { type MapState, gridMap } from '../../map/state';
import { createGame } from '../../store/games';
import type { UnitRecord } from '../../store/records';
import { type Tap, applyShown, enterDice, openDesk, pickSides, readyToResolve, rootOf, shadow, showActivity, tapper } from '../../ui/desk/desk-test-helpers';
import type { AdjDesk } from '../../ui/desk/desk.component';
import { freshDb, storageFull, until } from '../../ui/test-helpers';

/**
 * A player's own game, from nothing to a second tablet: the rules typed in (a classic odds table,
 * three conditions), a combat set up with its exact odds counted by hand, a phase of three attacks
 * planned and searched, a roll whose step loss is applied, and the rules exported and read into a
 * second, fresh database, where a file that does not read is refused and nothing is written.
 */

/** The table the player types, as they would paste it: headings, then one row a die. */
const TABLE = `Die\t1-2\t1-1\t2-1\t3-1
1\tAR\tAR\tDR\tD1
2\tAR\tAR\tDR\tD1
3\tAR\tEX\tD1\tD1
4\tAR\tDR\tD1\tDE
5\tEX\tDR\tDE\tDE
6\tDR\tD1\tDE\tDE`;

const root = (el: Element) => shadow(el);
/** The rules panel, under the turn record in the turn activity. */
const rulesPanel = (desk: Element) => rootOf(desk).querySelector('adj-own-rules') as Element;
const form = (desk: Element) => root(root(rulesPanel(desk)).querySelector('adj-define-game') as Element);

/** The input or select labelled `label`, inside `scope` (a row's group when given). */
function control(scope: ParentNode, label: string): HTMLInputElement | HTMLSelectElement {
  const found = [...scope.querySelectorAll('label')].find((l) => l.textContent?.trim().startsWith(label));
  const input = found?.querySelector('input, select');
  if (!input) throw new Error(`no field "${label}"`);
  return input as HTMLInputElement | HTMLSelectElement;
}

async function type(scope: ParentNode, label: string, value: string, host: Element) {
  const input = control(scope, label);
  input.value = value;
  input.dispatchEvent(new Event('change'));
  await (host as Element & { updateComplete: Promise<boolean> }).updateComplete;
}

async function choose(scope: ParentNode, label: string, option: string, host: Element) {
  const select = control(scope, label) as HTMLSelectElement;
  select.selectedIndex = [...select.options].findIndex((o) => o.textContent?.trim() === option);
  select.dispatchEvent(new Event('change'));
  await (host as Element & { updateComplete: Promise<boolean> }).updateComplete;
}

const group = (scope: ShadowRoot, name: string) => scope.querySelector(`[role=group][aria-label="${name}"]`) as Element;

/** Types the classic game in, field by field, as a player would. */
async function defineClassic(desk: Element, tap: Tap) {
  const host = root(rulesPanel(desk)).querySelector('adj-define-game') as Element;
  const f = form(desk);
  const press = async (label: string) => {
    tap(f, label);
    await (host as Element & { updateComplete: Promise<boolean> }).updateComplete;
  };
  await type(f, 'Name', 'Ardennes classic', host);
  await type(f, 'Where its rules', 'my rulebook, section 7', host);
  await type(f, 'First side', 'Blue', host);
  await type(f, 'Second side', 'Red', host);
  await type(f, 'Unit types', 'Infantry, Armour', host);
  await press('Add a value');
  await type(group(f, 'Value 2'), 'Value 2', 'Steps', host);
  await type(group(f, 'Value 2'), 'Roster code', 'ST', host);
  await choose(group(f, 'Value 2'), 'What it is', 'its steps', host);
  await type(group(f, 'Value 2'), 'Least', '1', host);
  await type(group(f, 'Value 2'), 'Most', '2', host);
  const results: readonly (readonly [string, string, string, string, string, string])[] = [
    ['AR', 'Attacker retreats', '0', 'retreats 1 hex', '0', 'no retreat'],
    ['EX', 'Exchange', 'exchange', 'no retreat', '1', 'no retreat'],
    ['DR', 'Defender retreats', '0', 'no retreat', '0', 'retreats 2 hexes'],
    ['D1', 'Defender loses a step', '0', 'no retreat', '1', 'retreats 1 hex'],
    ['DE', 'Defender eliminated', '0', 'no retreat', 'all', 'no retreat'],
  ];
  for (const [i, [code, name, aLoss, aRetreat, dLoss, dRetreat]] of results.entries()) {
    await press('Add a result');
    const row = group(f, `Result ${i + 1}`);
    await type(row, 'Code', code, host);
    await type(row, 'Name', name, host);
    await type(row, 'Attacker loses', aLoss, host);
    await choose(row, 'Attacker retreat', aRetreat, host);
    await type(row, 'Defender loses', dLoss, host);
    await choose(row, 'Defender retreat', dRetreat, host);
  }
  // Three conditions: woods a column left, a river halving an attacker, a leader's +1 to the die.
  await press('Add a condition');
  await type(group(f, 'Condition 1'), 'Condition 1', 'Woods', host);
  await press('Add a condition');
  await type(group(f, 'Condition 2'), 'Condition 2', 'River', host);
  await choose(group(f, 'Condition 2'), 'Side', 'attacker', host);
  await choose(group(f, 'Condition 2'), 'Ticked', 'on a unit', host);
  await choose(group(f, 'Condition 2'), 'What it does', 'a strength multiplier', host);
  await choose(group(f, 'Condition 2'), 'Rounded', 'up', host);
  await press('Add a condition');
  await type(group(f, 'Condition 3'), 'Condition 3', 'Leader', host);
  await choose(group(f, 'Condition 3'), 'Side', 'attacker', host);
  await choose(group(f, 'Condition 3'), 'What it does', 'a die modifier', host);
  // The table, pasted into the chart editor as from a spreadsheet.
  tap(f, 'Enter the table');
  await until(() => !!f.querySelector('adj-chart-editor')?.shadowRoot?.querySelector('textarea'), 'the chart editor');
  const editor = root(f.querySelector('adj-chart-editor') as Element);
  const area = editor.querySelector('textarea') as HTMLTextAreaElement;
  area.value = TABLE;
  area.dispatchEvent(new Event('input'));
  tap(editor, 'Fill the grid');
  const save = () => [...editor.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Save the chart') as HTMLButtonElement;
  await until(() => !save().disabled, 'the table checked');
  save().click();
  await until(() => !f.querySelector('adj-chart-editor'), 'the table kept');
}

/** Three Red units down column 4 and five Blue ones beside them, on the map, each with the steps it has. */
async function battle() {
  const db = freshDb();
  const game = await createGame(db, 'Ardennes', 'owngame');
  const unit = (id: string, side: string, strength: number, steps: number): UnitRecord => ({ id, gameId: game.id, name: id, side, type: 'Infantry', strength, state: { steps } });
  const red = [unit('Red A', 'confederate', 4, 2), unit('Red B', 'confederate', 3, 1), unit('Red C', 'confederate', 5, 2)];
  const blue = [unit('Blue 1', 'union', 6, 2), unit('Blue 2', 'union', 4, 2), unit('Blue 3', 'union', 7, 2), unit('Blue 4', 'union', 5, 1), unit('Blue 5', 'union', 5, 2)];
  let map: MapState = gridMap(8, 10);
  const redHexes = red.map((u, i) => hexKey(hexFromOffset({ col: 4, row: 1 + 3 * i })));
  red.forEach((u, i) => (map = placeCounter(map, { hex: redHexes[i] as string, side: 'confederate', type: 'infantry', label: u.name, unitId: u.id })));
  // Blue 1 and 2 beside Red A, 3 beside Red B, 4 and 5 beside Red C, each on a hex next to its target only.
  const beside = (target: number, k: number) => neighbours(parseHexKey(redHexes[target] as string)).filter((h) => h.q < parseHexKey(redHexes[target] as string).q)[k];
  const at = [beside(0, 0), beside(0, 1), beside(1, 0), beside(2, 0), beside(2, 1)];
  blue.forEach((u, i) => (map = placeCounter(map, { hex: hexKey(at[i] as ReturnType<typeof parseHexKey>), side: 'union', type: 'infantry', label: u.name, unitId: u.id })));
  await db.units.bulkAdd([...red, ...blue]);
  await db.games.update(game.id, { map });
  return { db, game };
}

const live = (desk: Element) => rootOf(desk).querySelector('adj-live-panel') as Element & { analysis?: { chances: { key: string; probability: { num: number; den: number } }[] } };
const planEl = (desk: Element) => root(rootOf(desk).querySelector('adj-phase-plan') as Element);

/** The combat on the desk added to the plan, from the combat's own bar. */
async function addToPlan(desk: AdjDesk, tap: Tap) {
  await showActivity(desk, 'combat');
  await readyToResolve(desk);
  tap(rootOf(desk), 'Add to the plan');
}

/** The exported file's text: the download the app offers, caught before the browser saves it. */
async function catchDownload(act: () => void): Promise<string> {
  const click = HTMLAnchorElement.prototype.click;
  let href = '';
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    href = this.href;
  };
  try {
    act();
  } finally {
    HTMLAnchorElement.prototype.click = click;
  }
  return (await fetch(href)).text();
}

async function openFile(input: HTMLInputElement, name: string, text: string) {
  const files = new DataTransfer();
  files.items.add(new File([text], name, { type: 'application/json' }));
  input.files = files.files;
  input.dispatchEvent(new Event('change'));
}

/** The battle's desk open at its turn, the classic game's rules typed in and read, not yet saved. */
async function classicTypedIn() {
  const { db, game } = await battle();
  // The desk's code is fetched for the first time here: a busy machine may take some seconds.
  await import('../../ui/desk/desk');
  await import('./index');
  const el = await openDesk(db, game.id);
  const { tap } = tapper();
  await showActivity(el, 'turn');
  await until(() => !!rulesPanel(el)?.shadowRoot?.querySelector('adj-define-game')?.shadowRoot?.querySelector('fieldset'), 'the rules to define');
  await defineClassic(el, tap);
  await until(() => form(el).querySelector('.summary .ok') !== null, `the rules to read (${form(el).querySelector('.summary')?.textContent?.replace(/\s+/g, ' ')})`);
  return { db, game, el, tap };
}

describe('your own game, defined by the player', () => {
  it('is typed in from nothing, fights a combat with odds counted by hand, plans, searches, applies a step loss, and goes to a second tablet as a file', async function () {
    // A whole evening's steps, each waited on: seconds on a quiet machine, more on a busy one.
    this.timeout(60_000);
    const { db, game, el, tap } = await classicTypedIn();
    await expect(rulesPanel(el)).to.be.accessible();
    tap(form(el), 'Save the rules');
    await until(() => root(rulesPanel(el)).querySelector('[role=status]')?.textContent?.includes('Saved the rules of Ardennes classic') ?? false, 'the rules saved');
    const saved = (await db.games.get(game.id))?.campaign?.game as { definition: { conditions: unknown[]; method: unknown } };
    expect(saved.definition.conditions).to.have.length(3);
    expect(saved.definition.method).to.deep.equal({ kind: 'odds', rounding: 'defender', lowest: '1-2', highest: '3-1', belowLowest: 'lowest', aboveHighest: 'highest' });

    // Blue 1 (6) and Blue 2 (4, across a river: 2) against Red A (4) in woods: 8 to 4 is 2-1, one column left: 1-1.
    await showActivity(el, 'combat');
    await pickSides(el, tap, ['Blue 1', 'Blue 2'], ['Red A']);
    tap(rootOf(el), 'Woods');
    tap(rootOf(el), 'Blue 2: River');
    await until(() => live(el)?.analysis?.chances.some((c) => c.key === 'EX') === true, 'the odds');
    // Column 1-1 by hand: AR, AR, EX, DR, DR, D1.
    const chances = Object.fromEntries((live(el).analysis?.chances ?? []).map((c) => [c.key, fraction(c.probability.num, c.probability.den)]));
    expect(chances).to.deep.equal({ AR: fraction(2, 6), EX: fraction(1, 6), DR: fraction(2, 6), D1: fraction(1, 6) });

    // A phase of three attacks.
    await addToPlan(el, tap);
    const setDraft = (d: object) => el.session.setDraft(d);
    setDraft({ attackers: ['Blue 3'], defenders: ['Red B'], conditions: [] });
    await addToPlan(el, tap);
    setDraft({ attackers: ['Blue 4', 'Blue 5'], defenders: ['Red C'] });
    await addToPlan(el, tap);
    await showActivity(el, 'phase');
    await until(() => planEl(el).querySelectorAll('li.attack').length === 3 && !planEl(el).textContent?.includes('Weighing'), 'three attacks planned');

    // The search weighs every allocation of the Blue units next to the enemy.
    const search = () => root(rootOf(el).querySelector('adj-allocation-search') as Element);
    await until(() => !!search().querySelector('button'), 'the search panel');
    tap(rootOf(el), 'Find the best allocation');
    await until(() => search().querySelectorAll('ol.results > li').length > 0, 'allocations found', 30000);
    expect(search().querySelector('[role=status]')?.textContent).to.contain('weighed exactly');

    // Back to the first attack: a 6 on 1-1 is D1, the defender loses a step (and retreats).
    await showActivity(el, 'combat');
    setDraft({ attackers: ['Blue 1', 'Blue 2'], defenders: ['Red A'], conditions: ['woods'] });
    await readyToResolve(el);
    await enterDice(el, tap, [6]);
    await applyShown(el, tap);
    const redA = await db.units.get('Red A');
    expect(redA?.state).to.deep.include({ steps: 1, retreated: true });

    // The rules exported as a file, and read into a second, fresh database.
    await showActivity(el, 'turn');
    const text = await catchDownload(() => tap(root(rulesPanel(el)), 'Export the rules as a file'));
    const file = JSON.parse(text) as { kind: string; definition: unknown };
    expect(file.kind).to.equal('adjutant-game-definition');
    expect(file.definition).to.deep.equal(saved.definition);

    const second = freshDb();
    const other = await createGame(second, 'Ardennes, the other tablet', 'owngame');
    const there = await openDesk(second, other.id);
    await showActivity(there, 'turn');
    await until(() => !!rulesPanel(there)?.shadowRoot?.querySelector('adj-define-game')?.shadowRoot?.querySelector('input[type=file]'), 'the rules to define there');
    const fileInput = () => form(there).querySelector('input[type=file]') as HTMLInputElement;
    // A file that does not read is refused by its field, and nothing is written.
    const broken = JSON.parse(text) as { definition: { units: { values: { use: string }[] } } };
    (broken.definition.units.values[0] as { use: string }).use = 'speed';
    await openFile(fileInput(), 'broken.json', JSON.stringify(broken));
    await until(() => form(there).querySelector('.start [role=alert]')?.textContent?.includes('was not read') ?? false, 'the broken file refused');
    expect(form(there).querySelector('.start [role=alert]')?.textContent).to.contain('Value 1 (Combat strength): what it is for: what a value is for must be one of');
    expect((await second.games.get(other.id))?.campaign?.game).to.equal(undefined);
    await openFile(fileInput(), 'ardennes.json', text);
    await until(() => form(there).querySelector('.start [role=alert]')?.textContent?.includes('Read ardennes.json: Ardennes classic') ?? false, 'the file read');
    expect(form(there).querySelector('.summary .ok')).to.not.equal(null);
    tap(form(there), 'Save the rules');
    await untilSaved(async () => ((await second.games.get(other.id))?.campaign?.game as { definition?: unknown } | undefined)?.definition, 'the rules saved there');
    expect(((await second.games.get(other.id))?.campaign?.game as { definition: unknown }).definition).to.deep.equal(saved.definition);
    await expect(rulesPanel(there)).to.be.accessible();
  });

  it('says the rules were not saved with the device’s storage full, in the player’s words, and keeps them in the form to save again', async function () {
    this.timeout(30_000);
    const { db, game, el, tap } = await classicTypedIn();
    const restore = storageFull();
    const said = () => root(rulesPanel(el)).querySelector('[role=status]')?.textContent ?? '';
    try {
      tap(form(el), 'Save the rules');
      await until(() => said().includes('Your rules were not saved'), 'the failed save said');
    } finally {
      restore();
    }
    expect(said()).to.match(/^Your rules were not saved: this device’s storage is full\. .+ They are still here to save again\.$/);
    expect(said()).not.to.match(/Error|quota/);
    expect(((await db.games.get(game.id))?.campaign?.game as { definition?: unknown } | undefined)?.definition).to.equal(undefined);
    // Nothing typed is lost: the same rules save once there is room.
    tap(form(el), 'Save the rules');
    await until(() => said().includes('Saved the rules of Ardennes classic'), 'the rules saved after all');
  });
});

/** Waits until what `read` finds in the database is there. */
async function untilSaved(read: () => Promise<unknown>, what: string): Promise<void> {
  const end = performance.now() + 3000;
  while ((await read()) === undefined) {
    if (performance.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
