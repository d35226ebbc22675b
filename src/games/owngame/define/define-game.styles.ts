import { css } from 'lit';

export const defineGameStyles = css`
  :host {
    display: block;
  }
  fieldset {
    border: 1px solid var(--adj-border);
    border-radius: 6px;
    margin: 0 0 0.75rem;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 0.75rem;
    align-items: end;
  }
  legend {
    font-weight: 700;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 0.75rem;
    align-items: end;
    width: 100%;
    padding-bottom: 0.5rem;
    border-bottom: 1px dashed var(--adj-border);
  }
  label {
    display: grid;
    gap: 0.25rem;
    font-weight: 600;
  }
  label.wide {
    flex: 1 1 16rem;
  }
  label.short input {
    width: 5rem;
  }
  input,
  select {
    min-height: var(--adj-target);
  }
  input[aria-invalid='true'] {
    border-color: var(--adj-danger);
  }
  .problem,
  .problems {
    color: var(--adj-danger);
    font-weight: 400;
  }
  .note {
    width: 100%;
    margin: 0;
  }
  .ok {
    color: var(--adj-ok);
  }
  .bar {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  .file input {
    min-height: var(--adj-target);
  }
`;
