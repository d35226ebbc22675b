import type { AdjEvents, SaveRequestEvent, SaveRequestName } from './events';

/**
 * A panel's request to save a change, answered by whoever saves it: `saving` hands back whether
 * the change was stored, so the panel shows only what is stored (a refused change is drawn back as
 * it was, a note of it is not said). The one that saves says why a write failed.
 */
export class SaveRequest<T> extends CustomEvent<T> implements SaveRequestEvent<T> {
  #saved: Promise<boolean> | undefined;

  constructor(type: SaveRequestName, detail: T) {
    super(type, { detail, bubbles: true, composed: true });
  }

  /** Called by the one that saves, while the event is dispatched. */
  saving(saved: Promise<boolean>): void {
    this.#saved = saved;
  }

  /** Whether the change was stored; true when nobody said otherwise (the panel alone, as in its own tests). */
  async stored(): Promise<boolean> {
    return (await this.#saved) ?? true;
  }
}

/** Sends the save request `type` from `panel` and answers whether its change was stored. */
export function requestSave<K extends SaveRequestName>(panel: EventTarget, type: K, detail: AdjEvents[K]): Promise<boolean> {
  const request = new SaveRequest(type, detail);
  panel.dispatchEvent(request);
  return request.stored();
}
