import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { listCombats } from '../../store/combats';
import { createGame } from '../../store/games';
import { DEFAULT_DISPLAY, type Display, applyDisplay } from '../../ui/display-settings/display';
import { freshDb, until } from '../../ui/test-helpers';
import type { AdjDesk } from '../../ui/desk/desk.component';
import '../../ui/desk/desk';
import { caughtDownload, openDesk, pickSides, readyToResolve, resultShown, tapper, rootOf, type Scope, showActivity } from '../../ui/desk/desk-test-helpers';

/** The GCACW desk at the table: a real scenario's roster pasted in, combats by name, each theme. */

const root = rootOf;
const editor = (el: AdjDesk) => root(root(el).querySelector('adj-roster-editor') as Element);
const roster = (el: AdjDesk) => root(root(el).querySelector('adj-roster') as Element);

const { tap } = tapper();

function type(scope: Scope, label: string, text: string, event: 'input' | 'change' = 'input'): void {
  const input = scope.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[aria-label="${label}"]`);
  if (!input) throw new Error(`no field "${label}"`);
  input.value = text;
  input.dispatchEvent(new Event(event));
}

function choose(scope: Scope, label: string, option: string): void {
  const select = scope.querySelector<HTMLSelectElement>(`select[aria-label="${label}"]`);
  if (!select) throw new Error(`no select "${label}"`);
  select.selectedIndex = [...select.options].findIndex((o) => o.textContent?.trim() === option);
  select.dispatchEvent(new Event('change'));
}

/** Forty GCACW units as a player types them from a scenario's set-up card, twenty a side. */
function scenarioLines(): string[] {
  const lines: string[] = [];
  for (let i = 1; i <= 20; i++) lines.push(`Union ${i}, union, ${i % 5 === 0 ? 'cavalry' : 'infantry'}, CV ${(i % 9) + 2}, MP ${(i % 7) + 3}, A ${i % 4}, T ${(i % 3) + 1}`);
  for (let i = 1; i <= 20; i++) lines.push(`Rebel ${i}\tconfederate\tinfantry\tCV ${(i % 8) + 3}\tMP ${(i % 6) + 4}\tA ${i % 3}\tT ${(i % 2) + 1}`);
  lines[0] = 'Hancock, union, infantry, CV 12, MP 8, A 3, T 2';
  lines[20] = 'Heth\tconfederate\tinfantry\tCV 7\tMP 9\tA 1\tT 2';
  return lines;
}

async function gcacwDesk() {
  const db = freshDb();
  const game = await createGame(db, 'Spotsylvania', 'gcacw');
  const el = await openDesk(db, game.id);
  return { db, game, el };
}

const VIEWPORTS = [
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
] as const;

describe('the desk at the table', () => {
  after(() => setViewport({ width: 800, height: 600 }));
  afterEach(() => applyDisplay(DEFAULT_DISPLAY));

  for (const viewport of VIEWPORTS) {
    const at = `at ${viewport.width}×${viewport.height}`;

    it(`takes a pasted roster of 40 units, two lines refused and fixed, then resolves a combat between two of them by name; a renamed unit's combats stay in the log as rolled (${at})`, async () => {
      await setViewport(viewport);
      const { db, game, el } = await gcacwDesk();
      tap(root(el), 'Edit, paste or export the roster');
      await until(() => !!root(el).querySelector('adj-roster-editor')?.shadowRoot?.querySelector('textarea'), 'the roster editor');

      const lines = scenarioLines();
      const typed = [...lines];
      typed[6] = 'Union 7, union, infantry, CV 0, MP 5, A 3, T 2';
      typed[33] = 'Rebel 14\tconfedrate\tinfantry\tCV 5\tMP 5\tA 2\tT 1';
      type(editor(el), 'Roster to paste, one unit a line', typed.join('\n'));
      await until(() => editor(el).querySelectorAll('ol.preview li').length === 40, 'the preview');
      const refused = () => [...editor(el).querySelectorAll('ol.preview li.refused')].map((li) => li.textContent?.replace(/\s+/g, ' ').trim());
      expect(refused()).to.deep.equal([
        '✗Line 7: Union 7, union, infantry, CV 0, MP 5, A 3, T 2 — refused: Combat Value: 0 is not allowed; it must be a number in steps of 0.5 from 0.5 to 999',
        '✗Line 34: Rebel 14 confedrate infantry CV 5 MP 5 A 2 T 1 — refused: “confedrate” is not a side: give one of union, confederate after the name',
      ]);
      expect(editor(el).querySelector('p[role=status]')?.textContent).to.equal('38 of 40 lines accepted; 2 refused.');
      // Nothing is added until the player confirms.
      expect(await db.units.count()).to.equal(0);
      await expect(root(el).querySelector('adj-roster-editor')).to.be.accessible();

      // The two lines fixed where they were typed.
      type(editor(el), 'Roster to paste, one unit a line', lines.join('\n'));
      await until(() => editor(el).querySelectorAll('ol.preview li.refused').length === 0, 'every line accepted');
      tap(editor(el), 'Add 40 units');
      await until(() => el.session.units.length === 40, 'the units added');
      expect(await db.units.where('gameId').equals(game.id).count()).to.equal(40);
      expect(editor(el).querySelectorAll('ul.units > li')).to.have.length(40);

      // Exported as the same text, to paste into the next game.
      const exported = await caughtDownload(() => tap(editor(el), 'Export roster'));
      expect(exported.name).to.equal('Spotsylvania.roster.txt');
      expect(exported.text.trim().split('\n')).to.have.length(40);
      expect(exported.text).to.contain('Hancock, union, infantry, CV 12, MP 8, A 3, T 2\n');

      tap(root(el), '← Back to the combat');
      await until(() => !!root(el).querySelector('adj-roster'), 'the combat');
      choose(root(el), 'Title', 'OTR');
      type(roster(el), 'Search the roster', 'hancock');
      await el.updateComplete;
      tap(roster(el), 'Hancock,');
      tap(roster(el), 'Defenders');
      await el.updateComplete;
      type(roster(el), 'Search the roster', 'Heth');
      await el.updateComplete;
      tap(roster(el), 'Heth,');
      await until(() => !(root(el).querySelector('.actions button.primary') as HTMLButtonElement | null)?.disabled, 'ready to resolve');
      tap(root(el), 'Roll');
      await until(() => !!root(el).querySelector('.sheet:not(.unseen) adj-result-card'), 'the result');
      const [logged] = await listCombats(db, game.id);
      const input = logged?.input as { attacker: { units: { id: string; combatValue: number }[] }; defender: { units: { id: string }[] } };
      expect(input.attacker.units.map((u) => [u.id, u.combatValue])).to.deep.equal([['Hancock', 12]]);
      expect(input.defender.units.map((u) => u.id)).to.deep.equal(['Heth']);
      const log = () => root(root(el).querySelector('adj-combat-log') as Element);
      await showActivity(el, 'record');
      await until(() => log().querySelector('li')?.textContent?.includes('Hancock → Heth') ?? false, 'the combat in the log by name');
      await showActivity(el, 'combat');
      tap(root(root(el).querySelector('adj-result-card') as Element), 'New combat');

      // Renamed: the roster and the next combat use the new name; the combat already rolled stays as the table called it.
      tap(root(el), 'Edit, paste or export the roster');
      await until(() => !!root(el).querySelector('adj-roster-editor'), 'the roster editor');
      type(editor(el), 'Name of Hancock', 'Hancock (II Corps)', 'change');
      await until(() => el.session.units.some((u) => u.name === 'Hancock (II Corps)'), 'the unit renamed');
      expect(editor(el).querySelector('p[role=status]')?.textContent).to.contain('Combats already in the log keep the name they were rolled under');
      tap(root(el), '← Back to the combat');
      await until(() => !!root(el).querySelector('adj-roster'), 'the combat');
      await showActivity(el, 'record');
      expect(log().querySelector('li')?.textContent).to.contain('Hancock → Heth');
      type(log(), 'Filter the log', 'Hancock');
      await el.updateComplete;
      await until(() => log().querySelectorAll('li').length === 1, 'the old name finds the combat');
      // New combat emptied the sides: the two are picked again, Hancock by his new name.
      await showActivity(el, 'combat');
      type(roster(el), 'Search the roster', 'hancock');
      await el.updateComplete;
      tap(roster(el), 'Hancock (II Corps),');
      type(roster(el), 'Search the roster', 'Heth');
      await el.updateComplete;
      tap(roster(el), 'Heth,');
      await until(() => root(el).querySelectorAll('ul.picked .name').length === 2, 'both picked');
      expect([...root(el).querySelectorAll('ul.picked .name')].map((n) => n.textContent)).to.deep.equal(['Hancock (II Corps)', 'Heth']);
      await until(() => !(root(el).querySelector('.actions button.primary') as HTMLButtonElement | null)?.disabled, 'ready to resolve');
      tap(root(el), 'Roll');
      await until(() => el.session.log.combats.length === 2, 'the second combat logged');
      await showActivity(el, 'record');
      await until(() => log().querySelector('li')?.textContent?.includes('Hancock (II Corps) → Heth') ?? false, 'the second combat in the log');
      const [second] = await listCombats(db, game.id);
      expect((second?.input as typeof input).attacker.units[0]?.id).to.equal('Hancock (II Corps)');
    });
  }

  const DISPLAYS: readonly Display[] = (['light', 'dark', 'contrast'] as const).flatMap((theme) => (['standard', 'large'] as const).map((text) => ({ theme, text })));
  for (const display of DISPLAYS) {
    it(`is readable and accessible in the ${display.theme} theme with ${display.text} text: set-up, odds, table, result and log`, async () => {
      await setViewport({ width: 1024, height: 768 });
      applyDisplay(display);
      const { db, game, el } = await gcacwDesk();
      await db.units.bulkAdd([
        { id: 'b', gameId: game.id, name: 'Barlow', side: 'union', type: 'infantry', strength: 10, state: { combatValue: 9, artillery: 5, tactical: 3 } },
        { id: 'h', gameId: game.id, name: 'Heth', side: 'confederate', type: 'infantry', strength: 7, state: { combatValue: 7, artillery: 1, tactical: 2 } },
      ]);
      el.gameId = '';
      el.gameId = game.id;
      await until(() => root(el).querySelector('adj-roster')?.shadowRoot?.querySelectorAll('ul button').length === 2, 'the units');
      choose(root(el), 'Title', 'OTR');
      await pickSides(el, tap, ['Barlow'], ['Heth']);
      await readyToResolve(el);
      tap(root(el), 'Roll');
      await resultShown(el);
      const table = root(el).querySelector('figure table') as HTMLElement | null;
      if (table) expect(getComputedStyle(table).zoom).to.equal(display.text === 'large' ? '1.3' : '1');
      expect(getComputedStyle(root(el).querySelector('adj-result-card') as Element).zoom).to.equal(display.text === 'large' ? '1.3' : '1');
      await expect(el).to.be.accessible();
    });
  }
});
