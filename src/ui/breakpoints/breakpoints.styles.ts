import { css } from 'lit';

export const breakpointsStyles = css`
  :host {
    display: block;
  }
  h3 {
    margin: 1rem 0 0.5rem;
    font-size: 1.05rem;
  }
  ul {
    margin: 0;
    padding-left: 1.2rem;
    display: grid;
    gap: 0.35rem;
  }
  .chance {
    display: block;
    color: var(--adj-muted);
    font-size: 0.9rem;
  }
  summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    cursor: pointer;
  }
`;
