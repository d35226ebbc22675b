import { nothing, svg, type SVGTemplateResult } from 'lit';
import { type Hex, parseHexKey } from '../../engine/hex/hex';
import type { HexsideKey } from '../../engine/hex/hexside';
import type { Layout } from '../../engine/hex/pixel';
import { hexsideCorners } from '../../map/hexsides';
import { hexOutline, hexesPath } from './layers';
import type { SelectionView } from './selection';

/** The selection's overlays: zones of control, the selected hex, and what each of the game's analyses draws. */

/** Hexsides as one path of lines, for a game's overlay. */
export function sidesPath(keys: readonly HexsideKey[], layout: Layout): string {
  return keys
    .map((k) => {
      const [a, b] = hexsideCorners(k, layout);
      return `M${a.x} ${a.y}L${b.x} ${b.y}`;
    })
    .join('');
}

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
