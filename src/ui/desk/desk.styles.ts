import { css } from 'lit';

export const deskStyles = css`
  .reports {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin-top: 0.75rem;
  }
  .panel {
    /* Kept to itself, so a change in one panel lays out and paints nothing in the other. */
    contain: layout paint;
    background: var(--adj-surface);
    border: 1px solid var(--adj-border);
    border-radius: var(--adj-radius);
    padding: 0.75rem 1rem;
  }
  h2 {
    font-size: 1.15rem;
    margin: 0.75rem 0 0.5rem;
  }
  h2:first-child {
    margin-top: 0;
  }
  .segmented {
    display: grid;
    grid-template-columns: repeat(3, 1fr);
    gap: 0.4rem;
  }
  .segmented.attacks {
    grid-template-columns: repeat(auto-fit, minmax(6.5rem, 1fr));
    margin-top: 0.4rem;
  }
  label.field {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    color: var(--adj-muted);
  }
  .note {
    color: var(--adj-muted);
  }
  .toggles {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
  }
  /* A combat played as a sequence of rolls: its steps in a line, numbered, the current one in bold. */
  ol.sequence {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1.5rem;
    margin: 0.5rem 0;
    padding: 0;
    list-style-position: inside;
  }
  ul.picked {
    list-style: none;
    padding: 0;
    margin: 0 0 0.5rem;
    display: grid;
    gap: 0.4rem;
  }
  ul.picked li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4rem;
    padding: 0.3rem 0.5rem;
    border: 1px solid var(--adj-border);
    border-radius: var(--adj-radius);
  }
  ul.picked .name {
    font-weight: 700;
    margin-right: auto;
  }
  ul.picked input[type='number'],
  label.field input[type='number'] {
    width: 4.5rem;
  }
  .none {
    color: var(--adj-muted);
    margin: 0 0 0.5rem;
  }
  /*
   * Each activity's primary actions, in a bar that stays at the bottom of the screen, above the
   * activity tabs, while the activity scrolls: never hidden below the fold or in an inner scroll.
   */
  .actions {
    position: sticky;
    z-index: 3;
    bottom: var(--adj-dock, 0px);
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    margin: 1rem 0 0;
    padding: 0.5rem 0.75rem;
    background: var(--adj-surface);
    border: 1px solid var(--adj-border);
    border-radius: var(--adj-radius);
    box-shadow: 0 -4px 16px rgb(0 0 0 / 0.12);
  }
  /* The table in use and the first chance, each on one line: side by side where they fit. */
  .actions .in-use {
    flex-basis: 100%;
    display: flex;
    flex-wrap: wrap;
    column-gap: 1.25rem;
    min-width: 0;
    margin: 0;
  }
  .actions .in-use > span {
    max-width: 100%;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  /* A long name of the chance is cut short on a phone, never its figure. */
  .actions .in-use .chance {
    display: flex;
    gap: 0.3em;
  }
  .actions .chance span {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .actions .chance strong {
    flex: none;
  }
  /* A phone held sideways has height for one line: the column is cut short there, the chance kept whole. */
  @media (max-height: 500px) {
    .actions .in-use {
      flex-wrap: nowrap;
    }
    .actions .in-use .chance {
      flex-shrink: 0;
    }
  }
  /* Worked out for the set-up before the last change: the odds are being worked out again. */
  .actions .in-use.stale {
    color: var(--adj-muted);
  }
  .actions button,
  .actions .button {
    flex: 1 1 8rem;
    min-height: 52px;
    font-size: 1.1rem;
  }
  .actions .primary {
    flex-grow: 2;
  }
  table {
    border-collapse: collapse;
  }
  th,
  td {
    border: 1px solid var(--adj-border);
    padding: 0.25rem 0.45rem;
    text-align: center;
  }
  caption {
    text-align: left;
    font-weight: 700;
  }
  figure,
  adj-roster {
    content-visibility: auto;
    contain-intrinsic-size: auto 20rem;
  }
  figure {
    margin: 0.75rem 0 0;
    overflow-x: auto;
  }
  figcaption {
    color: var(--adj-muted);
    font-size: 0.9rem;
  }
  [part~='in-use'] {
    background: color-mix(in srgb, var(--adj-gold) 35%, transparent);
  }
  [part~='hit'] {
    background: var(--adj-gold);
    color: #151a22;
    font-weight: 700;
  }
  .error {
    color: var(--adj-danger);
  }
  .roster-head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    margin: 0.75rem 0 0.5rem;
  }
  .roster-head h2 {
    margin: 0 auto 0 0;
  }
  .panel.editor {
    contain: none;
  }
  h3 {
    font-size: 1rem;
    margin: 0.75rem 0 0.4rem;
  }
  adj-map {
    margin-top: 0.5rem;
  }
  ul.claims {
    list-style: none;
    padding: 0;
    margin: 0 0 0.5rem;
    display: grid;
    gap: 0.35rem;
  }
  ul.claims li {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    padding: 0.3rem 0.5rem;
    border: 1px solid var(--adj-border);
    border-radius: var(--adj-radius);
  }
  ul.claims li.differs {
    border-color: var(--adj-gold);
    border-width: 2px;
  }
  ul.claims .claim {
    flex: 1;
  }
  details.luck summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    cursor: pointer;
    font-weight: 600;
  }
  details.agrees summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    cursor: pointer;
    color: var(--adj-muted);
  }
  ul.claims .source {
    color: var(--adj-muted);
    font-size: 0.9rem;
  }
`;

export const sheetStyles = css`
  /* The full-screen map: over everything on the desk but a result, the map taking what the bar and the claims leave. */
  .map-full {
    position: fixed;
    inset: 0;
    z-index: 5;
    box-sizing: border-box;
    display: grid;
    gap: 0.5rem;
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto minmax(0, 1fr) auto;
    grid-template-areas: 'bar' 'map' 'claims';
    padding: max(0.5rem, env(safe-area-inset-top)) max(0.75rem, env(safe-area-inset-right)) max(0.5rem, env(safe-area-inset-bottom)) max(0.75rem, env(safe-area-inset-left));
    background: var(--adj-bg);
    overscroll-behavior: contain;
  }
  .map-bar {
    grid-area: bar;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
  }
  .map-bar h2 {
    margin: 0 auto 0 0;
  }
  .map-area {
    grid-area: map;
    min-height: 0;
    display: flex;
    flex-direction: column;
    overflow-y: auto;
  }
  .map-area adj-map {
    flex: 1 0 auto;
    margin: 0;
  }
  .map-claims {
    grid-area: claims;
    max-height: 30dvh;
    overflow-y: auto;
  }
  .map-claims .note {
    margin: 0;
  }
  @media (orientation: landscape) {
    .map-full {
      grid-template-columns: minmax(0, 1fr) minmax(12rem, 18rem);
      grid-template-rows: auto minmax(0, 1fr);
      grid-template-areas: 'bar bar' 'map claims';
    }
    .map-claims {
      max-height: none;
    }
  }

  /*
   * Behind a sheet, over everything else: a tap outside the sheet closes it and goes no further, so
   * it never taps what is underneath.
   */
  .scrim {
    position: fixed;
    inset: 0;
    z-index: 6;
    background: rgb(0 0 0 / 0.3);
  }
  .sheet {
    position: fixed;
    z-index: 7;
    right: max(0.75rem, env(safe-area-inset-right));
    bottom: max(0.75rem, env(safe-area-inset-bottom));
    width: min(34rem, calc(100vw - 1.5rem));
    max-height: calc(100dvh - 5rem);
    overflow-y: auto;
    box-sizing: border-box;
    padding: 0.5rem;
    background: var(--adj-bg);
    border: 1px solid var(--adj-border);
    border-radius: calc(var(--adj-radius) + 4px);
    box-shadow: 0 8px 32px rgb(0 0 0 / 0.35);
    /* Its own layer: showing or changing it repaints nothing behind it. */
    contain: layout paint;
    will-change: transform;
  }
  /*
   * A result closed stays in the page for the next one to update, out of sight. Its backdrop lets taps
   * through; the sheet is out of reach by being inert (roll.ts), not by pointer-events, an inherited
   * property whose change would restyle the whole card in the frame that shows the next result.
   */
  .sheet.unseen,
  .scrim.unseen {
    opacity: 0;
  }
  .scrim.unseen {
    pointer-events: none;
  }
  /* Layers of their own: showing the result or changing it repaints nothing behind it. */
  .result {
    will-change: transform, opacity;
  }
  .repeated {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    margin-bottom: 0.5rem;
    padding: 0.5rem 0.75rem;
    border-left: 4px solid var(--adj-gold);
    background: var(--adj-surface);
  }
  .repeated p {
    margin: 0;
    flex: 1 1 14rem;
  }
`;
