import { css } from 'lit';

export const cwbsOrdersStyles = css`
  :host {
    display: block;
  }
  :host([data-large-text]) {
    zoom: 1.3;
  }
  h3 {
    font-size: 1.25rem;
    margin: 0 0 0.5rem;
  }
  h4 {
    font-size: 1.05rem;
    margin: 0 0 0.25rem;
  }
  p {
    margin: 0.25rem 0;
  }
  .orders {
    list-style: none;
    padding: 0;
    margin: 0;
    display: grid;
    gap: 0.75rem;
  }
  .orders > li {
    background: var(--adj-surface);
    border: 1px solid var(--adj-border);
    border-radius: var(--adj-radius);
    padding: 0.75rem 1rem;
  }
  .status {
    font-weight: 600;
  }
  .history,
  .empty,
  .due {
    color: var(--adj-muted);
  }
  .history {
    margin: 0.25rem 0;
    padding-left: 1.25rem;
  }
  .message:empty {
    display: none;
  }
  .problem {
    color: var(--adj-danger);
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin: 0.75rem 0;
  }
  .entering {
    display: grid;
    gap: 0.5rem;
    justify-items: start;
    margin: 0.75rem 0;
  }
  form {
    background: var(--adj-surface);
    border: 1px solid var(--adj-border);
    border-radius: var(--adj-radius);
    padding: 0.75rem 1rem;
    margin-top: 0.75rem;
  }
  .fields {
    display: grid;
    gap: 0.75rem;
    grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
    align-items: start;
  }
  .field {
    display: grid;
    gap: 0.3rem;
  }
  .field label {
    font-weight: 600;
  }
  .field input,
  .field select,
  .flag button {
    width: 100%;
  }
  .flag {
    align-self: end;
  }
  .flag button[aria-pressed='true']::before {
    content: '✓';
  }
`;
