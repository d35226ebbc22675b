import { css } from 'lit';

export const headerStyles = css`
  :host {
    display: block;
    background: var(--adj-accent);
    color: var(--adj-accent-fg);
  }
  header {
    display: flex;
    align-items: center;
    gap: 1rem;
    padding: 0.25rem 1rem;
    padding-top: max(0.25rem, env(safe-area-inset-top));
    min-height: 56px;
  }
  a.brand {
    color: inherit;
    text-decoration: none;
    font-weight: 700;
    font-size: 1.35rem;
    letter-spacing: 0.02em;
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    min-height: var(--adj-target);
  }
  nav {
    display: flex;
    gap: 0.5rem;
    margin-left: auto;
  }
  nav a {
    color: inherit;
    min-height: var(--adj-target);
    display: inline-flex;
    align-items: center;
    padding: 0 0.75rem;
    border-radius: var(--adj-radius);
    text-decoration: none;
  }
  nav a[aria-current='page'] {
    background: color-mix(in srgb, var(--adj-accent-fg) 18%, transparent);
  }
  .status {
    font-size: 0.9rem;
    padding: 0.2rem 0.7rem;
    border-radius: 999px;
    border: 1px solid currentColor;
    white-space: nowrap;
  }
  .status.offline {
    background: var(--adj-gold);
    color: #151a22;
    border-color: transparent;
  }
  /*
   * On a phone the bar takes two rows: the name, whether online and the Display control on the
   * first, the two sections side by side on the second. Nothing runs past the screen's edge.
   */
  @media (max-width: 600px) {
    header {
      flex-wrap: wrap;
      column-gap: 0.5rem;
      row-gap: 0;
      padding-inline: 0.75rem;
      padding-bottom: 0;
    }
    .status {
      margin-left: auto;
    }
    nav {
      order: 1;
      flex: 1 0 100%;
      margin-left: 0;
    }
    nav a {
      flex: 1;
      justify-content: center;
    }
  }
`;
