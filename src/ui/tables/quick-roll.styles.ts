import { css } from 'lit';

export const quickRollStyles = css`
  :host {
    /* Results at the reading size the player chose (theme.ts). */
    zoom: var(--adj-reading, 1);
    display: block;
    background: var(--adj-surface);
    border: 1px solid var(--adj-border);
    border-radius: var(--adj-radius);
    padding: 0.75rem 1rem;
  }
  h3 {
    font-size: 1.25rem;
    margin: 0 0 0.25rem;
  }
  .source,
  .record {
    color: var(--adj-muted);
    margin: 0 0 0.75rem;
  }
  .fields {
    display: grid;
    gap: 0.75rem;
    grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
    align-items: start;
  }
  .field label {
    display: grid;
    gap: 0.3rem;
    font-weight: 600;
  }
  .field input,
  .field select {
    width: 100%;
  }
  .flag button {
    width: 100%;
    justify-content: flex-start;
    text-align: left;
    padding: 0.5rem 1rem;
  }
  .flag button[aria-pressed='true']::before {
    content: '✓';
  }
  fieldset {
    border: 1px solid var(--adj-border);
    border-radius: var(--adj-radius);
    margin: 0.75rem 0;
    display: grid;
    gap: 0.75rem;
    justify-items: start;
  }
  fieldset .fields {
    width: 100%;
  }
  legend {
    font-weight: 700;
  }
  .field-error,
  .problem {
    color: var(--adj-danger);
    margin: 0.3rem 0 0;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin: 1rem 0;
  }
  .entering {
    display: grid;
    gap: 0.5rem;
    justify-items: start;
    margin: 1rem 0;
  }
  .result {
    border-top: 2px solid var(--adj-accent);
    padding-top: 0.75rem;
  }
  .result h4 {
    font-size: 1.4rem;
    margin: 0 0 0.25rem;
  }
  .result h5 {
    font-size: 1rem;
    margin: 0.75rem 0 0.25rem;
  }
  .dice {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1rem;
    list-style: none;
    padding: 0;
    margin: 0 0 0.5rem;
  }
  .dice li {
    display: flex;
    align-items: center;
    gap: 0.4rem;
    color: var(--adj-muted);
  }
  .die {
    display: inline-grid;
    place-items: center;
    width: 2.4rem;
    height: 2.4rem;
    border: 2px solid var(--adj-fg);
    border-radius: 8px;
    font-size: 1.3rem;
    font-weight: 700;
    color: var(--adj-fg);
  }
  .steps li {
    margin-bottom: 0.3rem;
  }
  .steps .source {
    display: block;
    font-size: 0.9rem;
    margin: 0;
  }
`;
