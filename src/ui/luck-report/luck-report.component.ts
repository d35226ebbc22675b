import { html, nothing, svg } from 'lit';
import { property } from 'lit/decorators.js';
import { type DiceTally, FAIR_MEAN, SMALL_SAMPLE, luckReport } from '../../store/luck';
import { AdjElement } from '../adj-element';
import { places } from './places';
import type { CombatRecord } from '../../store/records';
import type { SideWords } from '../../desk/rules';
import '../campaign-luck/campaign-luck';
import { theme } from '../theme';
import { luckReportStyles } from './luck-report.styles';

const ORIGIN = { generator: 'rolled by the app', physical: 'typed in' } as const;
const FACES = [1, 2, 3, 4, 5, 6] as const;
/** The chart's drawing box: six bars over the faces' numbers. */
const W = 240;
const H = 120;
const BASE = 100;
const BAR = 28;
const STEP = W / 6;

const round = (x: number, places = 2) => x.toFixed(places).replace(/\.?0+$/, '');

/** Six bars, one for each face, against a dashed line where a fair die's sixth of the dice would reach. */
function chart(t: DiceTally) {
  const fair = t.count / 6;
  const top = Math.max(fair, ...t.faces);
  const y = (n: number) => BASE - (n / top) * (BASE - 8);
  const label = `${t.purpose}, ${ORIGIN[t.origin]}: faces 1 to 6 came up ${t.faces.join(', ')} times; a fair die gives ${round(fair)} each`;
  return html`<svg viewBox="0 0 ${W} ${H}" role="img" aria-label=${label}>
    ${t.faces.map((n, i) => svg`<rect class="bar" x=${i * STEP + (STEP - BAR) / 2} y=${y(n)} width=${BAR} height=${BASE - y(n)}></rect>
      <text class="axis" x=${i * STEP + STEP / 2} y=${H - 4} text-anchor="middle">${i + 1}</text>`)}
    <line class="fair" x1="0" x2=${W} y1=${y(fair)} y2=${y(fair)}></line>
  </svg>`;
}

/** One purpose and origin: the chart, then the same figures as text. */
function tally(t: DiceTally) {
  return html`<li>
    <h3>${t.purpose}, ${ORIGIN[t.origin]}</h3>
    <div>${t.count} ${t.count === 1 ? 'die' : 'dice'}, mean ${round(t.mean)} against ${FAIR_MEAN} for a fair die</div>
    ${chart(t)}
    <table>
      <caption class="meta">Faces (dashed line: a fair die's ${round(t.count / 6)} each)</caption>
      <tr><th scope="row">Face</th>${FACES.map((f) => html`<th scope="col">${f}</th>`)}</tr>
      <tr><th scope="row">Times</th>${t.faces.map((n) => html`<td>${n}</td>`)}</tr>
    </table>
    ${t.count < SMALL_SAMPLE ? html`<div class="meta">Only ${t.count}: too few to say much.</div>` : nothing}
  </li>`;
}

/**
 * How a game's dice fell against a fair die's, purpose by purpose, the app's dice apart from those typed
 * in; where each combat's result fell among those it could have given; and each side's luck in the campaign.
 */
export class AdjLuckReport extends AdjElement {
  static override styles = [theme, luckReportStyles];

  /** Every combat of the game. */
  @property({ attribute: false }) combats: readonly CombatRecord[] = [];
  /** The game's sides, for their names in each side's luck. */
  @property({ attribute: false }) sides: readonly SideWords[] | undefined;
  /** False while only the newest part of the log is loaded: the report asks for the rest. */
  @property({ type: Boolean }) whole = false;

  override render() {
    if (!this.whole) {
      return html`<button class="secondary" @click=${() => this.emit('need-all')}>
        Load the whole log to see how the dice fell
      </button>`;
    }
    const report = luckReport(this.combats);
    if (report.dice === 0) return html`<p>No dice rolled yet.</p>`;
    return html`<p>${report.dice} dice in ${report.combats} combats.</p>
      <p class="warning">
        Luck evens out only over many dice: a few dozen say little, and a run of bad rolls is what fair dice do now and then.
      </p>
      <ul aria-label="Dice by purpose">
        ${report.tallies.map(tally)}
      </ul>
      ${places(report)}
      <adj-campaign-luck .combats=${this.combats} .sides=${this.sides}></adj-campaign-luck>`;
  }
}
