import { css } from 'lit';

export const luckReportStyles = css`
  :host {
    display: block;
  }
  .warning {
    color: var(--adj-muted);
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0.5rem 0;
    display: grid;
    gap: 0.75rem;
    grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  }
  li {
    border: 1px solid var(--adj-border);
    border-radius: var(--adj-radius);
    padding: 0.5rem 0.75rem;
    background: var(--adj-surface);
  }
  h3 {
    margin: 0 0 0.25rem;
    font-size: 1rem;
  }
  svg {
    display: block;
    width: 100%;
    max-width: 18rem;
    height: auto;
  }
  .bar {
    fill: var(--adj-accent);
  }
  figure {
    margin: 0.5rem 0;
  }
  figure svg {
    max-width: 28rem;
  }
  .frame {
    stroke: var(--adj-muted);
    stroke-width: 1;
  }
  .generator {
    fill: var(--adj-accent);
  }
  .physical {
    fill: none;
    stroke: var(--adj-fg);
    stroke-width: 1.5;
  }
  h4 {
    margin: 0 0 0.25rem;
    font-size: 0.95rem;
  }
  summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    cursor: pointer;
  }
  td.result {
    text-align: left;
  }
  .fair {
    stroke: var(--adj-fg);
    stroke-width: 1.5;
    stroke-dasharray: 4 3;
  }
  .axis {
    fill: var(--adj-fg);
    font-size: 11px;
  }
  table {
    border-collapse: collapse;
    font-size: 0.9rem;
    margin-top: 0.25rem;
  }
  th,
  td {
    padding: 0.1rem 0.4rem;
    text-align: center;
  }
  .meta {
    color: var(--adj-muted);
    font-size: 0.9rem;
  }
`;
