import { css } from 'lit';

export const displaySettingsStyles = css`
  /* On the app bar, in the bar's colours. */
  :host {
    display: inline-block;
    position: relative;
    color: inherit;
  }
  button.open {
    background: transparent;
    color: inherit;
    border-color: currentColor;
  }
  .panel {
    position: absolute;
    z-index: 10;
    right: 0;
    top: calc(100% + 0.4rem);
    width: min(22rem, calc(100vw - 1.5rem));
    box-sizing: border-box;
    padding: 0.75rem;
    background: var(--adj-bg);
    color: var(--adj-fg);
    border: 1px solid var(--adj-border);
    border-radius: calc(var(--adj-radius) + 4px);
    box-shadow: 0 8px 32px rgb(0 0 0 / 0.35);
  }
  h2 {
    font-size: 1rem;
    margin: 0 0 0.4rem;
  }
  h2 + .choices,
  h2 + .note {
    margin-bottom: 0.75rem;
  }
  .note {
    margin-top: 0;
    color: var(--adj-muted);
  }
  .problem {
    margin: 0;
    color: var(--adj-danger);
  }
  .choices {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 0.4rem;
  }
`;
