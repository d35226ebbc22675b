import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { ScreenAwake, type WakeLockApi, keepAwakeWhileShown } from './wake-lock';

/** A stand-in for the browser's wake lock: counts what was asked, and can refuse or let a lock go as the browser does. */
function standIn() {
  const locks: { released: boolean; release(): Promise<void> }[] = [];
  let refuse = false;
  const api: WakeLockApi = {
    async request() {
      if (refuse) throw new DOMException('battery saver', 'NotAllowedError');
      const lock = {
        released: false,
        async release() {
          lock.released = true;
        },
      };
      locks.push(lock);
      return lock;
    },
  };
  const page = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const show = (state: DocumentVisibilityState) => {
    page.visibilityState = state;
    // The browser lets every lock go when the page hides.
    if (state === 'hidden') for (const l of locks) l.released = true;
    page.dispatchEvent(new Event('visibilitychange'));
  };
  const held = () => locks.filter((l) => !l.released).length;
  return { api, page, locks, show, held, refuse: (on: boolean) => (refuse = on) };
}

const settled = () => new Promise((r) => setTimeout(r));

describe('keeping the screen on', () => {
  it('holds one lock while anything holds it and the player allows it; asks again when the page shows', async () => {
    const b = standIn();
    const awake = new ScreenAwake(b.api, b.page);
    expect(awake.supported).to.equal(true);
    const first = awake.hold();
    const second = awake.hold();
    // Asked in a task of its own, not in the one that holds it (a desk's first drawing).
    await Promise.resolve();
    expect(b.locks.length).to.equal(0);
    await settled();
    expect([b.locks.length, b.held(), awake.active]).to.deep.equal([1, 1, true]);
    first();
    first();
    await settled();
    expect(b.held()).to.equal(1);
    awake.allow(false);
    await settled();
    expect(b.held()).to.equal(0);
    awake.allow(true);
    await settled();
    expect([b.locks.length, b.held()]).to.deep.equal([2, 1]);
    b.show('hidden');
    await settled();
    expect([b.locks.length, b.held()]).to.deep.equal([2, 0]);
    b.show('visible');
    await settled();
    expect([b.locks.length, b.held()]).to.deep.equal([3, 1]);
    second();
    await settled();
    expect(b.held()).to.equal(0);
    b.show('hidden');
    b.show('visible');
    await settled();
    expect(b.locks.length, 'nothing asked for once nothing holds it').to.equal(3);
  });

  it('breaks nothing where the browser refuses or has no wake lock', async () => {
    const b = standIn();
    const awake = new ScreenAwake(b.api, b.page);
    b.refuse(true);
    const release = awake.hold();
    await settled();
    expect(awake.active).to.equal(false);
    b.refuse(false);
    b.show('visible');
    await settled();
    expect(awake.active, 'asked again when the page next shows').to.equal(true);
    release();
    const none = new ScreenAwake(undefined, b.page);
    expect(none.supported).to.equal(false);
    none.hold()();
    none.allow(false);
    expect(none.active).to.equal(false);
  });

  it('is held by a component while it is on the page: the desk while a game is open', async () => {
    const b = standIn();
    const awake = new ScreenAwake(b.api, b.page);
    class Held extends LitElement {
      constructor() {
        super();
        keepAwakeWhileShown(this, awake);
      }
    }
    customElements.define('adj-test-held', Held);
    const el = await fixture(html`<adj-test-held></adj-test-held>`);
    await settled();
    expect(b.held()).to.equal(1);
    el.remove();
    await settled();
    expect(b.held()).to.equal(0);
  });
});
