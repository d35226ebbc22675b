import { css } from 'lit';

/** The map's look: terrain and sides in muted print colours (the --map-* properties of the page's theme, src/ui/theme.ts), overlays translucent over them. */
export const mapStyles = css`
  :host {
    display: block;
  }
  .tools,
  .options,
  .toggles,
  .segmented,
  .view,
  .stepper {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    align-items: center;
  }
  .options {
    margin: 0.5rem 0;
  }
  .view {
    margin-left: auto;
  }
  .stepper output {
    min-width: 2.5rem;
    text-align: center;
    font-size: 1.2rem;
    font-weight: 700;
  }
  .hint {
    color: var(--adj-muted);
  }
  .viewport {
    position: relative;
    height: min(70vh, 640px);
    overflow: hidden;
    touch-action: none;
    user-select: none;
    contain: strict;
    border: 1px solid var(--adj-border);
    border-radius: var(--adj-radius);
    background: var(--adj-bg);
  }
  /* Filling the space it is given (the desk's full-screen map): the drawing takes what the tools and panels leave. */
  :host([fill]) {
    display: flex;
    flex-direction: column;
  }
  /* At least half the screen, the tools above it and the legend below scrolling with it where they must. */
  :host([fill]) .viewport {
    flex: 1 0 max(12rem, 55dvh);
    height: auto;
  }
  .viewport:focus-visible {
    outline: 3px solid var(--adj-focus);
    outline-offset: 2px;
  }
  /*
   * The whole drawing is one composited layer: panning and zooming change only its transform, so
   * the browser moves the layer without painting the map again.
   */
  .world {
    display: block;
    position: absolute;
    left: 0;
    top: 0;
    transform-origin: 0 0;
    will-change: transform;
  }
  .hex {
    fill: var(--map-clear);
  }
  .grid {
    fill: none;
    stroke: var(--map-grid);
    stroke-width: 1;
  }
  .t-rolling { fill: var(--map-rolling); }
  .t-rough { fill: var(--map-rough); }
  .t-hill { fill: var(--map-hill); }
  .t-woods { fill: var(--map-woods); }
  .t-woods-rough { fill: var(--map-woods-rough); }
  .t-town { fill: var(--map-town); }
  .t-swamp,
  .t-provisional-swamp { fill: var(--map-swamp); }
  .t-mountain { fill: var(--map-mountain); }
  .t-mountain-pass { fill: var(--map-pass); }
  .t-estuary { fill: var(--map-estuary); }
  .level {
    fill: var(--map-ridge);
    pointer-events: none;
  }
  .l2 { fill-opacity: 0.15; }
  .l3 { fill-opacity: 0.3; }
  .side {
    fill: none;
    stroke-linecap: round;
  }
  .f-river { stroke: var(--map-water); stroke-width: 5; }
  .f-creek { stroke: var(--map-water); stroke-width: 3; }
  .f-stream { stroke: var(--map-water); stroke-width: 2; stroke-dasharray: 5 3; }
  .f-ridge { stroke: var(--map-ridge); stroke-width: 4; stroke-dasharray: 2 4; }
  .f-road { stroke: var(--map-road); stroke-width: 3; }
  .f-pike { stroke: var(--map-road); stroke-width: 4.5; }
  .f-trail { stroke: var(--map-road); stroke-width: 2; stroke-dasharray: 4 3; }
  .f-railroad { stroke: var(--map-rail); stroke-width: 2; stroke-dasharray: 8 2; }
  .f-bridge { stroke: var(--map-rail); stroke-width: 6; stroke-linecap: butt; }
  .f-ford { stroke: var(--map-water); stroke-width: 7; stroke-dasharray: 2 2; stroke-linecap: butt; }
  .f-ferry { stroke: var(--map-road); stroke-width: 6; stroke-dasharray: 4 2; stroke-linecap: butt; }
  .f-dam { stroke: var(--map-grid); stroke-width: 8; stroke-linecap: butt; }
  .f-breastworks { stroke: var(--map-ridge); stroke-width: 7; stroke-dasharray: 3 3; stroke-linecap: butt; }
  .f-trench { stroke: var(--map-rail); stroke-width: 7; stroke-dasharray: 3 3; stroke-linecap: butt; }
  .overlay path,
  .overlay line,
  .overlay text {
    pointer-events: none;
  }
  .zoc { fill-opacity: 0.22; stroke: none; }
  .zoc.union { fill: var(--map-union); }
  .zoc.confederate { fill: var(--map-confederate); }
  .range { fill: none; stroke: var(--adj-fg); stroke-width: 3; stroke-linecap: round; }
  .range.full { stroke-dasharray: 8 4; }
  .range.reduced { stroke-dasharray: 2 5; }
  .flank.covered { fill: var(--map-blocked); fill-opacity: 0.18; stroke: var(--map-blocked); stroke-width: 2; }
  .flank.reduced { fill: none; stroke: var(--map-clear-sight); stroke-width: 3; stroke-dasharray: 4 3; }
  .retreat.required { fill: none; stroke: var(--map-clear-sight); stroke-width: 4; }
  .retreat.priority { text-anchor: middle; font-size: 18px; font-weight: 700; fill: var(--adj-fg); }
  .selected-hex { fill: none; stroke: var(--adj-gold); stroke-width: 4; }
  .exposure { fill: var(--adj-danger); stroke: none; }
  .exposure.e0 { fill-opacity: 0.12; }
  .exposure.e1 { fill-opacity: 0.28; }
  .exposure.e2 { fill-opacity: 0.45; }
  .exposure.e3 { fill-opacity: 0.62; }
  .exposure.weakest { stroke: var(--adj-danger); stroke-width: 5; }
  .exposure-tags { pointer-events: none; }
  .tag-scale { transform: scale(var(--tag-scale, 1)); transform-box: view-box; transform-origin: 0 0; }
  .exposure-tag rect { fill: var(--adj-surface); stroke: var(--adj-fg); stroke-width: 1.5; }
  .exposure-tag.weakest rect { stroke: var(--adj-danger); stroke-width: 3; }
  .exposure-tag text { font: bold 14px system-ui, sans-serif; text-anchor: middle; dominant-baseline: central; fill: var(--adj-fg); }
  .los-target { fill: none; stroke: var(--adj-fg); stroke-width: 2; stroke-dasharray: 4 3; }
  .los-blocking { fill: var(--map-blocked); fill-opacity: 0.3; stroke: var(--map-blocked); stroke-width: 2; }
  .los-blocking-side { fill: none; stroke: var(--map-blocked); stroke-width: 6; }
  .los { stroke-width: 3; }
  .los.clear { stroke: var(--map-clear-sight); }
  .los.blocked { stroke: var(--map-blocked); stroke-dasharray: 8 4; }
  .cursor { fill: none; stroke: var(--adj-fg); stroke-width: 2.5; stroke-dasharray: 3 3; }
  .cursor-side { fill: none; stroke: var(--adj-gold); stroke-width: 7; stroke-linecap: round; }
  .counters,
  .highlight {
    pointer-events: none;
  }
  .counter-body {
    stroke: var(--adj-fg);
    stroke-width: 1;
  }
  .counter-body.union { fill: var(--map-union); }
  .counter-body.confederate { fill: var(--map-confederate); }
  .counter-symbol {
    fill: none;
    stroke-width: 1.4;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .counter-symbol.union { stroke: var(--map-union-fg); }
  .counter-symbol.confederate { stroke: var(--map-confederate-fg); }
  .strength {
    fill: none;
    stroke-width: 1.8;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .strength.union { stroke: var(--map-union-fg); }
  .strength.confederate { stroke: var(--map-confederate-fg); }
  .badge { stroke: none; }
  .badge.demoralized { fill: var(--map-blocked); }
  .badge.disorganized { fill: var(--adj-gold); }
  .badge.entrenched { fill: var(--map-ridge); }
  .badge.unsupplied { fill: var(--map-clear-sight); }
  .badge.unit-status { fill: var(--adj-fg); }
  .counter-selected { fill: none; stroke: var(--adj-gold); stroke-width: 4; }
  .counter-moving { fill: none; stroke: var(--adj-fg); stroke-width: 2; stroke-dasharray: 3 2; }
  .status {
    min-height: 1.5em;
    margin: 0.4rem 0;
  }
  .panel {
    background: var(--adj-surface);
    border: 1px solid var(--adj-border);
    border-radius: var(--adj-radius);
    padding: 0.5rem 1rem;
  }
  .panel h3 {
    margin: 0.25rem 0 0.5rem;
    font-size: 1.1rem;
  }
  .panel h4 {
    margin: 0.75rem 0 0.35rem;
    font-size: 1rem;
  }
  .verdict { font-weight: 700; }
  .verdict.clear { color: var(--adj-ok); }
  .verdict.blocked,
  .problem { color: var(--adj-danger); }
  .legend .swatch {
    display: inline-block;
    width: 1em;
    height: 1em;
    vertical-align: middle;
    border-radius: 3px;
  }
  .swatch.union { background: var(--map-union); }
  .swatch.confederate { background: var(--map-confederate); }
  .legend ul {
    list-style: none;
    padding: 0;
    margin: 0 0 0.5rem;
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1rem;
  }
  .legend li {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
  }
  .swatch-icon {
    width: 1.6rem;
    height: 1.6rem;
  }
  summary {
    min-height: var(--adj-target);
    display: flex;
    align-items: center;
    cursor: pointer;
  }
`;
