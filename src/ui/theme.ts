import { css } from 'lit';

/**
 * Shared look: colours follow prefers-color-scheme; every control is at least 44 px in both
 * directions; type is large enough to read from arm's length at the table.
 */
export const theme = css`
  :host {
    --adj-bg: #f4f1ea;
    --adj-surface: #ffffff;
    --adj-fg: #1d232e;
    --adj-muted: #4f5866;
    --adj-accent: #24324a;
    --adj-accent-fg: #ffffff;
    --adj-gold: #b7862b;
    --adj-border: #c9c2b3;
    --adj-danger: #a3261c;
    --adj-ok: #2f6b3a;
    --adj-radius: 10px;
    --adj-target: 44px;
    color: var(--adj-fg);
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  }
  @media (prefers-color-scheme: dark) {
    :host {
      --adj-bg: #151a22;
      --adj-surface: #1f2631;
      --adj-fg: #e8e4da;
      --adj-muted: #a9b0bb;
      --adj-accent: #e9c46a;
      --adj-accent-fg: #151a22;
      --adj-gold: #e9c46a;
      --adj-border: #3a4452;
      --adj-danger: #ff8a7a;
      --adj-ok: #8fd19e;
    }
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
    outline: 3px solid var(--adj-gold);
    outline-offset: 2px;
  }
  input,
  select {
    border: 1px solid var(--adj-border);
    border-radius: var(--adj-radius);
    background: var(--adj-surface);
    color: var(--adj-fg);
    padding: 0 0.75rem;
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
