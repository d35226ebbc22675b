import { html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import type { Criterion } from '../../plan/allocation';
import { AdjElement } from '../adj-element';
import { watchLargeText } from '../large-text';
import { theme } from '../theme';
import { allocationSearchStyles } from './allocation-search.styles';

/** One allocation found, in words. */
export interface SearchResultView {
  /** "1. every attack succeeds: 43.2 %". */
  readonly title: string;
  /** Each attack: "Barlow, Gibbon → Heth (hex 0512)". */
  readonly attacks: readonly string[];
  /** Units sent nowhere. */
  readonly idle: readonly string[];
  readonly figures: string;
  /** How it stands against the plan on the desk. */
  readonly against: string;
}

/**
 * What the search panel shows: idle (with a note), searching (with progress), asking whether to go on
 * with a long search (with how long it would take), or done (with its results); the enemy's view beside.
 */
export interface SearchView {
  readonly state: 'idle' | 'searching' | 'asking' | 'done';
  readonly note?: string;
  readonly progress?: string;
  readonly done?: number;
  readonly total?: number;
  /** While asking: how long the rest of the search would take, in words. */
  readonly estimate?: string;
  readonly results?: readonly SearchResultView[];
  readonly exposure?: { readonly weakest: string; readonly rows: readonly string[] };
  /** What a search weighs in this game and kind of attack: who may take part, from how far. */
  readonly weighs?: string;
  /** Units left out of the last search for a hex within their range, each with why. */
  readonly leftOut?: readonly string[];
}

const CRITERIA: readonly { readonly id: Criterion; readonly words: string; readonly help: string }[] = [
  { id: 'every', words: 'Every attack succeeds', help: 'the chance that every enemy hex is attacked and every attack succeeds' },
  { id: 'exchange', words: 'Best exchange', help: 'the expected loss inflicted less the expected loss taken' },
  { id: 'cleared', words: 'Most hexes cleared', help: 'the expected number of enemy hexes whose defenders retreat or are eliminated' },
];

/**
 * The best use of a side's units on the map, and where the enemy can hurt it. Events: `search-side`
 * (a side id), `search-criterion`, `search-start`, `search-cancel`, `search-go-on` (a long search goes
 * on), `search-take` (a result's index), `search-enemy` (show the enemy's view), `search-enemy-clear`.
 */
export class AdjAllocationSearch extends AdjElement {
  static override styles = [theme, allocationSearchStyles];

  @property({ attribute: false }) sides: readonly { readonly id: string; readonly name: string }[] = [];
  @property() side = '';
  @property() criterion: Criterion = 'every';
  @property({ attribute: false }) view: SearchView = { state: 'idle' };
  /** The screen around the panel offers Find and Cancel (in a bar that stays in view): the panel does not repeat them. */
  @property({ type: Boolean }) actionsElsewhere = false;

  constructor() {
    super();
    watchLargeText(this);
  }

  override render() {
    const { view } = this;
    const searching = view.state === 'searching' || view.state === 'asking';
    return html`<p>Every way of sending the units of one side on the map, each to one enemy hex it may attack or to none, weighed exactly.</p>
      ${view.weighs ? html`<p class="weighs">${view.weighs}</p>` : nothing}
      <fieldset>
        <legend>Side</legend>
        <div class="choices">
          ${this.sides.map(
            (s) => html`<label><input type="radio" name="side" .checked=${s.id === this.side} ?disabled=${searching} @change=${() => this.emit('search-side', s.id)} />${s.name}</label>`,
          )}
        </div>
      </fieldset>
      <fieldset>
        <legend>Best by</legend>
        <div class="choices">
          ${CRITERIA.map(
            (c) => html`<label title=${c.help}><input type="radio" name="criterion" .checked=${c.id === this.criterion} ?disabled=${searching} @change=${() => this.emit('search-criterion', c.id)} />${c.words}</label>`,
          )}
        </div>
      </fieldset>
      <div class="actions">
        ${searching
          ? this.actionsElsewhere
            ? nothing
            : html`${view.state === 'asking' ? html`<button @click=${() => this.emit('search-go-on')}>Go on</button>` : nothing}
                <button class="secondary" @click=${() => this.emit('search-cancel')}>Cancel the search</button>`
          : html`${this.actionsElsewhere ? nothing : html`<button @click=${() => this.emit('search-start')}>Find the best allocation</button>`}
              <button class="secondary" @click=${() => this.emit('search-enemy')}>Where can the enemy hurt this side?</button>
              ${view.exposure ? html`<button class="secondary" @click=${() => this.emit('search-enemy-clear')}>Hide the enemy’s view</button>` : nothing}`}
      </div>
      ${searching
        ? html`<progress aria-label="Search progress" max=${view.total ?? 1} value=${view.done ?? 0}></progress>
            <p role="status">${view.state === 'asking' ? view.estimate : (view.progress ?? 'Searching…')}</p>`
        : view.note
          ? html`<p role="status">${view.note}</p>`
          : nothing}
      ${!searching && view.leftOut && view.leftOut.length > 0
        ? html`<section aria-label="Units left out">
            <p>Left out of an attack they are within range of:</p>
            <ul class="left-out">
              ${view.leftOut.map((w) => html`<li>${w}</li>`)}
            </ul>
          </section>`
        : nothing}
      ${view.results && view.results.length > 0 ? this.renderResults(view.results) : nothing}
      ${view.exposure
        ? html`<section aria-label="The enemy’s view">
            <p role="status"><strong>${view.exposure.weakest}</strong></p>
            <ul>
              ${view.exposure.rows.map((r) => html`<li>${r}</li>`)}
            </ul>
          </section>`
        : nothing}`;
  }

  private renderResults(results: readonly SearchResultView[]) {
    return html`<ol class="results" aria-label="The best allocations">
      ${results.map(
        (r, i) => html`<li>
          <h3>${r.title}</h3>
          <ul>
            ${r.attacks.map((a) => html`<li>${a}</li>`)}
          </ul>
          ${r.idle.length > 0 ? html`<p class="idle">Not attacking: ${r.idle.join(', ')}</p>` : nothing}
          <p class="figures">${r.figures}</p>
          <p class="against">${r.against}</p>
          <button class="secondary" aria-label="Take into the plan: allocation ${i + 1}" @click=${() => this.emit('search-take', i)}>Take into the plan</button>
        </li>`,
      )}
    </ol>`;
  }
}
