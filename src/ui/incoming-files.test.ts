import { expect, fixture, html } from '@open-wc/testing';
import { createGame } from '../store/games';
import { exportGame } from '../store/transfer';
import type { AdjHome } from './home/home.component';
import { type LaunchQueue, SHARED_CACHE, inbox, receiveLaunches, takeShared } from './incoming-files';
import { freshDb, until } from './test-helpers';
import './home/home';
import { GAME_IDS, GAME_NAMES } from '../engine/core/source';

/** What public/share-target.js leaves on the worker's global (here, the page's, where it is loaded to be tried). */
interface ShareTarget {
  receiveShare(request: Request, caches: CacheStorage): Promise<Response>;
  cache: string;
}

/** The service worker's share target, loaded into the page as the worker loads it. */
async function shareTarget(): Promise<ShareTarget> {
  const script = document.createElement('script');
  script.src = '/public/share-target.js';
  const ran = new Promise((resolve) => script.addEventListener('load', resolve));
  document.head.append(script);
  await ran;
  script.remove();
  return (window as unknown as { adjutantShare: ShareTarget }).adjutantShare;
}

/** A share as the platform posts it to the manifest's share_target. */
function share(files: readonly File[]): Request {
  const form = new FormData();
  for (const f of files) form.append('file', f);
  return new Request('/share', { method: 'POST', body: form });
}

const json = (name: string, value: unknown) => new File([JSON.stringify(value)], name, { type: 'application/json' });

describe('files opened into the app from outside', () => {
  afterEach(() => history.replaceState(null, '', '/'));

  it('takes the files the app is opened with from the launch queue; nothing where there is none', async () => {
    let consumer: Parameters<LaunchQueue['setConsumer']>[0] | undefined;
    const queue: LaunchQueue = { setConsumer: (c) => (consumer = c) };
    const delivered: File[][] = [];
    expect(receiveLaunches(queue, (files) => delivered.push(files))).to.equal(true);
    const file = json('may-1864.adjutant.json', { kind: 'adjutant-game' });
    consumer?.({ files: [{ getFile: async () => file }] });
    // A launch with no file (the app opened from its icon) delivers nothing.
    consumer?.({});
    await until(() => delivered.length === 1, 'the launched file');
    expect(delivered[0]?.map((f) => f.name)).to.deep.equal(['may-1864.adjutant.json']);
    expect(receiveLaunches(undefined, () => undefined)).to.equal(false);
  });

  it('keeps a share’s files in the worker’s cache, sends the app to open them, and gives them to the page once', async () => {
    const target = await shareTarget();
    expect(target.cache).to.equal(SHARED_CACHE);
    const files = [json('a.json', { n: 1 }), json('b.json', { n: 2 }), new File(['{}'], 'é and spaces.json', { type: '' })];
    const answer = await target.receiveShare(share(files), caches);
    expect([answer.status, new URL(answer.headers.get('location') ?? '').pathname + new URL(answer.headers.get('location') ?? '').search]).to.deep.equal([303, '/?shared']);
    const taken = await takeShared(caches);
    expect(taken.map((f) => f.name)).to.deep.equal(['a.json', 'b.json', 'é and spaces.json']);
    expect(await taken[1]?.text()).to.equal('{"n":2}');
    expect(await takeShared(caches), 'taken once').to.deep.equal([]);
    const empty = await target.receiveShare(share([]), caches);
    expect(new URL(empty.headers.get('location') ?? '').search).to.equal('');
  });

  it('opens them on the home screen through its checked import: a game at its desk, a bad file refused and nothing written', async () => {
    const source = freshDb();
    const game = await createGame(source, 'Shared game', GAME_IDS[0]);
    const file = JSON.parse(JSON.stringify(await exportGame(source, game.id)));
    const db = freshDb();
    const el = await fixture<AdjHome>(html`<adj-home .db=${db} .rules=${[{ id: GAME_IDS[0], name: GAME_NAMES[GAME_IDS[0]] }]}></adj-home>`);
    await until(() => !!el.shadowRoot?.querySelector('.empty'), 'the home screen');

    inbox.put([json('broken.json', { ...file, units: [{ ...file.units?.[0], name: 5 }] }), new File(['not json'], 'notes.json')]);
    await until(() => !!el.shadowRoot?.querySelector('[role=alert]'), 'the refusals');
    const said = el.shadowRoot?.querySelector('[role=alert]')?.textContent ?? '';
    expect(said).to.contain('broken.json was not imported; nothing has changed.');
    expect(said).to.contain('notes.json is not a JSON file: nothing was imported.');
    expect(await db.games.count()).to.equal(0);

    inbox.put([json('shared-game.adjutant.json', file)]);
    await until(() => location.pathname === `/games/${game.id}`, 'the game opened at its desk');
    expect((await db.games.get(game.id))?.name).to.equal('Shared game');
    expect(inbox.take()).to.deep.equal([]);
  });
});
