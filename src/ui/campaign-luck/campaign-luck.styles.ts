import { css } from 'lit';

export const campaignLuckStyles = css`
  :host {
    display: block;
  }
  h3 {
    margin: 1rem 0 0.25rem;
    font-size: 1rem;
  }
  label.scope {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    flex-wrap: wrap;
  }
  select {
    max-width: 100%;
  }
  section {
    margin: 0.75rem 0;
  }
  table {
    border-collapse: collapse;
    font-size: 0.9rem;
    width: 100%;
  }
  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: 0.25rem;
  }
  th,
  td {
    padding: 0.2rem 0.5rem;
    text-align: right;
    vertical-align: top;
  }
  th[scope='row'],
  td:last-child {
    text-align: left;
  }
  tr.all {
    border-top: 1px solid var(--adj-border);
  }
  .meta {
    color: var(--adj-muted);
    font-size: 0.9rem;
  }
  .problem {
    font-weight: 600;
  }
`;
