import { css } from 'lit';

export const chartEditorStyles = css`
  :host {
    display: block;
  }
  .bar {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: end;
    margin: 0.5rem 0;
  }
  label {
    display: grid;
    gap: 0.3rem;
    font-weight: 600;
  }
  .grid {
    overflow-x: auto;
  }
  table {
    border-collapse: collapse;
  }
  th,
  td {
    border: 1px solid var(--adj-border);
    padding: 0;
    text-align: center;
  }
  th {
    padding: 0.2rem 0.4rem;
  }
  th input {
    width: 3.5rem;
    min-height: var(--adj-target);
    text-align: center;
  }
  td button {
    width: 100%;
    min-width: 3.5rem;
    border-radius: 0;
    border: none;
    background: var(--adj-surface);
    color: var(--adj-fg);
    font-weight: 600;
  }
  td button[aria-pressed='true'] {
    outline: 3px solid var(--adj-accent);
    outline-offset: -3px;
  }
  td.bad button {
    background: var(--adj-danger);
    color: var(--adj-surface);
  }
  .picker {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(var(--adj-target), 1fr));
    gap: 0.35rem;
    max-width: 36rem;
    margin: 0.5rem 0;
  }
  textarea {
    width: 100%;
    max-width: 36rem;
    min-height: 6rem;
    font-family: ui-monospace, monospace;
  }
  .problems {
    color: var(--adj-danger);
    font-weight: 600;
  }
  .start {
    border-left: 4px solid var(--adj-gold);
    padding-left: 0.5rem;
  }
  .note {
    color: var(--adj-muted);
  }
`;
