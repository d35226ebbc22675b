import { css } from 'lit';

export const combatStyles = css`
  :host {
    display: block;
  }
  .layout {
    display: grid;
    gap: 1rem;
    grid-template-columns: minmax(0, 1fr);
  }
  /* Side by side on a wide screen: the set-up and its odds in view together. */
  @media (min-width: 900px) {
    .layout {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
      align-items: start;
    }
  }
`;
