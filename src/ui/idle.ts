/** Runs `task` when the page is idle; Safari (the iPad's browser) has no requestIdleCallback, so it waits a moment instead. */
export function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 500);
}

/** Runs `work` in the frame after the one being drawn, so what is on its way to the screen is not held up. */
export function afterPaint(work: () => void): void {
  requestAnimationFrame(() => requestAnimationFrame(work));
}
