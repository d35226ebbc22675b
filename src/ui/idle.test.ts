import { expect } from '@open-wc/testing';
import { apartFromItsCode } from './idle';

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
