import { css } from 'lit';

export const playerChartsStyles = css`
  /* Inside the Tables screen, which pads itself; its table styles draw the charts shown. */
  :host {
    display: block;
    margin: 0 0 1.5rem;
    padding: 0;
    max-width: none;
  }
  h2 {
    font-size: 1.25rem;
    margin: 0 0 0.25rem;
  }
  h3 {
    font-size: 1.1rem;
    margin: 1rem 0 0.25rem;
  }
  .note {
    color: var(--adj-muted);
    margin: 0 0 0.5rem;
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0 0 0.5rem;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
    padding: 0.35rem 0;
    border-bottom: 1px solid var(--adj-border);
  }
  .name {
    font-weight: 600;
    flex: 1 1 14rem;
  }
  .in-use {
    font-size: 0.85rem;
    border: 1px solid var(--adj-ok);
    color: var(--adj-ok);
    border-radius: 999px;
    padding: 0 0.5rem;
  }
  .bar {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
  }
  label.button {
    min-height: var(--adj-target);
  }
  .problems {
    color: var(--adj-danger);
    font-weight: 600;
  }
  .shown {
    flex: 1 0 100%;
  }
  .editor {
    border: 2px solid var(--adj-accent);
    border-radius: var(--adj-radius);
    padding: 0.75rem;
    margin: 0.5rem 0;
    background: var(--adj-surface);
  }
`;
