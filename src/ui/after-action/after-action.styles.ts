import { css } from 'lit';

export const afterActionStyles = css`
  :host {
    display: block;
    padding: 1rem;
    max-width: 900px;
    margin: 0 auto;
  }
  .controls {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1rem;
    align-items: end;
    margin: 0.5rem 0 1rem;
  }
  .controls label {
    display: grid;
    gap: 0.2rem;
  }
  .meta {
    color: var(--adj-muted);
  }
  ol.entries {
    list-style: none;
    padding: 0;
    margin: 0.3rem 0 1rem;
    display: grid;
    gap: 0.6rem;
  }
  ol.entries > li {
    border: 1px solid var(--adj-border);
    border-radius: var(--adj-radius);
    padding: 0.5rem 0.75rem;
    background: var(--adj-surface);
  }
  .flag {
    font-size: 0.85rem;
    border: 1px solid var(--adj-border);
    border-radius: 999px;
    padding: 0 0.5rem;
    margin-left: 0.4rem;
  }
  ol.steps {
    font-size: 0.9rem;
    margin: 0.3rem 0 0;
    padding-left: 1.4rem;
  }
  .source {
    color: var(--adj-muted);
  }
  h2 {
    border-bottom: 2px solid var(--adj-fg);
    margin-top: 1.5rem;
  }
  /* On paper: the report alone, smaller type, an entry never split across pages, a turn starting a page. */
  @media print {
    :host {
      padding: 0;
      max-width: none;
      font-size: 11pt;
    }
    .controls {
      display: none;
    }
    ol.entries > li {
      break-inside: avoid;
      border-color: #000;
    }
    section.turn + section.turn {
      break-before: page;
    }
    h2,
    h3 {
      break-after: avoid;
    }
  }
`;
