import { css } from 'lit';

export const shareReportStyles = css`
  :host {
    display: block;
  }
  :host([hidden]) {
    display: none;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  [role='status'] {
    color: var(--adj-muted);
    font-size: 0.9rem;
    min-height: 1.2em;
  }
`;
