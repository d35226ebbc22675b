import { html, nothing, svg } from 'lit';
import { type CombatPlace, FAIR_PLACE, type LuckReport, type PlaceTally, SMALL_PLACES } from '../../store/luck';

const ORIGIN = { generator: 'rolled by the app', physical: 'typed in' } as const;
/** The strip's drawing box: one mark per combat, left to right, 0 at the bottom and 100 at the top, the scale on the left. */
const W = 240;
const H = 100;
const PAD = 6;
const LEFT = 26;

const percent = (x: number) => x.toFixed(1).replace(/\.0$/, '');

/** Each combat's place as a mark (a dot for the app's dice, a ring for typed-in ones), over a dashed middle line. */
function strip(all: readonly CombatPlace[]) {
  const step = (W - LEFT - 2 * PAD) / Math.max(1, all.length - 1);
  const x = (i: number) => (all.length === 1 ? (W + LEFT) / 2 : LEFT + PAD + i * step);
  const y = (p: number) => H - PAD - (p / 100) * (H - 2 * PAD);
  const label = `The attacker's percentile in each combat, oldest first: ${all.map((p) => `${percent(p.attacker)} (${ORIGIN[p.origin]})`).join(', ')}; the middle is ${FAIR_PLACE}`;
  return html`<svg viewBox="0 0 ${W} ${H}" role="img" aria-label=${label}>
    ${[0, FAIR_PLACE, 100].map((v) => svg`<text class="axis" x=${LEFT - 6} y=${y(v) + 4} text-anchor="end">${v}</text>`)}
    <line class="frame" x1=${LEFT - 3} x2=${LEFT - 3} y1=${y(0)} y2=${y(100)}></line>
    <line class="fair" x1=${LEFT - 3} x2=${W} y1=${y(FAIR_PLACE)} y2=${y(FAIR_PLACE)}></line>
    ${all.map((p, i) => svg`<circle class=${p.origin} cx=${x(i)} cy=${y(p.attacker)} r="4"></circle>`)}
  </svg>`;
}

function mean(t: PlaceTally) {
  return html`<li>
    <h4>Combats ${ORIGIN[t.origin]}</h4>
    <div>${t.count} ${t.count === 1 ? 'combat' : 'combats'}: attacker's mean ${percent(t.attackerMean)}, defender's ${percent(100 - t.attackerMean)}</div>
    ${t.count < SMALL_PLACES ? html`<div class="meta">Only ${t.count}: too few to say much.</div>` : nothing}
  </li>`;
}

/**
 * Where each combat's result fell among those it could have given: its percentile for the attacker
 * (the chance of a worse result plus half that of one as good; the defender's is 100 less it),
 * as the log kept it at the roll. Fair dice average 50.
 */
export function places(report: LuckReport) {
  const unplaced =
    report.unplaced > 0
      ? html`<p class="meta" id="unplaced">
          ${report.unplaced} ${report.unplaced === 1 ? 'combat has' : 'combats have'} no percentile: logged before this version kept it, or of a kind with no
          attacker (a morale check, a table roll). It is never worked out afterwards.
        </p>`
      : nothing;
  if (report.places.length === 0) return html`<h3>Where the results fell</h3>${unplaced}`;
  return html`<h3>Where the results fell</h3>
    <p class="meta">Each result's percentile for the attacker among all the combat could have given: 50 is the middle; the defender's is 100 less it.</p>
    <figure>
      ${strip(report.places)}
      <figcaption class="meta">Oldest combat on the left. Dots: rolled by the app; rings: typed in. Dashed line: the middle, 50; higher is better for the attacker.</figcaption>
    </figure>
    <ul aria-label="Mean percentile by origin">
      ${report.placeTallies.map(mean)}
    </ul>
    <details>
      <summary>Each combat</summary>
      <table>
        <caption class="meta">The attacker's percentile, combat by combat</caption>
        <tr><th scope="col">Combat</th><th scope="col">Result</th><th scope="col">Dice</th><th scope="col">Attacker</th><th scope="col">Defender</th></tr>
        ${report.places.map(
          (p) => html`<tr><td>${p.n}</td><td class="result">${p.label}</td><td>${ORIGIN[p.origin]}</td><td>${percent(p.attacker)}</td><td>${percent(100 - p.attacker)}</td></tr>`,
        )}
      </table>
    </details>
    ${unplaced}`;
}
