import { AdjDesk } from './desk.component';
import '../share-report/share-report';

customElements.define('adj-desk', AdjDesk);

// What the desk's activities are built from, loaded with the desk: a game opens straight at one of
// its activities, whose own code then comes in one round of fetches rather than two.
export { DeskActivity } from './activity';
export { cardFor, stillToApply } from './controllers/card';
export { turnsOf } from '../../campaign/scope';
export { guard } from 'lit/directives/guard.js';

declare global {
  interface HTMLElementTagNameMap {
    'adj-desk': AdjDesk;
  }
}
