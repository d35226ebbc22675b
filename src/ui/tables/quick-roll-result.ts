import { html, nothing } from 'lit';
import type { Resolution } from '../../engine/core/combat';
import { formatSource } from '../../engine/core/source';

/** Where a shown result stands: saved in the game's log, rolled without a game, or a lookup. */
export type ResultRecord = 'saved' | 'unsaved' | 'lookup';

const RECORD_NOTE: Record<ResultRecord, string> = {
  saved: 'Saved in this game’s log.',
  unsaved: 'Not saved: these tables were opened without a game.',
  lookup: 'Looked up: no dice.',
};

/** The result with its dice and where each came from, what to do, and every step with its source. */
export function renderQuickResult(resolution: Resolution, record: ResultRecord) {
  const { analysis, outcome, dice } = resolution;
  return html`<section class="result" aria-labelledby="quick-result-heading">
    <h4 id="quick-result-heading" aria-live="polite">${outcome.label}</h4>
    <p class="record">${RECORD_NOTE[record]}</p>
    ${dice.length > 0
      ? html`<ul class="dice" aria-label="Dice">
          ${dice.map(
            (d) => html`<li>
              <span class="die" aria-hidden="true">${d.face}</span>
              <span>${d.purpose}: ${d.face}, ${d.source.kind === 'physical' ? 'typed in from the table' : 'rolled by the app'}</span>
            </li>`,
          )}
        </ul>`
      : nothing}
    <ul class="checklist" aria-label="On the board">
      ${outcome.checklist.map((item) => html`<li>${item}</li>`)}
    </ul>
    <h5>How it was read</h5>
    <ol class="steps">
      ${[...analysis.steps, ...outcome.steps].map((s) => html`<li><strong>${s.title}:</strong> ${s.detail} <span class="source">${formatSource(s.source)}</span></li>`)}
    </ol>
  </section>`;
}
