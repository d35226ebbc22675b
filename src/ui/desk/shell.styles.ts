import { css } from 'lit';

export const shellStyles = css`
  :host {
    /* The height of the activity tabs along the bottom: each activity's action bar stays above them. */
    --adj-dock: calc(3.75rem + env(safe-area-inset-bottom));
    display: block;
    box-sizing: border-box;
    max-width: 1280px;
    margin: 0 auto;
    padding: 0.5rem max(0.75rem, env(safe-area-inset-right)) calc(var(--adj-dock) + 1rem) max(0.75rem, env(safe-area-inset-left));
  }
  .opening {
    padding: 0.5rem 0.25rem;
  }
  .title {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    margin-bottom: 0.5rem;
  }
  .title h1 {
    flex: 1;
    min-width: 0;
    margin: 0;
    font-size: 1.4rem;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  .title form {
    flex: 1;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  .title form input {
    flex: 1 1 12rem;
    min-width: 0;
  }
  details.game-menu {
    position: relative;
  }
  details.game-menu summary {
    list-style: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: var(--adj-target);
    min-width: var(--adj-target);
    box-sizing: border-box;
    padding: 0 1rem;
    border: 1px solid var(--adj-border);
    border-radius: var(--adj-radius);
    cursor: pointer;
  }
  details.game-menu summary:focus-visible {
    outline: 3px solid var(--adj-focus);
    outline-offset: 2px;
  }
  details.game-menu summary::-webkit-details-marker {
    display: none;
  }
  .menu {
    position: absolute;
    z-index: 5;
    right: 0;
    top: calc(100% + 0.25rem);
    display: grid;
    gap: 0.4rem;
    min-width: 12rem;
    padding: 0.5rem;
    background: var(--adj-surface);
    border: 1px solid var(--adj-border);
    border-radius: var(--adj-radius);
    box-shadow: 0 8px 24px rgb(0 0 0 / 0.25);
  }
  .confirm {
    border: 2px solid var(--adj-danger);
    border-radius: var(--adj-radius);
    padding: 0.5rem 0.75rem;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
    margin-bottom: 0.5rem;
  }
  .message {
    margin: 0 0 0.5rem;
    padding: 0.4rem 0.75rem;
    border-left: 4px solid var(--adj-gold);
    background: var(--adj-surface);
  }
  /* The activities, along the bottom of the screen in reach of a thumb, in every orientation. */
  .tabs {
    position: fixed;
    z-index: 4;
    left: 0;
    right: 0;
    bottom: 0;
    display: grid;
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 0.25rem;
    padding: 0.3rem max(0.5rem, env(safe-area-inset-right)) max(0.3rem, env(safe-area-inset-bottom)) max(0.5rem, env(safe-area-inset-left));
    background: var(--adj-surface);
    border-top: 1px solid var(--adj-border);
    box-shadow: 0 -2px 12px rgb(0 0 0 / 0.12);
  }
  .tabs a {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 0.4rem;
    min-height: 3.1rem;
    border-radius: var(--adj-radius);
    color: var(--adj-fg);
    font-weight: 700;
    font-size: 1.05rem;
    text-decoration: none;
  }
  .tabs a[aria-current='page'] {
    background: var(--adj-accent);
    color: var(--adj-accent-fg);
  }
  .badge {
    min-width: 1.5rem;
    padding: 0 0.35rem;
    border-radius: 999px;
    background: var(--adj-gold);
    color: #151a22;
    font-size: 0.85rem;
    line-height: 1.5rem;
    text-align: center;
  }
  /* On a phone a quarter of the width holds the label or its count beside it, not both: the count goes under the label. */
  @media (max-width: 26rem) {
    .tabs a {
      flex-direction: column;
      gap: 0.1rem;
    }
    .tabs .badge {
      line-height: 1.15rem;
      font-size: 0.8rem;
    }
  }
`;
