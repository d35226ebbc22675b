import { css } from 'lit';

export const phasePlanStyles = css`
  :host {
    display: block;
  }
  :host([data-large-text]) {
    zoom: 1.3;
  }
  ol.attacks {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 0.75rem;
  }
  li.attack {
    border: 1px solid var(--adj-border);
    border-radius: var(--adj-radius);
    padding: 0.5rem 0.75rem;
  }
  .title {
    font-weight: 600;
  }
  .chance {
    font-size: 1.15rem;
    font-weight: 700;
  }
  .after {
    font-weight: 600;
  }
  .alone {
    font-weight: 700;
  }
  .alone-line {
    margin-top: 0.2rem;
  }
  .success {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
    margin: 0.4rem 0;
  }
  .success input {
    width: 4.5rem;
  }
  /* A long choice shrinks with the screen rather than widening the page. */
  .success select {
    max-width: 100%;
    min-width: 0;
  }
  .force {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
    margin: 0.4rem 0;
  }
  .force input {
    width: 4.5rem;
  }
  .force p {
    flex-basis: 100%;
    margin: 0;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  .problems,
  .doubles {
    color: var(--adj-danger);
  }
  .combined {
    margin-top: 0.75rem;
    padding: 0.5rem 0.75rem;
    border-left: 4px solid var(--adj-accent);
  }
  .combined .chance {
    display: block;
  }
`;
