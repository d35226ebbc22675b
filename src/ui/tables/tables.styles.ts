import { css } from 'lit';

export const tablesStyles = css`
  .chart {
    margin: 0 0 1.5rem;
  }
  .chart figure {
    margin-bottom: 0.3rem;
  }
  :host {
    display: block;
    padding: 1rem;
    max-width: 1100px;
    margin: 0 auto;
  }
  .picker {
    display: flex;
    gap: 0.75rem;
    align-items: end;
    flex-wrap: wrap;
    margin-bottom: 1rem;
  }
  label {
    display: grid;
    gap: 0.3rem;
    font-weight: 600;
  }
  figure {
    margin: 0 0 1.5rem;
    overflow-x: auto;
  }
  table {
    border-collapse: collapse;
    background: var(--adj-surface);
    min-width: 50%;
  }
  caption {
    text-align: left;
    font-weight: 700;
    font-size: 1.15rem;
    padding: 0.5rem 0;
  }
  th,
  td {
    border: 1px solid var(--adj-border);
    padding: 0.4rem 0.6rem;
    text-align: center;
    min-width: 2.5rem;
  }
  th[scope='row'] {
    text-align: left;
  }
  figcaption {
    color: var(--adj-muted);
    font-size: 0.95rem;
    padding-top: 0.4rem;
  }
  /* On paper: the charts alone, each kept on one page where it fits; one chart alone when printed on its own. */
  @media print {
    :host {
      padding: 0;
      max-width: none;
    }
    .picker,
    .quick,
    adj-player-charts {
      display: none;
    }
    :host([data-print-one]) h1,
    :host([data-print-one]) .chart:not(.printing) {
      display: none;
    }
    figure {
      overflow: visible;
      break-inside: avoid;
    }
    th,
    td {
      border-color: #000;
    }
  }
`;

export const quickListStyles = css`
  .quick {
    margin-bottom: 1.5rem;
  }
  .quick h2 {
    font-size: 1.25rem;
    margin: 0 0 0.25rem;
  }
  .note {
    color: var(--adj-muted);
    margin: 0 0 0.5rem;
  }
  .quick-list {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin-bottom: 0.75rem;
  }
`;
