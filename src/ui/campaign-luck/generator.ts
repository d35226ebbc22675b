import { html, nothing } from 'lit';
import { FEW_DICE, type Fairness } from '../../campaign/fairness';
import { percent, reading } from './words';

const FACES = [1, 2, 3, 4, 5, 6] as const;

/**
 * The app's generator over the entries in scope: whether every die replays from the state kept
 * before it to its face (naming any that do not), and its faces against a fair die's.
 */
export function generatorCheck(f: Fairness) {
  if (f.dice === 0) return html`<h3>The app's dice</h3><p>No dice rolled by the app here.</p>`;
  const replay =
    f.mismatches.length === 0
      ? html`<p id="replay">All ${f.dice} replay: each die's face is what the generator gives from the state the log kept before it.</p>`
      : html`<p id="replay" class="problem">
            ${f.mismatches.length} ${f.mismatches.length === 1 ? 'die does' : 'dice do'} not replay: the log was changed after the roll.
          </p>
          <ul aria-label="Dice that do not replay">
            ${f.mismatches.map(
              (m) => html`<li>Entry ${m.entry}, ${m.purpose}: the log says ${m.face}; ${m.replayed === undefined ? 'its state is not a generator state' : `the generator gives ${m.replayed}`}</li>`,
            )}
          </ul>`;
  return html`<h3>The app's dice</h3>
    ${replay}
    <table>
      <caption class="meta">Faces of the ${f.dice} dice rolled by the app (a fair die gives ${(f.dice / 6).toFixed(1).replace(/\.0$/, '')} each)</caption>
      <tr><th scope="row">Face</th>${FACES.map((n) => html`<th scope="col">${n}</th>`)}</tr>
      <tr><th scope="row">Times</th>${f.faces.map((n) => html`<td>${n}</td>`)}</tr>
    </table>
    <p id="spread">
      Chi-square ${f.chiSquare.toFixed(2)} over the six faces: the faces of a fair die stray at least this far ${percent(f.chance)} of the time
      (${reading(f.chance, 'stray as far')}).
    </p>
    ${f.dice < FEW_DICE ? html`<p class="meta">Only ${f.dice} dice: too few for the chi-square's chance to be more than rough.</p>` : nothing}`;
}
