import { css } from 'lit';

export const handoverStyles = css`
  :host {
    display: block;
  }
  label.button {
    display: inline-flex;
    align-items: center;
    min-height: var(--adj-target);
  }
  label.button:focus-within {
    outline: 3px solid var(--adj-focus);
    outline-offset: 2px;
  }
  summary {
    min-height: var(--adj-target);
    display: flex;
    align-items: center;
    cursor: pointer;
  }
  fieldset {
    border: none;
    padding: 0;
    margin: 0.5rem 0;
  }
  label.choice {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-height: var(--adj-target);
  }
  label.choice input {
    width: 1.5rem;
    height: 1.5rem;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin: 0.5rem 0;
  }
  .fork {
    border: 2px solid var(--adj-danger);
    border-radius: var(--adj-radius);
    padding: 0.5rem 0.75rem;
  }
  .fork dl {
    margin: 0.25rem 0;
  }
  .fork dd {
    margin: 0 0 0.4rem 0;
  }
`;
