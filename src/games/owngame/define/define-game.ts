import { AdjDefineGame } from './define-game.component';

customElements.define('adj-define-game', AdjDefineGame);

declare global {
  interface HTMLElementTagNameMap {
    'adj-define-game': AdjDefineGame;
  }
}
