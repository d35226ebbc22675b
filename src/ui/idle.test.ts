import { expect } from '@open-wc/testing';
import { afterAPause, answeringTap, apartFromItsCode, noTapAnswered, whenIdle } from './idle';
import { until } from './test-helpers';

describe('apartFromItsCode', () => {
  it('puts the first drawing of a kind off to a task of its own, and draws later ones at once', async () => {
    const kind = {};
    const drawn: string[] = [];
    const first = apartFromItsCode(kind, () => drawn.push('first'));
    // Not in this task, nor in its microtasks: after a task queued now.
    await Promise.resolve();
    expect(drawn).to.deep.equal([]);
    expect(first).to.be.instanceOf(Promise);
    await first;
    expect(drawn).to.deep.equal(['first']);

    expect(apartFromItsCode(kind, () => drawn.push('second'))).to.equal(undefined);
    expect(drawn).to.deep.equal(['first', 'second']);
    // Another kind's first drawing waits again.
    const other = {};
    void apartFromItsCode(other, () => drawn.push('other'));
    expect(drawn).to.deep.equal(['first', 'second']);
  });

  it('hands back the drawing a kind already drawn schedules, so that it is awaited', async () => {
    const kind = {};
    await apartFromItsCode(kind, () => undefined);
    const scheduled = Promise.resolve('scheduled');
    expect(apartFromItsCode(kind, () => scheduled)).to.equal(scheduled);
  });
});

/** Two of the page's idle moments: work put off to the first may ask for the next. */
async function idleMoments(): Promise<void> {
  for (let i = 0; i < 2; i++) await new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 }));
}

describe('whenIdle', () => {
  it('runs nothing while a tap is being answered, and runs it at the next idle moment after', async () => {
    const ran: string[] = [];
    const answered = answeringTap();
    whenIdle(() => ran.push('put off'));
    await idleMoments();
    expect(ran, 'nothing while the tap is answered').to.deep.equal([]);
    answered();
    // Said over twice, the tap is still answered once.
    answered();
    await idleMoments();
    expect(ran).to.deep.equal(['put off']);
  });

  it('waits for every tap being answered', async () => {
    const ran: string[] = [];
    const first = answeringTap();
    const second = answeringTap();
    whenIdle(() => ran.push('put off'));
    await idleMoments();
    first();
    await idleMoments();
    expect(ran).to.deep.equal([]);
    second();
    await idleMoments();
    expect(ran).to.deep.equal(['put off']);
  });

  it('runs at once when no tap is being answered', async () => {
    const ran: string[] = [];
    whenIdle(() => ran.push('idle'));
    await idleMoments();
    expect(ran).to.deep.equal(['idle']);
  });
});

describe('noTapAnswered', () => {
  it('resolves at once when no tap is being answered, else at the idle moment after the last', async () => {
    let resolved = false;
    await noTapAnswered();
    const answered = answeringTap();
    void noTapAnswered().then(() => (resolved = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(resolved).to.equal(false);
    answered();
    await idleMoments();
    expect(resolved).to.equal(true);
  });
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('afterAPause', () => {
  it('runs once nothing has been touched, typed or tapped for the pause', async () => {
    const ran: string[] = [];
    afterAPause(() => ran.push('paused'), 400);
    await wait(100);
    // From inside a shadow root, as the app's own controls are.
    const host = document.createElement('div');
    document.body.append(host);
    const field = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('input'));
    field.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await wait(300);
    expect(ran, '300 ms after a touch, 400 ms after the start').to.deep.equal([]);
    field.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, composed: true }));
    await wait(200);
    expect(ran, '200 ms after a key').to.deep.equal([]);
    await until(() => ran.length > 0, 'the task after the pause');
    expect(ran).to.deep.equal(['paused']);
    // Once run, what the player does next runs nothing again.
    field.click();
    await wait(600);
    await idleMoments();
    expect(ran).to.deep.equal(['paused']);
    host.remove();
  });

  it('counts a tap being answered as the player at the page, and the pause from its end', async () => {
    const ran: string[] = [];
    const answered = answeringTap();
    afterAPause(() => ran.push('paused'), 300);
    await wait(600);
    await idleMoments();
    expect(ran, 'while the tap is answered').to.deep.equal([]);
    answered();
    await wait(150);
    expect(ran, '150 ms after the tap was answered').to.deep.equal([]);
    await until(() => ran.length > 0, 'the task after the pause');
    expect(ran).to.deep.equal(['paused']);
  });
});
