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
