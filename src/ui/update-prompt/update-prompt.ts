import { AdjUpdatePrompt } from './update-prompt.component';

customElements.define('adj-update-prompt', AdjUpdatePrompt);

declare global {
  interface HTMLElementTagNameMap {
    'adj-update-prompt': AdjUpdatePrompt;
  }
}
