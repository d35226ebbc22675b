import { LitElement, html } from 'lit';
import { property, state } from 'lit/decorators.js';
import { theme } from '../theme';
import { headerStyles } from './header.styles';

/** The app bar: name, main navigation, whether the device is online (the app works either way), and what the shell puts in it (the Display control). */
export class AdjHeader extends LitElement {
  static override styles = [theme, headerStyles];

  /** Which top-level section is showing, for aria-current. */
  @property() section: 'home' | 'tables' | 'other' = 'home';
  @state() private online = navigator.onLine;

  private readonly onConnectivity = () => (this.online = navigator.onLine);

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('online', this.onConnectivity);
    window.addEventListener('offline', this.onConnectivity);
  }

  override disconnectedCallback(): void {
    window.removeEventListener('online', this.onConnectivity);
    window.removeEventListener('offline', this.onConnectivity);
    super.disconnectedCallback();
  }

  override render() {
    return html`<header>
      <a class="brand" href="/" data-nav>Adjutant</a>
      <nav aria-label="Main">
        <a href="/" data-nav aria-current=${this.section === 'home' ? 'page' : 'false'}>Games</a>
        <a href="/tables" data-nav aria-current=${this.section === 'tables' ? 'page' : 'false'}>Tables</a>
      </nav>
      <span class="status ${this.online ? 'online' : 'offline'}" role="status" aria-label=${this.online ? 'Online' : 'Offline: everything still works'}>
        ${this.online ? 'Online' : 'Offline'}
      </span>
      <slot></slot>
    </header>`;
  }
}
