import { css } from 'lit';

const LIGHT = css`
  --adj-bg: #f4f1ea;
  --adj-surface: #ffffff;
  --adj-fg: #1d232e;
  --adj-muted: #4f5866;
  --adj-accent: #24324a;
  --adj-accent-fg: #ffffff;
  --adj-gold: #b7862b;
  --adj-focus: #b7862b;
  --adj-border: #c9c2b3;
  --adj-danger: #a3261c;
  --adj-ok: #2f6b3a;
  --map-clear: #efe9d8;
  --map-rolling: #e2dcc0;
  --map-rough: #d4c8a4;
  --map-hill: #d9c39a;
  --map-woods: #9fbf8a;
  --map-woods-rough: #88a878;
  --map-town: #c9b7b0;
  --map-swamp: #b7cbbf;
  --map-mountain: #b39f86;
  --map-pass: #cdb99a;
  --map-estuary: #9cc2d9;
  --map-grid: #8d8677;
  --map-water: #2f6fb0;
  --map-ridge: #7a4f22;
  --map-road: #6d5a3a;
  --map-rail: #2b2b2b;
  --map-union: #2d4f8e;
  --map-union-fg: #ffffff;
  --map-confederate: #8b8f96;
  --map-confederate-fg: #111418;
  --map-clear-sight: #2f6b3a;
  --map-blocked: #b3261e;
  color-scheme: light;
`;

const DARK = css`
  --adj-bg: #151a22;
  --adj-surface: #1f2631;
  --adj-fg: #e8e4da;
  --adj-muted: #a9b0bb;
  --adj-accent: #e9c46a;
  --adj-accent-fg: #151a22;
  --adj-gold: #e9c46a;
  --adj-focus: #e9c46a;
  --adj-border: #3a4452;
  --adj-danger: #ff8a7a;
  --adj-ok: #8fd19e;
  --map-clear: #39382f;
  --map-rolling: #423f32;
  --map-rough: #4c4634;
  --map-hill: #56492f;
  --map-woods: #2f4a2c;
  --map-woods-rough: #2a4128;
  --map-town: #4e4242;
  --map-swamp: #34483f;
  --map-mountain: #5a4a38;
  --map-pass: #655541;
  --map-estuary: #23465e;
  --map-grid: #77705f;
  --map-water: #6fb0ef;
  --map-ridge: #d9a066;
  --map-road: #c8b48a;
  --map-rail: #d8d8d8;
  --map-union: #6e94d8;
  --map-union-fg: #0d1420;
  --map-confederate: #c3c7cc;
  --map-confederate-fg: #15181c;
  --map-clear-sight: #8fd19e;
  --map-blocked: #ff8a7a;
  color-scheme: dark;
`;

/** For bright light: black on white, every edge drawn in black, the map's lines and counters darkened. */
const CONTRAST = css`
  --adj-bg: #ffffff;
  --adj-surface: #ffffff;
  --adj-fg: #000000;
  --adj-muted: #1f1f1f;
  --adj-accent: #000000;
  --adj-accent-fg: #ffffff;
  --adj-gold: #ffd23f;
  --adj-focus: #0047ff;
  --adj-border: #000000;
  --adj-danger: #a00000;
  --adj-ok: #00560f;
  --map-grid: #3a3a3a;
  --map-water: #0046a8;
  --map-road: #3d2e12;
  --map-rail: #000000;
  --map-union: #002c80;
  --map-confederate: #5f646b;
  --map-confederate-fg: #ffffff;
  --map-clear-sight: #00560f;
  --map-blocked: #a00000;
`;

/**
 * The colours and the reading size, set once on the page and inherited by every component: the
 * device's light or dark, or the theme the player chose on this device (`data-theme` on the root
 * element: light, dark or contrast). The reading size is the root's `data-text` (large-text.ts).
 */
const PAGE = css`
  :root {
    ${LIGHT}
  }
  @media (prefers-color-scheme: dark) {
    :root:not([data-theme]) {
      ${DARK}
    }
  }
  :root[data-theme='dark'] {
    ${DARK}
  }
  :root[data-theme='contrast'] {
    ${LIGHT}
    ${CONTRAST}
  }
  html,
  body {
    background: var(--adj-bg);
    color: var(--adj-fg);
  }
  /* On paper: black on white whatever the screen's theme, every edge drawn in black. */
  @media print {
    :root:not([data-theme]),
    :root[data-theme] {
      ${LIGHT}
      ${CONTRAST}
    }
  }
`;

// Every component takes its colours from the page, so the page has them as soon as any component is defined.
if (PAGE.styleSheet && !document.adoptedStyleSheets.includes(PAGE.styleSheet)) document.adoptedStyleSheets = [...document.adoptedStyleSheets, PAGE.styleSheet];

/**
 * Shared look for every component: the page's colours (above); every control at least 44 px in
 * both directions; type large enough to read from arm's length at the table.
 */
export const theme = css`
  :host {
    --adj-radius: 10px;
    --adj-target: 44px;
    color: var(--adj-fg);
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  }
  button,
  a.button,
  select,
  input {
    min-height: var(--adj-target);
    min-width: var(--adj-target);
    font: inherit;
    box-sizing: border-box;
  }
  button,
  a.button,
  label.button {
    border: 1px solid var(--adj-accent);
    border-radius: var(--adj-radius);
    background: var(--adj-accent);
    color: var(--adj-accent-fg);
    padding: 0 1rem;
    cursor: pointer;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.4rem;
    text-decoration: none;
  }
  button:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  /* A toggle that is off reads as an outline; on, it is filled. */
  button[aria-pressed='false'],
  button.secondary,
  a.button.secondary,
  label.button.secondary {
    background: transparent;
    color: var(--adj-fg);
    border-color: var(--adj-border);
  }
  button:focus-visible,
  a:focus-visible,
  select:focus-visible,
  input:focus-visible {
    outline: 3px solid var(--adj-focus);
    outline-offset: 2px;
  }
  /* A fold-out row is a control too: a finger-sized row, its one line centred, its triangle kept. */
  summary {
    min-height: var(--adj-target);
    box-sizing: border-box;
    padding-block: max(0px, calc((var(--adj-target) - 1lh) / 2));
    cursor: pointer;
  }
  summary:focus-visible {
    outline: 3px solid var(--adj-focus);
    outline-offset: 2px;
  }
  /* A long name or word breaks rather than pushing the page past a phone's edge. */
  h1,
  h2,
  h3,
  strong {
    overflow-wrap: anywhere;
  }
  input,
  select {
    border: 1px solid var(--adj-border);
    border-radius: var(--adj-radius);
    background: var(--adj-surface);
    color: var(--adj-fg);
    padding: 0 0.75rem;
  }
  /* Controls do nothing on paper. */
  @media print {
    button,
    a.button {
      display: none !important;
    }
  }
  /* The larger reading size (large-text.ts): tables grow, and scroll sideways where they must. */
  :host([data-large-text]) table {
    zoom: 1.3;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;
