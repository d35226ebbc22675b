import { html, nothing, svg } from 'lit';
import { formatSource } from '../../engine/core/source';
import type { FlankResult } from '../../engine/games/gcacw/flank';
import type { RetreatKind, RetreatRanking } from '../../engine/games/gcacw/retreat';
import { neighbours } from '../../engine/hex/direction';
import { type Hex, hexKey } from '../../engine/hex/hex';
import { hexToPixel } from '../../engine/hex/pixel';
import { hexLabel } from '../../map/describe';
import type { MapShape } from '../../map/state';
import { type MapAnalysis, hexesPath } from '../views';
import { type Reading, flankAgainst, nearestEnemy, retreatRanking } from './board';

interface Settings {
  readonly rain: boolean;
  /** The retreat to rank, when the player asks for one. */
  readonly retreat: RetreatKind | undefined;
}

interface Found {
  /** The selected counter's hex. */
  readonly at: Hex;
  readonly flank: Reading<FlankResult>;
  readonly retreat: Reading<RetreatRanking> | undefined;
}

/** The rules' words name hexes by their keys ("3,-1"); the player's map by its printed numbers ("0402"). */
function printed(text: string, hexes: readonly Hex[], shape: MapShape): string {
  return hexes.reduce((t, h) => t.replace(new RegExp(`(?<![\\d-])${hexKey(h)}(?!\\d)`, 'g'), hexLabel(shape, h)), text);
}

const RETREATS: readonly [RetreatKind, string][] = [
  ['retreat', 'Retreat'],
  ['rout', 'Rout'],
  ['cavalry', 'Cavalry retreat'],
];

const pressed = (on: boolean) => (on ? 'true' : 'false');

/** The flank bonus against the selected counter's hex (7.4), and its retreat ranked by the Retreat Chart when asked. */
export const flankAndRetreat: MapAnalysis<Found, Settings> = {
  initial: { rain: false, retreat: undefined },
  reselect: (s) => ({ ...s, retreat: undefined }),
  work(q, s) {
    let retreat: Found['retreat'];
    if (s.retreat !== undefined) {
      const activeEnemy = nearestEnemy(q.map, q.counter.id);
      retreat = activeEnemy ? retreatRanking(q.map, q.counter.id, { zoc: q.zoc, kind: s.retreat, activeEnemy }) : { ok: false, message: 'no enemy counter on the map to retreat from' };
    }
    return { at: q.at, flank: flankAgainst(q.map, q.counter.id, { zoc: q.zoc, rain: s.rain }), retreat };
  },
  panel({ at, flank, retreat }, s, change, shape) {
    const around = [at, ...neighbours(at)];
    return html`<h4>Flank attack on this hex</h4>
      <button aria-pressed=${pressed(s.rain)} @click=${() => change({ ...s, rain: !s.rain })}>Rain turn</button>
      ${flank.ok
        ? html`<p class="verdict">Flank bonus +${flank.result.final}: ${flank.result.covered} of 6 hexes covered.</p>
            <ul>${flank.result.steps.map((st) => html`<li>${st.title}: ${printed(st.detail, around, shape)} (${formatSource(st.source)})</li>`)}</ul>`
        : html`<p class="problem">${printed(flank.message, around, shape)}</p>`}
      <h4>Retreat ranking</h4>
      <div class="segmented" role="group" aria-label="Rank the hexes for a retreat">
        ${RETREATS.map(([kind, name]) => html`<button aria-pressed=${pressed(s.retreat === kind)} @click=${() => change({ ...s, retreat: s.retreat === kind ? undefined : kind })}>${name}</button>`)}
      </div>
      ${retreat === undefined
        ? nothing
        : retreat.ok
          ? html`<p>Retreat Chart ${retreat.result.chart}: ${printed(retreat.result.chartReason, around, shape)}.</p>
              <ol class="ranking">
                ${retreat.result.candidates.map(
                  (c) => html`<li>Hex ${hexLabel(shape, c.hex)}: priority ${c.priority}, ${c.lossReason}${c.eliminates ? `; eliminates the unit: ${c.eliminates}` : ''}</li>`,
                )}
              </ol>`
          : html`<p class="problem">${retreat.message}</p>`}`;
  },
  overlay({ flank, retreat }, layout) {
    const covered = flank.ok ? flank.result.hexes.filter((h) => h.reasons.length > 0) : [];
    const flankLayer = flank.ok
      ? svg`<path class="flank covered" d=${hexesPath(covered.map((h) => h.hex), layout)}></path>
          <path class="flank reduced" d=${hexesPath(covered.filter((h) => h.reduction !== undefined).map((h) => h.hex), layout)}></path>`
      : nothing;
    if (!retreat?.ok) return flankLayer;
    const { candidates, required } = retreat.result;
    return svg`${flankLayer}<path class="retreat required" d=${hexesPath(required.map((c) => c.hex), layout)}></path>
      ${candidates.map((c) => {
        const p = hexToPixel(c.hex, layout);
        return svg`<text class="retreat priority" x=${p.x} y=${p.y + 6}>${c.priority}</text>`;
      })}`;
  },
};
