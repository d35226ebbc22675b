import { css } from 'lit';

export const unitHistoryStyles = css`
  :host {
    display: block;
  }
  /* In a row of controls (the roster editor's), the history takes the row's whole width. */
  #history {
    flex-basis: 100%;
  }
  ol {
    list-style: none;
    margin: 0.5rem 0 0;
    padding: 0;
    display: grid;
    gap: 0.5rem;
  }
  li {
    border-left: 3px solid var(--adj-accent);
    padding: 0.25rem 0.5rem;
  }
  /* An undone result stays in the history, set apart: the unit went back. */
  li.undone {
    border-left-color: var(--adj-muted);
    color: var(--adj-muted);
  }
  li.undone .changes {
    text-decoration: line-through;
  }
  .entry {
    font-weight: 700;
  }
  .when {
    color: var(--adj-muted);
    font-size: 0.875rem;
  }
  .changes {
    margin: 0.15rem 0 0;
    padding-left: 1rem;
    list-style: disc;
  }
  .changes li {
    border: none;
    padding: 0;
  }
  .note {
    color: var(--adj-muted);
  }
`;
