import { css } from 'lit';

export const allocationSearchStyles = css`
  :host {
    display: block;
  }
  :host([data-large-text]) {
    zoom: 1.3;
  }
  fieldset {
    border: none;
    margin: 0 0 0.6rem;
    padding: 0;
  }
  legend {
    font-weight: 600;
    margin-bottom: 0.3rem;
  }
  .choices {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
  }
  .choices label {
    align-items: center;
    border: 1px solid var(--adj-border);
    border-radius: 0.4rem;
    display: inline-flex;
    gap: 0.4rem;
    min-height: 44px;
    padding: 0 0.7rem;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    margin: 0.4rem 0;
  }
  progress {
    height: 1rem;
    width: 100%;
  }
  ol.results {
    padding-left: 0;
    list-style: none;
  }
  ol.results > li {
    border-top: 1px solid var(--adj-border);
    padding: 0.5rem 0;
  }
  .figures,
  .against,
  .idle {
    margin: 0.2rem 0;
  }
  .against,
  .weighs {
    color: var(--adj-muted);
  }
  .left-out {
    margin: 0.2rem 0;
    padding-left: 1.2rem;
  }
`;
