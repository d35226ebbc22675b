import { expect, fixture, html } from '@open-wc/testing';
import type { Allocation } from '../desk/losses';
import { AdjElement } from './adj-element';
import { type AdjEvent, type EventArgs, HERE, type PlainEventName } from './events';

/** An element that sends whatever it is told to, through the base element's `emit`. */
class Sender extends AdjElement {
  send<K extends PlainEventName>(name: K, ...args: EventArgs<K>): boolean {
    return this.emit(name, ...args);
  }
}
customElements.define('adj-test-sender', Sender);

/** A sender drawn inside another element's shadow root, as every element of the app is drawn, with the element above that host. */
async function senderInShadow(): Promise<{ sender: Sender; host: HTMLElement; above: HTMLElement }> {
  const above = await fixture<HTMLElement>(html`<div><div></div></div>`);
  const host = above.firstElementChild as HTMLElement;
  const sender = document.createElement('adj-test-sender') as Sender;
  host.attachShadow({ mode: 'open' }).append(sender);
  return { sender, host, above };
}

/** The events of `name` that reach `where`. */
function heard<K extends keyof HTMLElementEventMap>(where: EventTarget, name: K): HTMLElementEventMap[K][] {
  const got: HTMLElementEventMap[K][] = [];
  where.addEventListener(name, (e) => got.push(e as HTMLElementEventMap[K]));
  return got;
}

describe('the base element', () => {
  it('sends an event with its detail, bubbling and out of the shadow root it is drawn in', async () => {
    const { sender, host, above } = await senderInShadow();
    const got = heard(above, 'apply');
    const allocations: Readonly<Record<string, Allocation>> = { 'attackers:1': { u1: 2 } };
    sender.send('apply', allocations);
    expect(got).to.have.length(1);
    const [event] = got;
    expect(event).to.be.instanceOf(CustomEvent);
    expect(event?.detail).to.equal(allocations);
    expect(event?.bubbles).to.equal(true);
    expect(event?.composed).to.equal(true);
    expect(event?.target, 'seen from above as its host').to.equal(host);
  });

  it('sends an event that carries nothing with no detail, bubbling and composed all the same', async () => {
    const { sender, above } = await senderInShadow();
    const got = heard(above, 'dismiss');
    sender.send('dismiss');
    expect(got.map((e) => [e.detail, e.bubbles, e.composed])).to.deep.equal([[null, true, true]]);
  });

  it('keeps an event to its own element when told to', async () => {
    const { sender, above } = await senderInShadow();
    const outside = heard(above, 'prefill');
    const own = heard(sender, 'prefill');
    sender.send('prefill', { strength: '4', veteran: true }, HERE);
    expect(outside).to.deep.equal([]);
    expect(own.map((e) => [e.detail, e.bubbles, e.composed])).to.deep.equal([[{ strength: '4', veteran: true }, false, false]]);
  });
});

/**
 * Never run: the compiler (npx tsc) checks that the event map refuses each marked line (a misspelt
 * name, a missing or a wrong detail, a save request sent as a plain event) and types a listener's
 * event from the name it listens for.
 */
export function typedByTheMap(sender: Sender, allocations: Readonly<Record<string, Allocation>>): void {
  // @ts-expect-error: no event is named so
  sender.send('dismis');
  // @ts-expect-error: applying needs the allocations
  sender.send('apply');
  // @ts-expect-error: a die is a number
  sender.send('die', '6');
  // @ts-expect-error: dismissing carries nothing
  sender.send('dismiss', allocations);
  // @ts-expect-error: a change to a unit is asked to be saved (requestSave), not sent plainly
  sender.send('unit-change', undefined as never);
  sender.addEventListener('apply', (e) => {
    const shared: Readonly<Record<string, Allocation>> = e.detail;
    // @ts-expect-error: the detail is the allocations, not a number
    const wrong: number = e.detail;
    void [shared, wrong];
  });
  sender.addEventListener('unit-change', (e: AdjEvent<'unit-change'>) => e.saving(Promise.resolve(e.detail.name !== '')));
}
