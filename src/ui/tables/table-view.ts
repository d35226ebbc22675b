import { html, nothing } from 'lit';
import type { TableView } from '../../engine/core/combat';
import { formatSource } from '../../engine/core/source';

/**
 * Draws one engine table. The column in use and the rows the dice can reach are marked with
 * `part` attributes so a screen (the combat desk) can highlight them.
 */
export function renderTable(table: TableView) {
  const reachable = new Set(table.reachableRows);
  // Focusable so a wide table can be scrolled from the keyboard.
  return html`<figure tabindex="0" aria-label=${table.title}>
    <table>
      <caption>${table.title}</caption>
      <thead>
        <tr>
          <th scope="col">${table.rowHeader}</th>
          ${table.columns.map((c, i) => html`<th scope="col" part=${i === table.column ? 'in-use' : nothing}>${c}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${table.rows.map(
          (row, r) => html`<tr part=${reachable.has(r) ? 'reachable' : nothing}>
            <th scope="row">${row.label}</th>
            ${row.cells.map((cell, c) => html`<td part=${c === table.column && reachable.has(r) ? 'hit' : nothing}>${cell}</td>`)}
          </tr>`,
        )}
      </tbody>
    </table>
    <figcaption>${formatSource(table.source)}${table.note ? html` — ${table.note}` : nothing}</figcaption>
  </figure>`;
}
