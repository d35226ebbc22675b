import { AdjNewGame } from './new-game.component';

customElements.define('adj-new-game', AdjNewGame);

declare global {
  interface HTMLElementTagNameMap {
    'adj-new-game': AdjNewGame;
  }
}
