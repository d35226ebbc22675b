import { AdjRosterEditor } from './roster-editor.component';

customElements.define('adj-roster-editor', AdjRosterEditor);

declare global {
  interface HTMLElementTagNameMap {
    'adj-roster-editor': AdjRosterEditor;
  }
}
