import { LitElement } from 'lit';
import { type EventArgs, type PlainEventName, adjEvent } from './events';

/** An element of the app: a Lit element that sends the app's events (events.ts) by name, their detail checked. */
export class AdjElement extends LitElement {
  /** Sends `name` with its detail, bubbling and out of the shadow root unless told otherwise. */
  protected emit<K extends PlainEventName>(name: K, ...args: EventArgs<K>): boolean {
    return this.dispatchEvent(adjEvent(name, ...args));
  }
}
