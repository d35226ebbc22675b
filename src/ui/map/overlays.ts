import { nothing, svg, type SVGTemplateResult } from 'lit';
import { type Hex, type HexKey, parseHexKey } from '../../engine/hex/hex';
import type { HexsideKey } from '../../engine/hex/hexside';
import { type Layout, hexToPixel } from '../../engine/hex/pixel';
import { hexOutline, hexesPath, sidesPath } from './layers';
import type { SelectionView } from './selection';
import { LABEL_FONT } from './view';

/** The selection's overlays: zones of control, the selected hex, and what each of the game's analyses draws. */

function zoneLayer(view: SelectionView, layout: Layout) {
  return [...view.zones].map(([side, keys]) => svg`<path class="zoc ${side}" d=${hexesPath([...keys].map(parseHexKey), layout)}></path>`);
}

export function selectionLayer(view: SelectionView | undefined, layout: Layout): SVGTemplateResult | typeof nothing {
  if (!view) return nothing;
  return svg`${zoneLayer(view, layout)}<path class="selected-hex" d=${hexOutline(view.at, layout)}></path>
    ${view.found.map(({ analysis, result }) => analysis.overlay(result, layout))}`;
}

/** The keyboard cursor, and in the hexside tool the side Enter would toggle. */
export function cursorLayer(cursor: Hex, side: HexsideKey | undefined, layout: Layout): SVGTemplateResult {
  return svg`<path class="cursor" d=${hexOutline(cursor, layout)}></path>
    ${side === undefined ? nothing : svg`<path class="cursor-side" d=${sidesPath([side], layout)}></path>`}`;
}

/** A hex of the side looked at, with the enemy's best chance against it (0 to 1) and that chance in words. */
export interface ExposedHex {
  readonly hex: HexKey;
  readonly chance: number;
  readonly words: string;
  /** The hex the enemy's best chance is highest against. */
  readonly weakest: boolean;
}

/** The enemy's view under the counters: each of the side's hexes shaded by the enemy's best chance against it, the weakest outlined. */
export function exposureLayer(hexes: readonly ExposedHex[], layout: Layout): SVGTemplateResult | typeof nothing {
  if (hexes.length === 0) return nothing;
  return svg`${hexes.map((e) => {
    const h = parseHexKey(e.hex);
    // Four shades, so the eye finds the weakest hexes at arm's length.
    const level = e.chance >= 0.75 ? 3 : e.chance >= 0.5 ? 2 : e.chance >= 0.25 ? 1 : 0;
    return svg`<path class="exposure e${level}${e.weakest ? ' weakest' : ''}" d=${hexOutline(h, layout)}></path>`;
  })}`;
}

/** A tag's box round its words, in map units at a scale of 1: the words' height and padding, and a width per character. */
const TAG = { height: LABEL_FONT + 8, padding: 5, perCharacter: LABEL_FONT * 0.62 } as const;

/**
 * The enemy's chances written over the counters: each in a tag with a solid background and an
 * outline, standing on its hex's top edge so the hex's own counter stays in sight. Each tag is
 * scaled about that point by the map's `--tag-scale` (labelScale of the zoom), so it reads at every zoom.
 */
export function exposureTags(hexes: readonly ExposedHex[], layout: Layout): SVGTemplateResult | typeof nothing {
  if (hexes.length === 0) return nothing;
  // A flat-topped hex's top edge is √3/2 of its size above its centre; the tag's foot overlaps it a little.
  const rise = (layout.size * Math.sqrt(3)) / 2 - 6;
  // Where tags meet (zoomed far out), the highest chance is drawn on top.
  const byChance = [...hexes].sort((a, b) => a.chance - b.chance);
  return svg`${byChance.map((e) => {
    const at = hexToPixel(parseHexKey(e.hex), layout);
    const width = e.words.length * TAG.perCharacter + 2 * TAG.padding;
    return svg`<g class="exposure-tag${e.weakest ? ' weakest' : ''}" transform="translate(${at.x} ${at.y - rise})">
      <g class="tag-scale">
        <rect x=${-width / 2} y=${-TAG.height} width=${width} height=${TAG.height} rx="4"></rect>
        <text x="0" y=${-TAG.height / 2}>${e.words}</text>
      </g>
    </g>`;
  })}`;
}
