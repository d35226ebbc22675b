import { LitElement, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { fingerprint } from '../../../engine/core/chart';
import type { DefinitionForm } from '../../../engine/games/owngame';
import { definitionFile } from '../../../engine/games/owngame/definition/file';
import { type AdjEvent, downloadJson, theme } from '../../views';
import { definitionIn, withDefinition } from '../data';
import { notSavedLine } from '../../../store/write-errors';
import { defineGameStyles } from './define-game.styles';
import { fieldWords } from './paths';
import './define-game';

/**
 * Your game's rules at the desk, under the turn record: what they are, to edit, export or replace;
 * with none yet, the form to define them. Saving writes them to the game's own data (the campaign's
 * `game`), so they travel with the game; combats already logged keep the rules they were fought by.
 */
export class AdjOwnRules extends LitElement {
  static override styles = [theme, defineGameStyles];

  /** The game's own data as saved. */
  @property({ attribute: false }) data: unknown;
  /** Saves the game's data, changed from what was saved. */
  @property({ attribute: false }) save?: (change: (saved: unknown) => unknown) => Promise<void>;

  @state() private editing = false;
  @state() private message = '';

  private async saveRules(definition: DefinitionForm): Promise<void> {
    if (!this.save) return;
    try {
      await this.save((saved) => withDefinition(saved, definition));
    } catch (e) {
      // The form stays open with the rules as written, so nothing typed is lost.
      this.message = notSavedLine('Your rules', e, { many: true, after: 'They are still here to save again.' });
      return;
    }
    this.editing = false;
    this.message = `Saved the rules of ${definition.name}; combats of this game now read them.`;
  }

  override render() {
    const reading = definitionIn(this.data);
    const definition = reading?.ok ? reading.definition : undefined;
    const form = this.editing || !definition;
    return html`<section class="rules" aria-label="Your game’s rules">
      <h3>Your game’s rules${definition ? `: ${definition.name}` : ''}</h3>
      ${this.message ? html`<p role="status">${this.message}</p>` : nothing}
      ${reading && !reading.ok
        ? html`<p role="alert">The rules saved with this game do not read: ${reading.errors.slice(0, 3).map((e) => `${fieldWords(e.path, this.data)}: ${e.message}`).join('; ')}. Put them right or start again below.</p>`
        : nothing}
      ${definition && !form
        ? html`<p class="note">
              ${definition.source}
            </p>
            <p>
              ${definition.method.kind === 'odds' ? 'Odds' : 'Difference'} on “${definition.table.name}” (fingerprint ${fingerprint(definition.table)}), ${definition.dice.roll}; ${definition.conditions.length}
              condition${definition.conditions.length === 1 ? '' : 's'}, ${definition.results.length} results.
            </p>
            <div class="bar">
              <button class="secondary" @click=${() => (this.editing = true)}>Edit the rules</button>
              <button class="secondary" @click=${() => downloadJson(`${definition.name.replace(/[^\w-]+/g, '-')}.definition.adjutant.json`, definitionFile(definition))}>Export the rules as a file</button>
            </div>`
        : html`<p class="note">${definition ? 'Edit your rules: they are saved only when you save them.' : 'Define your game’s rules to set up its combats: start from a definition, a file, or nothing.'}</p>
            <adj-define-game
              .definition=${definition}
              @definition-save=${(e: AdjEvent<'definition-save'>) => void this.saveRules(e.detail)}
              @definition-cancel=${() => (this.editing = false)}
            ></adj-define-game>`}
    </section>`;
  }
}

customElements.define('adj-own-rules', AdjOwnRules);

declare global {
  interface HTMLElementTagNameMap {
    'adj-own-rules': AdjOwnRules;
  }
}
