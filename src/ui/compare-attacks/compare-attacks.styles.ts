import { css } from 'lit';

export const compareAttacksStyles = css`
  :host {
    display: block;
  }
  :host([data-large-text]) {
    zoom: 1.3;
  }
  .scroll {
    overflow-x: auto;
  }
  table {
    border-collapse: collapse;
    width: 100%;
  }
  th,
  td {
    border-bottom: 1px solid var(--adj-border);
    padding: 0.4rem 0.5rem;
    text-align: left;
    vertical-align: top;
  }
  td.chance {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    margin-top: 0.4rem;
  }
  .problems {
    color: var(--adj-danger);
  }
`;
