import { css } from 'lit';

export const turnStyles = css`
  :host {
    display: block;
  }
`;
