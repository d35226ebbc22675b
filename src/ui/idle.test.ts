import { expect } from '@open-wc/testing';
import { apartFromItsCode } from './idle';

describe('apartFromItsCode', () => {
  it('puts the first drawing of a kind off to a task of its own, and draws later ones at once', async () => {
    class Kind {}
    const drawn: string[] = [];
    const first = apartFromItsCode(Kind, () => drawn.push('first'));
    // Not in this task, nor in its microtasks: after a task queued now.
    await Promise.resolve();
    expect(drawn).to.deep.equal([]);
    expect(first).to.be.instanceOf(Promise);
    await first;
    expect(drawn).to.deep.equal(['first']);

    expect(apartFromItsCode(Kind, () => drawn.push('second'))).to.equal(undefined);
    expect(drawn).to.deep.equal(['first', 'second']);
    // Another kind's first drawing waits again.
    class Other {}
    void apartFromItsCode(Other, () => drawn.push('other'));
    expect(drawn).to.deep.equal(['first', 'second']);
  });

  it('hands back the drawing a kind already drawn schedules, so that it is awaited', async () => {
    class Kind {}
    await apartFromItsCode(Kind, () => undefined);
    const scheduled = Promise.resolve('scheduled');
    expect(apartFromItsCode(Kind, () => scheduled)).to.equal(scheduled);
  });
});
