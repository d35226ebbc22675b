import { css } from 'lit';

export const tableApplyStyles = css`
  :host {
    display: block;
  }
  .apply {
    display: grid;
    gap: 0.5rem;
    justify-items: start;
    margin: 0.75rem 0;
  }
  label {
    display: grid;
    gap: 0.3rem;
    font-weight: 600;
  }
  .note {
    color: var(--adj-muted);
    margin: 0;
  }
  .applied {
    font-weight: 600;
    margin: 0;
  }
  .problem {
    color: var(--adj-danger);
    margin: 0;
  }
`;
