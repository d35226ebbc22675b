import { LitElement } from 'lit';
import { property } from 'lit/decorators.js';
import { watchLargeText } from '../large-text';
import type { DeskSession } from './session';

/**
 * One activity of the desk: drawn from the open game's session, and drawn again whenever the
 * session says what it shows may have changed. Only the activity on screen is in the page.
 */
export class DeskActivity extends LitElement {
  @property({ attribute: false }) session?: DeskSession;
  private unsubscribe?: () => void;

  constructor() {
    super();
    watchLargeText(this);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.listen();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('session')) this.listen();
  }

  private listen(): void {
    this.unsubscribe?.();
    this.unsubscribe = this.session?.subscribe(() => this.requestUpdate());
  }
}
