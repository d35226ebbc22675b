import { css } from 'lit';

export const turnRecordStyles = css`
  :host {
    display: block;
  }
  :host([data-large-text]) {
    zoom: 1.3;
  }
  .head {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1rem;
    align-items: center;
  }
  .head h2 {
    margin: 0;
  }
  .now {
    font-size: 1.1rem;
    font-weight: 600;
  }
  .moves {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  .calendar {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1rem;
    align-items: end;
    margin: 0.5rem 0;
  }
  .calendar label {
    display: grid;
    gap: 0.2rem;
  }
  .calendar input {
    width: 10rem;
  }
  /* Kept a list item, so it keeps its disclosure triangle. */
  details.sequence summary {
    min-height: 44px;
    line-height: 44px;
    cursor: pointer;
  }
  h3 {
    margin: 0.6rem 0 0.2rem;
  }
  ol.phases {
    margin: 0.5rem 0;
    padding-left: 1.6rem;
    display: grid;
    gap: 0.3rem;
  }
  ol.phases li[aria-current='step'] {
    font-weight: 700;
  }
  ol.phases li.skipped {
    color: var(--adj-muted);
  }
  ul.due {
    list-style: none;
    margin: 0.3rem 0;
    padding: 0;
    display: grid;
    gap: 0.3rem;
  }
  ul.due li {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
    font-weight: 400;
  }
  ul.due label {
    display: flex;
    gap: 0.5rem;
    align-items: center;
    min-height: 44px;
  }
  ul.due input[type='checkbox'] {
    width: 1.4rem;
    height: 1.4rem;
  }
  .source {
    color: var(--adj-muted);
    font-size: 0.85rem;
  }
  textarea {
    width: 100%;
    box-sizing: border-box;
    min-height: 8rem;
    font: inherit;
  }
  .placing {
    display: grid;
    gap: 0.4rem;
    margin: 0.5rem 0;
  }
  .placing label {
    display: grid;
    gap: 0.2rem;
  }
  .error {
    color: var(--adj-danger);
    font-weight: 600;
  }
  @media print {
    .moves,
    .calendar,
    .editor,
    a.button {
      display: none;
    }
  }
`;
