import { css } from 'lit';

export const distanceStyles = css`
  :host {
    display: block;
  }
  summary {
    min-height: var(--adj-target);
    display: flex;
    align-items: center;
    cursor: pointer;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    margin: 0.5rem 0;
  }
  form.name {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
  }
  form.name input {
    flex: 1 1 10rem;
  }
  dl.keys {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.25rem 1rem;
    margin: 0.5rem 0;
  }
  dl.keys dd {
    margin: 0;
  }
  /* Fingerprints are read aloud: large, evenly spaced, each character unmistakable. */
  .fp {
    font-family: ui-monospace, 'SF Mono', Menlo, Consolas, monospace;
    font-size: 1.2rem;
    font-weight: 600;
    letter-spacing: 0.08em;
  }
  .hint,
  .pending {
    color: var(--adj-muted);
  }
  textarea {
    display: block;
    width: 100%;
    box-sizing: border-box;
    min-height: calc(var(--adj-target) * 2);
    font: inherit;
    font-size: 0.9rem;
    border: 1px solid var(--adj-border);
    border-radius: var(--adj-radius);
    background: var(--adj-surface);
    color: var(--adj-fg);
    padding: 0.5rem;
  }
  textarea:focus-visible {
    outline: 3px solid var(--adj-focus);
    outline-offset: 2px;
  }
  label {
    display: block;
    margin-top: 0.5rem;
  }
  button.danger {
    background: transparent;
    color: var(--adj-danger);
    border-color: var(--adj-danger);
  }
  ol.settled li,
  ol.declare li {
    margin: 0.25rem 0;
  }
`;
