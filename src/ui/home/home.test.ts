import { expect, fixture, html } from '@open-wc/testing';
import { backupAll } from '../../store/backup';
import { BACKUP_REMINDER } from '../../store/backup-reminder';
import { recordCombat } from '../../store/combats';
import { createGame } from '../../store/games';
import { combatFor } from '../../store/test-data';
import { controls, freshDb, until } from '../test-helpers';
import type { AdjEvent } from '../events';
import type { AdjHome } from './home.component';
import './home';
import { GAME_IDS, GAME_NAMES } from '../../engine/core/source';

const GAME = GAME_IDS[0];
const rules = [{ id: GAME, name: GAME_NAMES[GAME] }];

describe('adj-home', () => {
  it('tells a newcomer what to do when there are no games', async () => {
    const el = await fixture<AdjHome>(html`<adj-home .db=${freshDb()} .rules=${rules} persist="persistent"></adj-home>`);
    await until(() => !!el.shadowRoot?.querySelector('.empty'), 'empty state');
    expect(el.shadowRoot?.querySelector('.empty')?.textContent).to.contain('start one below');
    expect(el.shadowRoot?.querySelector('.storage')?.textContent).to.contain('agreed to keep');
    await expect(el).to.be.accessible();
  });

  it('lists saved games, most recent first, as links to their desks', async () => {
    const db = freshDb();
    await createGame(db, 'Older', GAME, 1000);
    await createGame(db, 'Newer', GAME, 2000);
    const el = await fixture<AdjHome>(html`<adj-home .db=${db} .rules=${rules}></adj-home>`);
    await until(() => (el.shadowRoot?.querySelectorAll('a.game').length ?? 0) === 2, 'two games');
    const links = [...(el.shadowRoot?.querySelectorAll<HTMLAnchorElement>('a.game') ?? [])];
    expect(links.map((a) => a.querySelector('strong')?.textContent)).to.deep.equal(['Newer', 'Older']);
    expect(links[0]?.getAttribute('href')).to.match(/^\/games\//);
    await expect(el).to.be.accessible();
  });

  it('says once its games are drawn, with the rules of the three played last, newest first, each once', async () => {
    const db = freshDb();
    const [first, second, third] = GAME_IDS;
    await createGame(db, 'Oldest', third, 1000);
    await createGame(db, 'Older', first, 2000);
    await createGame(db, 'Newer', second, 3000);
    await createGame(db, 'Newest', second, 4000);
    const shown: (readonly string[])[] = [];
    const el = await fixture<AdjHome>(html`<adj-home .db=${db} .rules=${rules} @games-shown=${(e: AdjEvent<'games-shown'>) => shown.push(e.detail)}></adj-home>`);
    await until(() => shown.length > 0, 'games shown');
    expect(el.shadowRoot?.querySelectorAll('a.game').length).to.equal(4);
    expect(shown).to.deep.equal([[second, first]]);
  });

  it('gives every control a touch target of at least 44 px', async () => {
    const el = await fixture<AdjHome>(html`<adj-home .db=${freshDb()} .rules=${rules}></adj-home>`);
    await until(() => !!el.shadowRoot?.querySelector('.empty'), 'empty state');
    for (const control of controls(el.shadowRoot as ShadowRoot)) {
      const box = control.getBoundingClientRect();
      expect(box.height, control.outerHTML).to.be.at.least(44);
      expect(box.width, control.outerHTML).to.be.at.least(44);
    }
  });
});

describe('adj-home import', () => {
  function chooseFile(el: AdjHome, name: string, text: string): void {
    const input = el.shadowRoot?.querySelector('input[type=file]') as HTMLInputElement;
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], name, { type: 'application/json' }));
    input.files = transfer.files;
    input.dispatchEvent(new Event('change'));
  }

  it('refuses a broken file, says what is wrong and changes nothing', async () => {
    const db = freshDb();
    await createGame(db, 'Already here', GAME);
    const before = await db.games.toArray();
    const el = await fixture<AdjHome>(html`<adj-home .db=${db} .rules=${rules}></adj-home>`);
    chooseFile(el, 'broken.json', JSON.stringify({ kind: 'adjutant-game', version: 1, game: { id: 'x', name: '' }, units: 'none', combats: [] }));
    await until(() => !!el.shadowRoot?.querySelector('ul.error'), 'import errors');
    const text = el.shadowRoot?.querySelector('ul.error')?.textContent ?? '';
    expect(text).to.contain('nothing has changed');
    expect(text).to.contain('game.name');
    expect(text).to.contain('units');
    expect(await db.games.toArray()).to.deep.equal(before);
    await expect(el).to.be.accessible();
  });

  it('says so when the file is not JSON at all', async () => {
    const el = await fixture<AdjHome>(html`<adj-home .db=${freshDb()} .rules=${rules}></adj-home>`);
    chooseFile(el, 'notes.json', 'this is not json');
    await until(() => !!el.shadowRoot?.querySelector('ul.error'), 'import errors');
    expect(el.shadowRoot?.querySelector('ul.error')?.textContent).to.contain('notes.json is not a JSON file');
  });
});

describe('adj-home backups', () => {
  const text = (el: AdjHome, selector: string) => el.shadowRoot?.querySelector(selector)?.textContent?.trim() ?? '';

  it('reminds the player after a number of combats not backed up, and backs up every game to one file', async () => {
    const db = freshDb();
    const game = await createGame(db, 'Long campaign', GAME, 1000);
    await createGame(db, 'Second', GAME, 1001);
    for (let i = 0; i < BACKUP_REMINDER; i++) await recordCombat(db, combatFor(game.id, 2000 + i));
    const el = await fixture<AdjHome>(html`<adj-home .db=${db} .rules=${rules}></adj-home>`);
    await until(() => !!el.shadowRoot?.querySelector('.reminder'), 'the reminder');
    expect(text(el, '.reminder')).to.match(new RegExp(`^${BACKUP_REMINDER} combats logged since this device's last backup`));
    await expect(el).to.be.accessible();
    [...(el.shadowRoot?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.trim() === 'Back up every game')?.click();
    await until(() => text(el, '.backup [role=status]') !== '', 'the backup');
    expect(text(el, '.backup [role=status]')).to.match(/^Backed up 2 games to adjutant-backup-\d{4}-\d{2}-\d{2}\.json\.$/);
    // The reminder goes once the home screen has read the backup's time back: it may be a moment after
    // the status. (A failed assertion on an element itself is never reported: the runner hangs sending it.)
    await until(() => el.shadowRoot?.querySelector('.reminder') === null, 'the reminder gone');
  });

  it('restores a backup through the import, and changes nothing on a refused one', async () => {
    const source = freshDb();
    await createGame(source, 'From the other tablet', GAME, 1000);
    const file = await backupAll(source, 3000);
    const db = freshDb();
    const el = await fixture<AdjHome>(html`<adj-home .db=${db} .rules=${rules}></adj-home>`);
    const choose = (body: unknown) => {
      const input = el.shadowRoot?.querySelector('input[type=file]') as HTMLInputElement;
      const transfer = new DataTransfer();
      transfer.items.add(new File([JSON.stringify(body)], 'backup.json', { type: 'application/json' }));
      input.files = transfer.files;
      input.dispatchEvent(new Event('change'));
    };
    choose({ ...file, games: [...file.games, { kind: 'adjutant-game' }] });
    await until(() => !!el.shadowRoot?.querySelector('ul.error'), 'the refusal');
    expect(text(el, 'ul.error')).to.contain('backup.json was not restored; nothing has changed.');
    expect(await db.games.count()).to.equal(0);
    choose(file);
    await until(() => (el.shadowRoot?.querySelectorAll('a.game').length ?? 0) === 1, 'the restored game');
    expect(text(el, '.backup [role=status]')).to.equal('Restored 1 game from backup.json.');
  });
});
