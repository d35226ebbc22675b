import { css } from 'lit';

export const newGameStyles = css`
  :host {
    display: block;
  }
  form {
    display: grid;
    gap: 0.75rem;
    padding: 1rem;
    border: 1px solid var(--adj-border);
    border-radius: var(--adj-radius);
    background: var(--adj-surface);
  }
  label {
    display: grid;
    gap: 0.3rem;
    font-weight: 600;
  }
  details.variants {
    border: 1px solid var(--adj-border);
    border-radius: var(--adj-radius);
    padding: 0 0.75rem;
  }
  details.variants summary {
    min-height: var(--adj-target);
    display: flex;
    align-items: center;
    cursor: pointer;
  }
  details.variants summary::before {
    content: '▸';
    margin-right: 0.5rem;
  }
  details.variants[open] summary::before {
    content: '▾';
  }
  details.variants summary::-webkit-details-marker {
    display: none;
  }
  details.variants summary:focus-visible {
    outline: 3px solid var(--adj-focus);
    outline-offset: 2px;
  }
  details.variants fieldset {
    border: 0;
    margin: 0;
    padding: 0 0 0.5rem;
    display: grid;
    gap: 0.25rem;
  }
  label.check {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    font-weight: 400;
    min-height: var(--adj-target);
  }
  label.check input {
    width: 28px;
    height: 28px;
    min-width: 28px;
    min-height: 28px;
  }
  .error {
    color: var(--adj-danger);
    margin: 0;
  }
  textarea {
    min-height: 6rem;
    font: inherit;
    padding: 0.5rem 0.75rem;
    border: 1px solid var(--adj-border);
    border-radius: var(--adj-radius);
    background: var(--adj-surface);
    color: var(--adj-fg);
  }
  .note {
    color: var(--adj-muted);
    margin: 0;
  }
  ul.error {
    padding-left: 1.2rem;
  }
`;
