import { AdjResultCard } from './result-card.component';

customElements.define('adj-result-card', AdjResultCard);

declare global {
  interface HTMLElementTagNameMap {
    'adj-result-card': AdjResultCard;
  }
}
