import { css } from 'lit';

export const phaseStyles = css`
  :host {
    display: block;
  }
  .layout {
    display: grid;
    gap: 1rem;
    grid-template-columns: minmax(0, 1fr);
  }
  .panels {
    display: grid;
    gap: 1rem;
    align-content: start;
    /* No wider than the screen: a long choice in a panel wraps or shrinks, never widens the page. */
    grid-template-columns: minmax(0, 1fr);
  }
  .map-head {
    display: flex;
    align-items: center;
    gap: 0.5rem;
  }
  .map-head h2 {
    margin: 0 auto 0 0;
  }
  /* Landscape: the map beside the plan and the searches, both in view. */
  @media (min-width: 900px) and (orientation: landscape) {
    .layout {
      grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
      align-items: start;
    }
  }
`;
