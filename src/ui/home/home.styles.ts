import { css } from 'lit';

export const homeStyles = css`
  :host {
    display: block;
    padding: 1rem;
    max-width: 1100px;
    margin: 0 auto;
  }
  .layout {
    display: grid;
    gap: 1.5rem;
    grid-template-columns: 1fr;
  }
  @media (orientation: landscape) and (min-width: 900px) {
    .layout {
      grid-template-columns: 1fr 1fr;
      align-items: start;
    }
  }
  h1,
  h2 {
    margin: 0.25rem 0 0.75rem;
  }
  h1 {
    font-size: 1.6rem;
  }
  h2 {
    font-size: 1.25rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.75rem;
  }
  a.game {
    display: flex;
    flex-direction: column;
    justify-content: center;
    min-height: 72px;
    padding: 0.75rem 1rem;
    border: 1px solid var(--adj-border);
    border-radius: var(--adj-radius);
    background: var(--adj-surface);
    color: inherit;
    text-decoration: none;
  }
  a.game strong {
    font-size: 1.15rem;
  }
  a.game span {
    color: var(--adj-muted);
    font-size: 0.95rem;
  }
  .empty {
    margin: 0;
  }
  .error {
    color: var(--adj-danger);
    margin: 0;
  }
  label.import {
    display: inline-flex;
    font-weight: 400;
    min-height: var(--adj-target);
  }
  label.import:focus-within {
    outline: 3px solid var(--adj-focus);
    outline-offset: 2px;
  }
  .storage {
    color: var(--adj-muted);
    font-size: 0.95rem;
    margin-top: 1.5rem;
  }
  .backup {
    margin-top: 1rem;
  }
  .reminder {
    border-left: 4px solid var(--adj-gold);
    padding-left: 0.6rem;
  }
`;
