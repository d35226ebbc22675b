import { css } from 'lit';

/** The dialog QR codes are shown in (a hand-over, a message at a distance): the whole screen, black on white, as large as the other tablet's camera can want. */
export const codesDialogStyles = css`
  dialog.codes {
    width: 100vw;
    height: 100vh;
    max-width: none;
    max-height: none;
    margin: 0;
    border: none;
    box-sizing: border-box;
    background: #fff;
    color: #000;
    padding: 0.5rem;
  }
  dialog.codes[open] {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 0.5rem;
  }
`;
