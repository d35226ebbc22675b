import { css, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { type GridSizeProblem, gridFromSize } from '../../map/grid-size';
import { type MapState, defaultMap } from '../../map/state';
import { AdjElement } from '../adj-element';
import { theme } from '../theme';

/** Whether the map holds anything the player made: counters or anything painted. */
function hasWork(map: MapState): boolean {
  return map.counters.length > 0 || [map.terrain, map.levels, map.hexsides].some((r) => Object.keys(r).length > 0);
}

function shapeWords(map: MapState): string {
  return map.shape.kind === 'patch' ? `a sketch round the combat, ${map.shape.radius} hexes out` : `the printed map, ${map.shape.columns} × ${map.shape.rows} hexes`;
}

/**
 * What the desk's map is: a small sketch round the combat (the default, grown as needed) or a grid
 * the size of the printed map, numbered as printed (0101 at top left). A new shape starts an empty
 * map; when the one on the desk holds anything, the player confirms first. Fires `map-shape` with
 * the new map.
 */
export class AdjMapShape extends AdjElement {
  static override styles = [
    theme,
    css`
      :host {
        display: block;
        margin: 0.5rem 0;
      }
      summary {
        min-height: var(--adj-target);
        display: flex;
        align-items: center;
        cursor: pointer;
        color: var(--adj-muted);
      }
      summary:focus-visible {
        outline: 3px solid var(--adj-focus);
        outline-offset: 2px;
      }
      .choices {
        display: grid;
        gap: 0.75rem;
        padding: 0.25rem 0 0.5rem;
      }
      fieldset {
        border: 1px solid var(--adj-border);
        border-radius: var(--adj-radius);
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.5rem;
      }
      label {
        display: inline-flex;
        align-items: center;
        gap: 0.35rem;
      }
      input {
        width: 5.5rem;
      }
      .error {
        color: var(--adj-danger);
        margin: 0;
        flex-basis: 100%;
      }
      .confirm {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.5rem;
        margin: 0;
      }
    `,
  ];

  @property({ attribute: false }) map: MapState = defaultMap();

  @state() private problems: readonly GridSizeProblem[] = [];
  /** A new map waiting for the player to confirm that the one on the desk may go. */
  @state() private pending?: MapState;

  private offer(next: MapState): void {
    if (hasWork(this.map)) this.pending = next;
    else this.choose(next);
  }

  private choose(next: MapState): void {
    this.pending = undefined;
    this.emit('map-shape', next);
  }

  private useGrid(event: SubmitEvent): void {
    event.preventDefault();
    const form = new FormData(event.target as HTMLFormElement);
    const made = gridFromSize(String(form.get('columns') ?? ''), String(form.get('rows') ?? ''));
    if ('problems' in made) {
      this.problems = made.problems;
      return;
    }
    this.problems = [];
    this.offer(made.map);
  }

  private problemFor(field: GridSizeProblem['field']) {
    return this.problems.find((p) => p.field === field);
  }

  private sizeInput(field: GridSizeProblem['field'], label: string, value: number) {
    const problem = this.problemFor(field);
    return html`<label
      >${label}
      <input name=${field} inputmode="numeric" autocomplete="off" .value=${String(value)} aria-invalid=${problem ? 'true' : 'false'} aria-describedby=${problem ? `${field}-problem` : nothing}
    /></label>`;
  }

  override render() {
    const grid = this.map.shape.kind === 'grid' ? this.map.shape : undefined;
    return html`<details>
      <summary>The map is ${shapeWords(this.map)}. Change…</summary>
      <div class="choices">
        ${this.pending
          ? html`<p class="confirm" role="alert">
              A new map clears the one on the desk: its counters and everything painted.
              <button @click=${() => this.pending && this.choose(this.pending)}>Clear it and start ${shapeWords(this.pending)}</button>
              <button class="secondary" @click=${() => (this.pending = undefined)}>Keep this map</button>
            </p>`
          : nothing}
        <button class="secondary" @click=${() => this.offer(defaultMap())}>A new sketch round the combat</button>
        <form @submit=${this.useGrid} novalidate>
          <fieldset>
            <legend>The printed map, numbered from 0101</legend>
            ${this.sizeInput('columns', 'Columns', grid?.columns ?? 60)} × ${this.sizeInput('rows', 'Rows', grid?.rows ?? 40)}
            <button type="submit">Use a map this size</button>
            ${this.problems.map((p) => html`<p class="error" id="${p.field}-problem">${p.message}</p>`)}
          </fieldset>
        </form>
      </div>
    </details>`;
  }
}
