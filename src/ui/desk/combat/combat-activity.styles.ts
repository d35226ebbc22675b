import { css } from 'lit';

export const combatStyles = css`
  :host {
    display: block;
  }
  .step,
  .unapplied {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    margin-bottom: 0.75rem;
    padding: 0.5rem 0.75rem;
    border: 2px solid var(--adj-gold);
    border-radius: var(--adj-radius);
    background: var(--adj-surface);
  }
  .step {
    border-color: var(--adj-ok);
  }
  .step p,
  .unapplied p {
    flex: 1 1 16rem;
    margin: 0;
  }
  .values-asked {
    display: grid;
    gap: 0.5rem;
    margin: 0.5rem 0;
    padding: 0.5rem 0.75rem;
    border-left: 4px solid var(--adj-danger);
  }
  .values-asked p {
    margin: 0;
    font-weight: 600;
  }
  label.value {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
  }
  label.value span {
    flex: 1 1 10rem;
  }
  .histories {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4rem;
    margin: 0.25rem 0 0.5rem;
    color: var(--adj-muted);
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
