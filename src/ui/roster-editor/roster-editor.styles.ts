import { css } from 'lit';

export const rosterEditorStyles = css`
  :host {
    display: block;
  }
  h2 {
    font-size: 1.15rem;
    margin: 0.75rem 0 0.5rem;
  }
  .bar,
  .add,
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
  }
  .bar h2 {
    margin: 0 auto 0 0;
  }
  label.field {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    color: var(--adj-muted);
  }
  label.field > span {
    font-weight: 700;
    min-width: 1.5rem;
  }
  textarea {
    box-sizing: border-box;
    width: 100%;
    min-height: 8rem;
    font: inherit;
    font-family: ui-monospace, 'SFMono-Regular', Menlo, monospace;
    padding: 0.5rem 0.75rem;
    border: 1px solid var(--adj-border);
    border-radius: var(--adj-radius);
    background: var(--adj-surface);
    color: var(--adj-fg);
  }
  textarea:focus-visible {
    outline: 3px solid var(--adj-focus);
    outline-offset: 2px;
  }
  .hint {
    color: var(--adj-muted);
    margin: 0.25rem 0 0.5rem;
  }
  ol.preview {
    list-style: none;
    padding: 0;
    margin: 0.5rem 0;
    display: grid;
    gap: 0.25rem;
    max-height: 18rem;
    overflow-y: auto;
  }
  ol.preview li {
    padding: 0.3rem 0.6rem;
    border-left: 4px solid var(--adj-ok);
    background: var(--adj-surface);
  }
  ol.preview li.refused {
    border-left-color: var(--adj-danger);
  }
  .mark {
    font-weight: 700;
    margin-right: 0.35rem;
  }
  .refused .reason {
    color: var(--adj-danger);
    font-weight: 600;
  }
  ul.problems {
    margin: 0.5rem 0;
    padding: 0.5rem 0.75rem 0.5rem 2rem;
    border: 2px solid var(--adj-danger);
    border-radius: var(--adj-radius);
    color: var(--adj-danger);
  }
  ul.units {
    list-style: none;
    padding: 0;
    margin: 0.5rem 0;
    display: grid;
    gap: 0.4rem;
  }
  ul.units > li {
    /* A long roster lays out and paints only the rows in sight. */
    content-visibility: auto;
    contain-intrinsic-size: auto 7rem;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4rem;
    padding: 0.4rem 0.5rem;
    border: 1px solid var(--adj-border);
    border-radius: var(--adj-radius);
    background: var(--adj-surface);
  }
  /* Its History button sits in the unit's row; the history it opens takes a line of its own below. */
  ul.units adj-unit-history {
    display: contents;
  }
  ul.units input.name {
    flex: 1 1 12rem;
    font-weight: 700;
  }
  ul.units label.field input {
    width: 4.5rem;
  }
  ul.units select {
    max-width: 12rem;
  }
  [aria-invalid='true'] {
    border: 2px solid var(--adj-danger);
  }
  button.danger {
    background: var(--adj-danger);
    border-color: var(--adj-danger);
    color: var(--adj-surface);
  }
  .eliminated {
    color: var(--adj-muted);
    font-style: italic;
  }
`;
