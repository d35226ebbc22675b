import { css } from 'lit';

export const recordStyles = css`
  :host {
    display: grid;
    gap: 1rem;
  }
  .log-head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
  }
  .log-head h2 {
    margin: 0 auto 0 0;
  }
`;
