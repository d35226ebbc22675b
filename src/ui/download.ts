/** How long a file offered for download stays readable at its address. */
const REVOKE_AFTER_MS = 60_000;

/** Offers data to the player as a JSON file download. */
export function downloadJson(fileName: string, data: unknown): void {
  downloadText(fileName, JSON.stringify(data, null, 2), 'application/json');
}

/** Offers text to the player as a file download. */
export function downloadText(fileName: string, text: string, type = 'text/plain'): void {
  downloadBlob(fileName, new Blob([text], { type }));
}

/** Offers a file to the player through the browser's download. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  link.click();
  // The browser fetches the file after the click, in its own time: a busy tablet may take seconds.
  // Revoked at once, the address could be gone before it is read, and the download fail.
  const url = link.href;
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
