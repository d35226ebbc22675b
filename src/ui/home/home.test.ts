import { expect, fixture, html } from '@open-wc/testing';
import { backupAll } from '../../store/backup';
import { BACKUP_REMINDER } from '../../store/backup-reminder';
import { recordCombat } from '../../store/combats';
import { createGame } from '../../store/games';
import { combatFor } from '../../store/test-data';
import { controls, fakeEngine, freshDb, storageFull, until } from '../test-helpers';
import type { AdjHome } from './home.component';
import './home';

const rules = [{ id: 'wilderness' as const, name: 'The Wilderness Campaign (SPI)' }];

describe('adj-home', () => {
  it('tells a newcomer what to do when there are no games', async () => {
    const el = await fixture<AdjHome>(html`<adj-home .db=${freshDb()} .rules=${rules} persist="persistent"></adj-home>`);
    await until(() => !!el.shadowRoot?.querySelector('.empty'), 'empty state');
    expect(el.shadowRoot?.querySelector('.empty')?.textContent).to.contain('Start game');
    expect(el.shadowRoot?.querySelector('.storage')?.textContent).to.contain('agreed to keep');
    await expect(el).to.be.accessible();
  });

  it('lists saved games, most recent first, as links to their desks', async () => {
    const db = freshDb();
    await createGame(db, 'Older', 'wilderness', 1000);
    await createGame(db, 'Newer', 'wilderness', 2000);
    const el = await fixture<AdjHome>(html`<adj-home .db=${db} .rules=${rules}></adj-home>`);
    await until(() => (el.shadowRoot?.querySelectorAll('a.game').length ?? 0) === 2, 'two games');
    const links = [...(el.shadowRoot?.querySelectorAll<HTMLAnchorElement>('a.game') ?? [])];
    expect(links.map((a) => a.querySelector('strong')?.textContent)).to.deep.equal(['Newer', 'Older']);
    expect(links[0]?.getAttribute('href')).to.match(/^\/games\//);
    await expect(el).to.be.accessible();
  });

  it('names the field when a game has no name, and saves nothing', async () => {
    const db = freshDb();
    const el = await fixture<AdjHome>(html`<adj-home .db=${db} .rules=${rules}></adj-home>`);
    el.shadowRoot?.querySelector<HTMLButtonElement>('button[type=submit]')?.click();
    await until(() => !!el.shadowRoot?.querySelector('#name-error'), 'error message');
    expect(el.shadowRoot?.querySelector('#name-error')?.textContent).to.contain('Game name');
    expect(el.shadowRoot?.querySelector('input[name=name]')?.getAttribute('aria-invalid')).to.equal('true');
    expect(await db.games.count()).to.equal(0);
  });

  it('says a new game was not saved when the device’s storage is full, and keeps the name typed', async () => {
    const db = freshDb();
    await createGame(db, 'Older', 'wilderness', 1000);
    const el = await fixture<AdjHome>(html`<adj-home .db=${db} .rules=${rules}></adj-home>`);
    const name = el.shadowRoot?.querySelector('input[name=name]') as HTMLInputElement;
    name.value = 'Spotsylvania';
    const restore = storageFull();
    try {
      el.shadowRoot?.querySelector<HTMLButtonElement>('button[type=submit]')?.click();
      await until(() => !!el.shadowRoot?.querySelector('[role=alert]'), 'the failed save said');
    } finally {
      restore();
    }
    expect(el.shadowRoot?.querySelector('[role=alert]')?.textContent).to.match(/^The new game was not saved: this device’s storage is full\. .*Everything saved before is unchanged\.$/);
    expect(location.pathname.startsWith('/games/')).to.equal(false);
    expect((await db.games.toArray()).map((g) => g.name)).to.deep.equal(['Older']);
    expect(await db.units.count()).to.equal(0);
    expect((el.shadowRoot?.querySelector('input[name=name]') as HTMLInputElement).value).to.equal('Spotsylvania');
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
    await createGame(db, 'Already here', 'wilderness');
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
    const game = await createGame(db, 'Long campaign', 'wilderness', 1000);
    await createGame(db, 'Second', 'wilderness', 1001);
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
    await createGame(source, 'From the other tablet', 'wilderness', 1000);
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

describe('adj-home scenarios', () => {
  it('starts a Wilderness game from a scenario with a variant, roster and all', async () => {
    const db = freshDb();
    const el = await fixture<AdjHome>(html`<adj-home .db=${db} .rules=${rules} .scenarioSource=${fakeEngine()}></adj-home>`);
    const root = el.shadowRoot as ShadowRoot;
    await until(() => !!root.querySelector('select[name=scenario]'), 'scenario choice');
    expect([...root.querySelectorAll('select[name=scenario] option')].map((o) => o.getAttribute('value'))).to.deep.equal(['1.0', '2.0', '3.0', '']);
    (root.querySelector('input[name=name]') as HTMLInputElement).value = 'What if';
    const summary = root.querySelector('details.variants summary') as HTMLElement;
    expect(summary.textContent).to.equal('What-if variants: none, as printed');
    summary.click();
    (root.querySelector('input[name=variant][value="1.6"]') as HTMLInputElement).click();
    await el.updateComplete;
    expect(summary.textContent).to.equal('What-if variants: 1 chosen');
    expect(summary.getBoundingClientRect().height).to.be.at.least(44);
    root.querySelector<HTMLButtonElement>('button[type=submit]')?.click();
    await until(() => location.pathname.startsWith('/games/'), 'the new game');
    history.replaceState(null, '', '/');
    const [game] = await db.games.toArray();
    expect(game?.scenario).to.equal('1.0 + 1.6');
    const units = await db.units.toArray();
    // 1.6 puts a 10-6 at Winchester instead of the 5-6 and adds a Confederate 3-6 at New Market.
    expect(units.find((u) => u.placement === 'At Winchester')?.strength).to.equal(10);
    expect(units.some((u) => u.side === 'confederate' && u.placement === 'At New Market' && u.strength === 3)).to.equal(true);
    await expect(el).to.be.accessible();
  });
});
